/**
 * The webhook errors: one class per way a delivery can fail, each a `VitrineError` with its own
 * `name` and `code` constants, and a guard that compares the brand and `name` (so it works across
 * realms and duplicated bundles).
 *
 * ```
 * VitrineError
 * └─ WebhookError                 any failure of webhook processing
 *    ├─ PublicKeyError            the configured public key cannot be used      INVALID_PUBLIC_KEY
 *    ├─ MalformedTokenError       not a compact JWS of three base64url parts   MALFORMED_TOKEN
 *    ├─ UnsupportedAlgorithmError header `alg` is not RS256                    UNSUPPORTED_ALGORITHM
 *    ├─ InvalidSignatureError     the signature does not match the key          INVALID_SIGNATURE
 *    ├─ TokenExpiredError         `exp` is in the past                          TOKEN_EXPIRED
 *    ├─ MalformedPayloadError     the `data` claim is not the expected JSON     MALFORMED_PAYLOAD
 *    ├─ UnexpectedEventTypeError  no handler is registered for the event type   UNEXPECTED_EVENT_TYPE
 *    └─ HandlerError              a handler threw or rejected                   HANDLER_FAILED
 * ```
 *
 * Each class is declared the one way `core/vitrine-error.ts` describes (static `name` and `code`,
 * declared fields, the inherited constructor); the guards are in `error-guards.ts`.
 */
import type { NoFields } from "../core/vitrine-error.js";
import { VitrineError } from "../core/vitrine-error.js";

/** `name` of {@link PublicKeyError}. */
export const PUBLIC_KEY_ERROR_NAME = "PublicKeyError";
/** `name` of {@link MalformedTokenError}. */
export const MALFORMED_TOKEN_ERROR_NAME = "MalformedTokenError";
/** `name` of {@link UnsupportedAlgorithmError}. */
export const UNSUPPORTED_ALGORITHM_ERROR_NAME = "UnsupportedAlgorithmError";
/** `name` of {@link InvalidSignatureError}. */
export const INVALID_SIGNATURE_ERROR_NAME = "InvalidSignatureError";
/** `name` of {@link TokenExpiredError}. */
export const TOKEN_EXPIRED_ERROR_NAME = "TokenExpiredError";
/** `name` of {@link MalformedPayloadError}. */
export const MALFORMED_PAYLOAD_ERROR_NAME = "MalformedPayloadError";
/** `name` of {@link UnexpectedEventTypeError}. */
export const UNEXPECTED_EVENT_TYPE_ERROR_NAME = "UnexpectedEventTypeError";
/** `name` of {@link HandlerError}. */
export const HANDLER_ERROR_NAME = "HandlerError";

/** `code` of every {@link PublicKeyError}. */
export const INVALID_PUBLIC_KEY = "INVALID_PUBLIC_KEY";
/** `code` of every {@link MalformedTokenError}. */
export const MALFORMED_TOKEN = "MALFORMED_TOKEN";
/** `code` of every {@link UnsupportedAlgorithmError}. */
export const UNSUPPORTED_ALGORITHM = "UNSUPPORTED_ALGORITHM";
/** `code` of every {@link InvalidSignatureError}. */
export const INVALID_SIGNATURE = "INVALID_SIGNATURE";
/** `code` of every {@link TokenExpiredError}. */
export const TOKEN_EXPIRED = "TOKEN_EXPIRED";
/** `code` of every {@link MalformedPayloadError}. */
export const MALFORMED_PAYLOAD = "MALFORMED_PAYLOAD";
/** `code` of every {@link UnexpectedEventTypeError}. */
export const UNEXPECTED_EVENT_TYPE = "UNEXPECTED_EVENT_TYPE";
/** `code` of every {@link HandlerError}. */
export const HANDLER_FAILED = "HANDLER_FAILED";

/** Codes a {@link WebhookError} carries. */
export type WebhookErrorCode =
  | typeof INVALID_PUBLIC_KEY
  | typeof MALFORMED_TOKEN
  | typeof UNSUPPORTED_ALGORITHM
  | typeof INVALID_SIGNATURE
  | typeof TOKEN_EXPIRED
  | typeof MALFORMED_PAYLOAD
  | typeof UNEXPECTED_EVENT_TYPE
  | typeof HANDLER_FAILED;

/**
 * Base class of every webhook failure. Answer a delivery that failed with one of these with a
 * 4xx, a 5xx for {@link HandlerError} (the sender retries), or a 2xx for
 * {@link UnexpectedEventTypeError} (the sender retries any non-2xx, holding back the entity's
 * later events meanwhile).
 *
 * @example
 * ```ts
 * try { await processor.processRequest(request); return new Response(null, { status: 200 }); }
 * catch (e) {
 *   if (isUnexpectedEventTypeError(e)) return new Response(null, { status: 204 });
 *   return new Response(null, { status: isHandlerError(e) ? 500 : 400 });
 * }
 * ```
 */
export class WebhookError<F extends object = NoFields> extends VitrineError<{ code?: WebhookErrorCode } & F> {
  declare readonly code: WebhookErrorCode;
}

/**
 * The public key given to `createWebhookProcessor` is not an RSA SPKI PEM or RSA JWK usable for
 * RS256 verification (or is shorter than 2048 bits).
 *
 * @example
 * ```ts
 * catch (e) { if (isPublicKeyError(e)) console.error("check WEBHOOK_PUBLIC_KEY", e.cause); }
 * ```
 */
export class PublicKeyError extends WebhookError {
  static override readonly name: string = "PublicKeyError";
  static override readonly code: string = "INVALID_PUBLIC_KEY";
}

/**
 * The body is not a compact JWS: not three non-empty base64url parts, or a header or claims part
 * that is not a JSON object.
 *
 * @example
 * ```ts
 * catch (e) { if (isMalformedTokenError(e)) return new Response("bad token", { status: 400 }); }
 * ```
 */
export class MalformedTokenError extends WebhookError {
  static override readonly name: string = "MalformedTokenError";
  static override readonly code: string = "MALFORMED_TOKEN";
}

/**
 * The token's header names an algorithm other than RS256 (`none`, `HS256` …). Raised before the
 * key is used, so a token cannot choose how it is checked.
 *
 * @example
 * ```ts
 * catch (e) { if (isUnsupportedAlgorithmError(e)) console.warn("forged webhook?", e.algorithm); }
 * ```
 */
export class UnsupportedAlgorithmError extends WebhookError<{ algorithm: unknown }> {
  static override readonly name: string = "UnsupportedAlgorithmError";
  static override readonly code: string = "UNSUPPORTED_ALGORITHM";
  /** The header's `alg`, as sent. */
  declare readonly algorithm: unknown;
}

/**
 * The RS256 signature does not match the header and claims under the configured public key.
 *
 * @example
 * ```ts
 * catch (e) { if (isInvalidSignatureError(e)) return new Response(null, { status: 401 }); }
 * ```
 */
export class InvalidSignatureError extends WebhookError {
  static override readonly name: string = "InvalidSignatureError";
  static override readonly code: string = "INVALID_SIGNATURE";
}

/**
 * The token's `exp` claim is at or before the processor's clock.
 *
 * @example
 * ```ts
 * catch (e) { if (isTokenExpiredError(e)) console.warn("stale delivery, expired at", e.expiredAt); }
 * ```
 */
export class TokenExpiredError extends WebhookError<{ expiredAt: Date }> {
  static override readonly name: string = "TokenExpiredError";
  static override readonly code: string = "TOKEN_EXPIRED";
  /** When the token expired. */
  declare readonly expiredAt: Date;
}

/**
 * The token is genuine but its `data` claim is not the event JSON the wire describes (not a
 * string, bad JSON, no `eventType`, a nested `identity` or `data` that is not JSON, or a domain
 * event without the part its definition promises).
 *
 * @example
 * ```ts
 * catch (e) { if (isMalformedPayloadError(e)) console.error(e.message, e.cause); }
 * ```
 */
export class MalformedPayloadError extends WebhookError {
  static override readonly name: string = "MalformedPayloadError";
  static override readonly code: string = "MALFORMED_PAYLOAD";
}

/**
 * No handler is registered for the event's type (and the processor does not ignore unknown
 * events). The message is `Unexpected event type: {type}. Expected one of: {types}`.
 *
 * @example
 * ```ts
 * catch (e) { if (isUnexpectedEventTypeError(e)) return new Response(null, { status: 204 }); }
 * ```
 */
export class UnexpectedEventTypeError extends WebhookError<{ eventType: string }> {
  static override readonly name: string = "UnexpectedEventTypeError";
  static override readonly code: string = "UNEXPECTED_EVENT_TYPE";
  /** The event type that arrived. */
  declare readonly eventType: string;
}

/**
 * One or more handlers of an event threw or rejected. `cause` is the handler's error, or an
 * `AggregateError` of all of them when several failed.
 *
 * @example
 * ```ts
 * catch (e) { if (isHandlerError(e)) { log(e.eventType, e.cause); return new Response(null, { status: 500 }); } }
 * ```
 */
export class HandlerError extends WebhookError<{ eventType: string }> {
  static override readonly name: string = "HandlerError";
  static override readonly code: string = "HANDLER_FAILED";
  /** The event type whose handlers failed. */
  declare readonly eventType: string;
}

/**
 * The {@link UnexpectedEventTypeError} for `eventType` when only `expected` types have handlers.
 *
 * @example
 * ```ts
 * throw unexpectedEventType("wix.ecom.v1.order_created", ["wix.stores.v1.product_created"]);
 * ```
 */
export function unexpectedEventType(
  eventType: string,
  expected: readonly string[],
): UnexpectedEventTypeError {
  const types = expected.length ? expected.join(", ") : "(none)";
  return new UnexpectedEventTypeError(`Unexpected event type: ${eventType}. Expected one of: ${types}`, {
    eventType,
  });
}
