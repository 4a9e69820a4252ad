/**
 * The webhook processor: verifies a delivery (an RS256 JWT, `verifyJwt`: signature, `exp`
 * required, optionally a maximum age on `iat`), unwraps its event (`parseWebhookData`), and runs
 * the handlers registered for its type with a typed envelope (`toEnvelope`). The public key is
 * imported lazily, once, on the first delivery with an acceptable header, and the `CryptoKey` is
 * cached. It keeps no record of what it has processed: a delivery sent twice (a retry, a
 * replay) is processed twice, so de-duplicate by event id where acting twice matters.
 */

import { HandlerError, unexpectedEventType } from "./errors.js";
import type { EventDefinition, EventHandler } from "./event-definition.js";
import { importWebhookKey, type WebhookPublicKey } from "./public-key.js";
import { toEnvelope } from "./to-envelope.js";
import { type JwtTimeOptions, verifyJwt } from "./verify-jwt.js";
import { parseWebhookData, type WebhookEvent } from "./webhook-event.js";

/**
 * Options of {@link createWebhookProcessor}. Besides these, the time checks of
 * {@link JwtTimeOptions}: `exp` is required unless `requireExp: false`; `maxAgeSeconds` refuses
 * a delivery signed longer ago than that (the emulator signs each attempt anew, so its retries
 * pass; 300 is a sensible value), within `clockSkewSeconds` (default 60).
 */
export interface WebhookProcessorOptions extends JwtTimeOptions {
  /** The sender's public key: SPKI PEM text (or that PEM base64-encoded on one line), or an RSA JWK. */
  publicKey: WebhookPublicKey;
  /** Current time in milliseconds, for `exp` and `iat`; default `Date.now`. */
  now?: () => number;
  /**
   * When `true`, an event with no registered handler is verified and returned without error;
   * by default it rejects with an `UnexpectedEventTypeError`.
   */
  ignoreUnknownEvents?: boolean;
}

/**
 * Verifies webhook deliveries and dispatches them to typed handlers. Delivery is at least once
 * and verification is stateless, so the same genuine delivery may arrive, and is processed, more
 * than once: drop repeats by `metadata.eventId` (domain events), or by content for plain events.
 */
export interface WebhookProcessor {
  /**
   * Registers `handler` for `definition`'s event type; returns a function that removes it.
   * Several handlers of one type run concurrently; handlers of the same definition share one envelope.
   */
  on<D extends EventDefinition>(definition: D, handler: EventHandler<D>): () => void;
  /** Verifies `body` (the JWT), runs its handlers, and resolves the parsed event once they have finished. */
  process(body: string): Promise<WebhookEvent>;
  /** {@link WebhookProcessor.process} on the body of `request`. */
  processRequest(request: Request): Promise<WebhookEvent>;
  /** Verifies and parses `body` without running handlers; type the payload with `toEnvelope`. */
  parseEvent(body: string): Promise<WebhookEvent>;
}

interface Registration {
  definition: EventDefinition;
  handler: (envelope: never) => void | Promise<void>;
}

/**
 * Creates a webhook processor for deliveries signed with the key matching `publicKey`.
 *
 * @example
 * ```ts
 * import { createWebhookProcessor, productUpdated } from "@vitrine/sdk/events";
 *
 * const webhooks = createWebhookProcessor({ publicKey: process.env.WEBHOOK_PUBLIC_KEY!, maxAgeSeconds: 300 });
 * webhooks.on(productUpdated, async ({ entity, modifiedFields, metadata }) => {
 *   if (await seen(metadata.eventId)) return; // a redelivery or a replay: done already
 *   await reindex(entity.id, metadata.eventTime);
 * });
 * export const POST = async (request: Request) => {
 *   try { await webhooks.processRequest(request); return new Response(null, { status: 200 }); }
 *   catch (e) {
 *     if (isUnexpectedEventTypeError(e)) return new Response(null, { status: 204 }); // not handled here
 *     return new Response(null, { status: isHandlerError(e) ? 500 : 400 }); // any non-2xx is retried
 *   }
 * };
 * ```
 */
export function createWebhookProcessor(options: WebhookProcessorOptions): WebhookProcessor {
  const { publicKey, now = Date.now, ignoreUnknownEvents = false, ...timeOptions } = options;
  const registrations = new Map<string, Registration[]>();
  let key: Promise<CryptoKey> | undefined;

  const getKey = () => {
    key ??= importWebhookKey(publicKey).catch((e: unknown) => {
      key = undefined;
      throw e;
    });
    return key;
  };

  const parseEvent = async (body: string) =>
    parseWebhookData((await verifyJwt(body, getKey, now(), timeOptions)).data);

  const dispatch = async (event: WebhookEvent) => {
    const handlers = registrations.get(event.eventType);
    if (!handlers?.length) {
      if (ignoreUnknownEvents) return;
      throw unexpectedEventType(event.eventType, [...registrations.keys()]);
    }
    const envelopes = new Map<EventDefinition, never>();
    for (const { definition } of handlers) {
      if (!envelopes.has(definition)) envelopes.set(definition, toEnvelope(definition, event) as never);
    }
    const results = await Promise.allSettled(
      handlers.map(async ({ definition, handler }) => {
        await handler(envelopes.get(definition)!);
      }),
    );
    const errors = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
    if (errors.length) {
      throw new HandlerError(`Handler failed for event type ${event.eventType}`, {
        cause:
          errors.length === 1 ? errors[0] : new AggregateError(errors, `${errors.length} handlers failed`),
        eventType: event.eventType,
      });
    }
  };

  const process = async (body: string) => {
    const event = await parseEvent(body);
    await dispatch(event);
    return event;
  };

  return {
    on(definition, handler) {
      const registration: Registration = { definition, handler };
      const list = registrations.get(definition.type) ?? [];
      registrations.set(definition.type, [...list, registration]);
      return () => {
        const rest = (registrations.get(definition.type) ?? []).filter((r) => r !== registration);
        if (rest.length) registrations.set(definition.type, rest);
        else registrations.delete(definition.type);
      };
    },
    process,
    processRequest: async (request) => process(await request.text()),
    parseEvent,
  };
}
