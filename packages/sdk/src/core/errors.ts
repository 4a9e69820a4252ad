/**
 * The error hierarchy: every failure the client reports is one of these classes, never a plain
 * object. Each class's `name` is also a constant (exported as `*_NAME`) that type guards compare,
 * so a guard works on errors created in another realm (iframe, worker, duplicated bundle).
 *
 * ```
 * VitrineError
 * ├─ ApiError            the server answered with a non-2xx status
 * │  ├─ ValidationError  details.validationError (code INVALID_ARGUMENT, fieldViolations)
 * │  ├─ ApplicationError details.applicationError, or neither (code = HTTP status)
 * │  └─ GraphQLError     the GraphQL endpoint answered with a non-2xx status
 * ├─ SystemError         network failure or unexpected answer (bad JSON …)
 * ├─ ClientError         bad URL, unknown method, missing request options, no fetch
 * ├─ TimeoutError        the call took longer than its timeout
 * └─ AbortError          the caller's AbortSignal fired
 * ```
 *
 * Each class is declared the one way `vitrine-error.ts` describes (static `name` and `code`,
 * declared fields, the inherited constructor); the guards are in `error-guards.ts`.
 */
import type { ErrorDetails, FieldViolation } from "./error-details.js";
import type { NoFields } from "./vitrine-error.js";
import { VitrineError } from "./vitrine-error.js";

/** `name` of {@link ApiError}. */
export const API_ERROR_NAME = "ApiError";
/** `name` of {@link ValidationError}. */
export const VALIDATION_ERROR_NAME = "ValidationError";
/** `name` of {@link ApplicationError}. */
export const APPLICATION_ERROR_NAME = "ApplicationError";
/** `name` of {@link GraphQLError}. */
export const GRAPHQL_ERROR_NAME = "GraphQLError";
/** `name` of {@link SystemError}. */
export const SYSTEM_ERROR_NAME = "SystemError";
/** `name` of {@link ClientError}. */
export const CLIENT_ERROR_NAME = "ClientError";
/** `name` of {@link TimeoutError}. */
export const TIMEOUT_ERROR_NAME = "TimeoutError";
/** `name` of {@link AbortError}. */
export const ABORT_ERROR_NAME = "AbortError";

/** `code` of every {@link ValidationError}. */
export const INVALID_ARGUMENT = "INVALID_ARGUMENT";
/** `code` of every {@link SystemError}. */
export const SYSTEM_ERROR = "SYSTEM_ERROR";
/** `code` of every {@link TimeoutError}. */
export const TIMEOUT = "TIMEOUT";
/** `code` of every {@link AbortError}. */
export const ABORTED = "ABORTED";

/** Codes a {@link ClientError} carries. */
export type ClientErrorCode =
  | "INVALID_URL"
  | "UNKNOWN_METHOD"
  | "MISSING_REQUEST_OPTIONS"
  | "NO_FETCH"
  | "INVALID_QUERY"
  | "POST_BODY_ONLY";

/** The fields every {@link ApiError} is made with, beside a subclass's own. */
export interface ApiErrorFields {
  status: number;
  details?: ErrorDetails | undefined;
}

/**
 * The server answered with a non-2xx status. Usually one of the subclasses; made with the answer's
 * `code`, `status`, `details` and `requestId`.
 *
 * @example
 * ```ts
 * catch (e) { if (isApiError(e) && e.status === 404) return undefined; throw e; }
 * ```
 */
export class ApiError<F extends object = NoFields> extends VitrineError<ApiErrorFields & F> {
  static override readonly name: string = "ApiError";
  /** HTTP status of the answer. */
  declare readonly status: number;
  /** `details` of the server's error envelope, as sent. */
  declare readonly details: ErrorDetails | undefined;
}

/**
 * Bad input: the answer's details carry `validationError`.
 *
 * @example
 * ```ts
 * catch (e) { if (isValidationError(e)) for (const v of e.fieldViolations) form.mark(v.field, v.description); }
 * ```
 */
export class ValidationError extends ApiError<{ fieldViolations: FieldViolation[] }> {
  static override readonly name: string = "ValidationError";
  static override readonly code: string = "INVALID_ARGUMENT";
  /** The fields the server rejected. */
  declare readonly fieldViolations: FieldViolation[];
}

/**
 * A domain failure (`PRODUCT_NOT_FOUND`, `-19995` …). When the answer had no error details, `code`
 * is the HTTP status and `description` the server message.
 *
 * @example
 * ```ts
 * catch (e) { if (isApplicationError(e) && e.code === "-19995") showEmailTaken(); }
 * ```
 */
export class ApplicationError extends ApiError<{ description: string; data: unknown }> {
  static override readonly name: string = "ApplicationError";
  /** Human text from `applicationError.description` (or the server message). */
  declare readonly description: string;
  /** `applicationError.data`, as sent. */
  declare readonly data: unknown;
}

/**
 * The GraphQL endpoint answered with a non-2xx status; the message is
 * `GraphQL request failed with status {status}`.
 *
 * @example
 * ```ts
 * catch (e) { if (isGraphQLError(e)) console.log(e.status, e.details); }
 * ```
 */
export class GraphQLError extends ApiError {
  static override readonly name: string = "GraphQLError";
}

/**
 * The call failed without an answer from the API (network error) or with an answer the client
 * could not read. `cause` holds the underlying error.
 *
 * @example
 * ```ts
 * catch (e) { if (isSystemError(e)) retryLater(); }
 * ```
 */
export class SystemError extends VitrineError {
  static override readonly name: string = "SystemError";
  static override readonly code: string = "SYSTEM_ERROR";
}

/**
 * The request could not be made: its URL, method or options were invalid, or no `fetch` exists.
 *
 * @example
 * ```ts
 * catch (e) { if (isClientError(e) && e.code === "INVALID_URL") reportBug(e); }
 * ```
 */
export class ClientError extends VitrineError<{ code: ClientErrorCode }> {
  static override readonly name: string = "ClientError";
  declare readonly code: ClientErrorCode;
}

/**
 * The call did not finish within its timeout.
 *
 * @example
 * ```ts
 * catch (e) { if (isTimeoutError(e)) console.log(`gave up after ${e.timeoutMs} ms`); }
 * ```
 */
export class TimeoutError extends VitrineError<{ timeoutMs: number }> {
  static override readonly name: string = "TimeoutError";
  static override readonly code: string = "TIMEOUT";
  /** The timeout that elapsed. */
  declare readonly timeoutMs: number;
}

/**
 * The caller aborted the call through its `AbortSignal`; `cause` is the signal's reason.
 *
 * @example
 * ```ts
 * catch (e) { if (isAbortError(e)) return; throw e; }
 * ```
 */
export class AbortError extends VitrineError {
  static override readonly name: string = "AbortError";
  static override readonly code: string = "ABORTED";
}

// Each message is a constant of its own, which a bundle leaves out when nothing throws it; the
// table gathers them for code that compares messages.

/** The message of an `INVALID_URL` {@link ClientError}. */
export const URL_MESSAGE =
  "Url was not successfully created for this request, please reach out to support channels for assistance.";
/** The message of a `MISSING_REQUEST_OPTIONS` {@link ClientError}. */
export const OPTIONS_MESSAGE =
  "Request options were not created for this request, please reach out to support channels for assistance.";
/** The message of a `NO_FETCH` {@link ClientError}. */
export const NO_FETCH_MESSAGE = "Node.js v18+ is required";
/** The message of an `UNKNOWN_METHOD` {@link ClientError}. */
export const unknownMethodMessage = (method: unknown) => `Unknown method: ${String(method)}`;

/** Messages the provider's client uses for client-side failures, kept word for word. */
export const MESSAGES = {
  url: URL_MESSAGE,
  options: OPTIONS_MESSAGE,
  noFetch: NO_FETCH_MESSAGE,
  method: unknownMethodMessage,
} as const;
