/**
 * The guards of the webhook errors: each compares the SDK's brand and the error's `name`, so it
 * holds for errors created in another realm or by a duplicated bundle.
 */
import { errorGuard, isVitrineError } from "../core/vitrine-error.js";
import {
  HANDLER_ERROR_NAME,
  type HandlerError,
  INVALID_SIGNATURE_ERROR_NAME,
  type InvalidSignatureError,
  MALFORMED_PAYLOAD_ERROR_NAME,
  MALFORMED_TOKEN_ERROR_NAME,
  type MalformedPayloadError,
  type MalformedTokenError,
  PUBLIC_KEY_ERROR_NAME,
  type PublicKeyError,
  TOKEN_EXPIRED_ERROR_NAME,
  type TokenExpiredError,
  UNEXPECTED_EVENT_TYPE_ERROR_NAME,
  UNSUPPORTED_ALGORITHM_ERROR_NAME,
  type UnexpectedEventTypeError,
  type UnsupportedAlgorithmError,
  type WebhookError,
} from "./errors.js";

const WEBHOOK_NAMES: readonly string[] = [
  PUBLIC_KEY_ERROR_NAME,
  MALFORMED_TOKEN_ERROR_NAME,
  UNSUPPORTED_ALGORITHM_ERROR_NAME,
  INVALID_SIGNATURE_ERROR_NAME,
  TOKEN_EXPIRED_ERROR_NAME,
  MALFORMED_PAYLOAD_ERROR_NAME,
  UNEXPECTED_EVENT_TYPE_ERROR_NAME,
  HANDLER_ERROR_NAME,
];

/**
 * Whether `e` is any {@link WebhookError} (works across realms).
 *
 * @example
 * ```ts
 * if (isWebhookError(e)) console.log(e.code);
 * ```
 */
export function isWebhookError(e: unknown): e is WebhookError {
  return isVitrineError(e) && WEBHOOK_NAMES.includes(e.name);
}

/**
 * Whether `e` is a {@link PublicKeyError}.
 *
 * @example
 * ```ts
 * if (isPublicKeyError(e)) console.error(e.message);
 * ```
 */
export const isPublicKeyError: (e: unknown) => e is PublicKeyError =
  /* @__PURE__ */ errorGuard("PublicKeyError");

/**
 * Whether `e` is a {@link MalformedTokenError}.
 *
 * @example
 * ```ts
 * if (isMalformedTokenError(e)) console.warn(e.message);
 * ```
 */
export const isMalformedTokenError: (e: unknown) => e is MalformedTokenError =
  /* @__PURE__ */ errorGuard("MalformedTokenError");

/**
 * Whether `e` is an {@link UnsupportedAlgorithmError}.
 *
 * @example
 * ```ts
 * if (isUnsupportedAlgorithmError(e)) console.warn(e.algorithm);
 * ```
 */
export const isUnsupportedAlgorithmError: (e: unknown) => e is UnsupportedAlgorithmError =
  /* @__PURE__ */ errorGuard("UnsupportedAlgorithmError");

/**
 * Whether `e` is an {@link InvalidSignatureError}.
 *
 * @example
 * ```ts
 * if (isInvalidSignatureError(e)) console.warn("forged or re-signed webhook");
 * ```
 */
export const isInvalidSignatureError: (e: unknown) => e is InvalidSignatureError = /* @__PURE__ */ errorGuard(
  INVALID_SIGNATURE_ERROR_NAME,
);

/**
 * Whether `e` is a {@link TokenExpiredError}.
 *
 * @example
 * ```ts
 * if (isTokenExpiredError(e)) console.warn(e.expiredAt);
 * ```
 */
export const isTokenExpiredError: (e: unknown) => e is TokenExpiredError =
  /* @__PURE__ */ errorGuard("TokenExpiredError");

/**
 * Whether `e` is a {@link MalformedPayloadError}.
 *
 * @example
 * ```ts
 * if (isMalformedPayloadError(e)) console.error(e.cause);
 * ```
 */
export const isMalformedPayloadError: (e: unknown) => e is MalformedPayloadError = /* @__PURE__ */ errorGuard(
  MALFORMED_PAYLOAD_ERROR_NAME,
);

/**
 * Whether `e` is an {@link UnexpectedEventTypeError}.
 *
 * @example
 * ```ts
 * if (isUnexpectedEventTypeError(e)) console.log("ignoring", e.eventType);
 * ```
 */
export const isUnexpectedEventTypeError: (e: unknown) => e is UnexpectedEventTypeError =
  /* @__PURE__ */ errorGuard("UnexpectedEventTypeError");

/**
 * Whether `e` is a {@link HandlerError}.
 *
 * @example
 * ```ts
 * if (isHandlerError(e)) console.error(e.eventType, e.cause);
 * ```
 */
export const isHandlerError: (e: unknown) => e is HandlerError = /* @__PURE__ */ errorGuard("HandlerError");
