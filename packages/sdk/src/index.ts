/** @vitrine/sdk: the client layer's main entry, the core of `src/core/` (re-exports only). */

export type { ApiKeyOptions } from "./core/api-key-strategy.js";
export { ApiKeyStrategy } from "./core/api-key-strategy.js";
export type { AuthHeaders, AuthStrategy } from "./core/auth-strategy.js";
export { anonymous } from "./core/auth-strategy.js";
export type {
  BoundModule,
  BoundModules,
  Client,
  ClientOptions,
  Modules,
  ReservedName,
  TransportOptions,
} from "./core/client.js";
export { createClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from "./core/client.js";
export type { CallContext, ClientMethod } from "./core/client-method.js";
export { CLIENT_METHOD, defineMethod, isClientMethod } from "./core/client-method.js";
export type { Clock } from "./core/clock.js";
export { systemClock } from "./core/clock.js";
export { reviveDates } from "./core/dates.js";
export type { CallDefinition, CallRequest } from "./core/define-call.js";
export { defineCall } from "./core/define-call.js";
export type { ApiErrorInit, ErrorDetails, FieldViolation } from "./core/error-details.js";
export {
  isAbortError,
  isApiError,
  isApplicationError,
  isClientError,
  isGraphQLError,
  isSystemError,
  isTimeoutError,
  isValidationError,
} from "./core/error-guards.js";
export type { ErrorEnvelope } from "./core/error-response.js";
export { toApiError } from "./core/error-response.js";
export type { ClientErrorCode } from "./core/errors.js";
export {
  ABORT_ERROR_NAME,
  ABORTED,
  AbortError,
  API_ERROR_NAME,
  APPLICATION_ERROR_NAME,
  ApiError,
  ApplicationError,
  CLIENT_ERROR_NAME,
  ClientError,
  GRAPHQL_ERROR_NAME,
  GraphQLError,
  INVALID_ARGUMENT,
  MESSAGES,
  SYSTEM_ERROR,
  SYSTEM_ERROR_NAME,
  SystemError,
  TIMEOUT,
  TIMEOUT_ERROR_NAME,
  TimeoutError,
  VALIDATION_ERROR_NAME,
  ValidationError,
} from "./core/errors.js";
export type { GraphQLOptions, GraphQLResult } from "./core/graphql.js";
export { graphql } from "./core/graphql.js";
export type { Hooks, RequestState, ResponseState } from "./core/hooks.js";
export { toJson } from "./core/json.js";
export type { HttpMethod } from "./core/method.js";
export { isIdempotent, toHttpMethod } from "./core/method.js";
export { fillPath, readPath } from "./core/path-template.js";
export { encodeQuery } from "./core/query-string.js";
export type { PreparedRequest, RequestDescriptor } from "./core/request.js";
export { MAX_QUERY_LENGTH, prepareRequest } from "./core/request.js";
export type { RetryOptions, RetryPolicy } from "./core/retry.js";
export { backoffDelay, DEFAULT_RETRY, parseRetryAfter, retryPolicy } from "./core/retry.js";
export { singleFlight } from "./core/single-flight.js";
export type { TransportConfig } from "./core/transport.js";
export { CONSISTENCY_HEADER, sendRequest } from "./core/transport.js";
export { VERSION } from "./core/version.js";
export {
  type ErrorInit,
  type ErrorInitArgs,
  isVitrineError,
  type NoFields,
  VitrineError,
} from "./core/vitrine-error.js";
