/**
 * The guards of the core errors: each compares the SDK's brand and the error's `name` (an API
 * error by its `status`), so it holds for errors created in another realm or by a duplicated bundle.
 */

import type {
  AbortError,
  ApiError,
  ApplicationError,
  ClientError,
  GraphQLError,
  SystemError,
  TimeoutError,
  ValidationError,
} from "./errors.js";
import { errorGuard, isVitrineError } from "./vitrine-error.js";

/**
 * Whether `e` is an {@link ApiError} or one of its subclasses.
 *
 * @example
 * ```ts
 * if (isApiError(e)) console.log(e.status, e.requestId);
 * ```
 */
export function isApiError(e: unknown): e is ApiError {
  return isVitrineError(e) && "status" in e; // only API errors carry the answer's status
}

/**
 * Whether `e` is a {@link ValidationError}.
 *
 * @example
 * ```ts
 * if (isValidationError(e)) console.log(e.fieldViolations);
 * ```
 */
export const isValidationError: (e: unknown) => e is ValidationError =
  /* @__PURE__ */ errorGuard("ValidationError");

/**
 * Whether `e` is an {@link ApplicationError}.
 *
 * @example
 * ```ts
 * if (isApplicationError(e)) console.log(e.code, e.description);
 * ```
 */
export const isApplicationError: (e: unknown) => e is ApplicationError =
  /* @__PURE__ */ errorGuard("ApplicationError");

/**
 * Whether `e` is a {@link GraphQLError}.
 *
 * @example
 * ```ts
 * if (isGraphQLError(e)) console.log(e.status);
 * ```
 */
export const isGraphQLError: (e: unknown) => e is GraphQLError = /* @__PURE__ */ errorGuard("GraphQLError");

/**
 * Whether `e` is a {@link SystemError}.
 *
 * @example
 * ```ts
 * if (isSystemError(e)) console.log(e.cause);
 * ```
 */
export const isSystemError: (e: unknown) => e is SystemError = /* @__PURE__ */ errorGuard("SystemError");

/**
 * Whether `e` is a {@link ClientError}.
 *
 * @example
 * ```ts
 * if (isClientError(e)) console.log(e.code);
 * ```
 */
export const isClientError: (e: unknown) => e is ClientError = /* @__PURE__ */ errorGuard("ClientError");

/**
 * Whether `e` is a {@link TimeoutError}.
 *
 * @example
 * ```ts
 * if (isTimeoutError(e)) console.log(e.timeoutMs);
 * ```
 */
export const isTimeoutError: (e: unknown) => e is TimeoutError = /* @__PURE__ */ errorGuard("TimeoutError");

/**
 * Whether `e` is an {@link AbortError}.
 *
 * @example
 * ```ts
 * if (isAbortError(e)) return;
 * ```
 */
export const isAbortError: (e: unknown) => e is AbortError = /* @__PURE__ */ errorGuard("AbortError");
