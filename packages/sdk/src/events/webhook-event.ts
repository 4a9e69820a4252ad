/**
 * The event inside a verified webhook token: the `data` claim is a JSON string of
 * `{eventType, instanceId, identity, data}` where `identity` and `data` are JSON strings again
 * (`wire-reference.md`, "Webhook events"). This module unwraps the three layers, and nothing else:
 * turning the payload into a handler's envelope is `toEnvelope`'s job.
 */
import { IDENTITY_TYPES } from "../identity/identity-enums.js";
import { MalformedPayloadError } from "./errors.js";

/** Every {@link WebhookIdentityType}: the identity model's {@link IDENTITY_TYPES}. */
export const WEBHOOK_IDENTITY_TYPES = IDENTITY_TYPES;
/** Who caused an event. */
export type WebhookIdentityType = (typeof WEBHOOK_IDENTITY_TYPES)[number];

/** The parsed `identity` of an event: its type and the one id that goes with it. */
export interface WebhookIdentity {
  identityType?: WebhookIdentityType;
  anonymousVisitorId?: string;
  memberId?: string;
  wixUserId?: string;
  appId?: string;
}

/** The account an event belongs to, when the sender includes it. */
export interface WebhookAccountInfo {
  accountId?: string | null;
  parentAccountId?: string | null;
  siteId?: string | null;
}

/** A verified, parsed webhook: the outer fields, and the event payload as JSON (not yet typed). */
export interface WebhookEvent {
  eventType: string;
  instanceId: string | undefined;
  identity: WebhookIdentity | undefined;
  accountInfo: WebhookAccountInfo | undefined;
  /** The parsed inner `data`: a domain event (`createdEvent` …) or a plain event's payload. */
  payload: Record<string, unknown>;
}

function parseJson(text: unknown, what: string): Record<string, unknown> {
  if (typeof text !== "string") {
    throw new MalformedPayloadError(`Webhook ${what} must be a JSON string, got ${typeof text}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new MalformedPayloadError(`Webhook ${what} is not valid JSON`, { cause: e });
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    throw new MalformedPayloadError(`Webhook ${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Unwraps the verified `data` claim of a webhook token into a {@link WebhookEvent}; throws a
 * `MalformedPayloadError` when a layer is missing or not JSON, or `eventType` is not a string.
 *
 * @example
 * ```ts
 * const event = parseWebhookData(claims.data);
 * event.eventType; // "wix.stores.catalog.v3.product_created"
 * ```
 */
export function parseWebhookData(data: unknown): WebhookEvent {
  const outer = parseJson(data, "data claim");
  const { eventType, instanceId, identity, accountInfo } = outer;
  if (typeof eventType !== "string" || eventType === "") {
    throw new MalformedPayloadError("Webhook eventType must be a non-empty string");
  }
  if (instanceId !== undefined && typeof instanceId !== "string") {
    throw new MalformedPayloadError("Webhook instanceId must be a string");
  }
  return {
    eventType,
    instanceId,
    identity: identity === undefined ? undefined : (parseJson(identity, "identity") as WebhookIdentity),
    accountInfo:
      accountInfo !== null && typeof accountInfo === "object"
        ? (accountInfo as WebhookAccountInfo)
        : undefined,
    payload: parseJson(outer.data, "event data"),
  };
}
