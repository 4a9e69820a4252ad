/**
 * The webhook dev endpoints (not part of the provider's protocol):
 * - `GET /_dev/webhooks/public-key` (public): the key that verifies deliveries, as PEM and JWK;
 * - `GET|POST /_dev/webhooks`, `DELETE /_dev/webhooks/{id}`: list, add, remove subscriptions;
 * - `GET /_dev/webhooks/deliveries`: the delivery log (`status`, `eventType`, `limit` filters);
 * - `GET /_dev/webhooks/deliveries/{id}`: one delivery with its event and signed body (`delivery-detail-endpoint.ts`).
 * Everything but the public key needs a merchant API key: these endpoints make the emulator send
 * requests to URLs of the caller's choosing. Events on demand: `dev/event-trigger-endpoint.ts`.
 */
import { invalidField, notFound } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { deliveryDetailEndpoint } from "./delivery-detail-endpoint.ts";
import { type DeliveryLogEntry, readDeliveryLog } from "./delivery-log.ts";
import { listSubscriptions, subscribe, unsubscribe } from "./subscriptions.ts";
import { WEBHOOK_JWT_ALGORITHM, webhookKey } from "./webhook-signing-key.ts";

const STATUSES: readonly DeliveryLogEntry["status"][] = ["pending", "delivered", "failed"];

function readUrl(value: unknown): string {
  if (typeof value !== "string") throw invalidField("url", "must be an http(s) URL", "REQUIRED_FIELD");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalidField("url", "must be an http(s) URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw invalidField("url", "must be an http(s) URL");
  return url.href;
}

function readEventTypes(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.some((t) => typeof t !== "string" || t === ""))
    throw invalidField("eventTypes", "must be a non-empty list of event types");
  return [...new Set(value as string[])];
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") throw invalidField(field, "must be a non-empty string");
  return value;
}

/** `GET /_dev/webhooks/public-key` → `{kid, alg, pem, jwk}`. */
export const webhookPublicKeyEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks/public-key",
  access: "public",
  handle: async ({ db }) => {
    const key = await webhookKey(db);
    return { kid: key.kid, alg: WEBHOOK_JWT_ALGORITHM, pem: key.publicPem, jwk: key.publicJwk };
  },
};

/** `GET /_dev/webhooks` → `{subscriptions}`. */
export const listWebhooksEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks",
  access: "write",
  handle: async ({ db }) => ({ subscriptions: await listSubscriptions(db) }),
};

/** `POST /_dev/webhooks` `{url, eventTypes?}` → `{subscription}`. */
export const addWebhookEndpoint: Endpoint = {
  method: "POST",
  path: "/_dev/webhooks",
  access: "write",
  handle: async ({ db, payload }) => ({
    subscription: await subscribe(db, readUrl(payload.url), readEventTypes(payload.eventTypes), "api"),
  }),
};

/** `DELETE /_dev/webhooks/{id}` → `{}`, or 404. */
export const removeWebhookEndpoint: Endpoint = {
  method: "DELETE",
  path: "/_dev/webhooks/{id}",
  access: "write",
  handle: async ({ db, payload }) => {
    const id = optionalString(payload.id, "id") ?? "";
    if (!(await unsubscribe(db, id)))
      throw notFound("WEBHOOK_NOT_FOUND", `Webhook subscription ${id} not found`);
    return {};
  },
};

/** `GET /_dev/webhooks/deliveries?status=&eventType=&limit=` → `{deliveries}`. */
export const deliveryLogEndpoint: Endpoint = {
  method: "GET",
  path: "/_dev/webhooks/deliveries",
  access: "write",
  handle: async ({ db, config, payload }) => {
    const status = optionalString(payload.status, "status");
    if (status !== undefined && !STATUSES.includes(status as DeliveryLogEntry["status"]))
      throw invalidField("status", `must be one of ${STATUSES.join(", ")}`);
    const limit = payload.limit === undefined ? undefined : Number(payload.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit > 0 && limit <= 10_000))
      throw invalidField("limit", "must be an integer from 1 to 10000");
    const eventType = optionalString(payload.eventType, "eventType");
    return {
      deliveries: await readDeliveryLog(db, config.webhooks, {
        ...(status ? { status: status as DeliveryLogEntry["status"] } : {}),
        ...(eventType ? { eventType } : {}),
        ...(limit ? { limit } : {}),
      }),
    };
  },
};

/** The webhook dev endpoints, for the registry. */
export const webhookDevEndpoints: readonly Endpoint[] = [
  webhookPublicKeyEndpoint,
  listWebhooksEndpoint,
  addWebhookEndpoint,
  removeWebhookEndpoint,
  deliveryLogEndpoint,
  deliveryDetailEndpoint,
];
