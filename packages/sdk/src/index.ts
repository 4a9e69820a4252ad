/** @vitrine/sdk: the client layer's main entry (re-exports only). */

export type { ApiKeyOptions } from "./api-key-strategy.js";
export { ApiKeyStrategy } from "./api-key-strategy.js";
export type { AuthHeaders, AuthStrategy } from "./auth-strategy.js";
export { anonymous } from "./auth-strategy.js";
export type {
  BoundModule,
  BoundModules,
  Client,
  ClientOptions,
  Modules,
  ReservedName,
  TransportOptions,
} from "./client.js";
export { createClient, DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from "./client.js";
export type { CallContext, ClientMethod } from "./client-method.js";
export { CLIENT_METHOD, defineMethod, isClientMethod } from "./client-method.js";
export type { Clock } from "./clock.js";
export { systemClock } from "./clock.js";
export { reviveDates } from "./dates.js";
export type { CallDefinition, CallRequest } from "./define-call.js";
export { defineCall } from "./define-call.js";
export type { ErrorEnvelope } from "./error-response.js";
export { toApiError } from "./error-response.js";
export type { ApiErrorInit, ClientErrorCode, ErrorDetails, FieldViolation } from "./errors.js";
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
  isAbortError,
  isApiError,
  isApplicationError,
  isClientError,
  isGraphQLError,
  isSystemError,
  isTimeoutError,
  isValidationError,
  isVitrineError,
  MESSAGES,
  SYSTEM_ERROR,
  SYSTEM_ERROR_NAME,
  SystemError,
  TIMEOUT,
  TIMEOUT_ERROR_NAME,
  TimeoutError,
  VALIDATION_ERROR_NAME,
  ValidationError,
  VitrineError,
} from "./errors.js";
export type { GraphQLOptions, GraphQLResult } from "./graphql.js";
export { graphql } from "./graphql.js";
export type { Hooks, RequestState, ResponseState } from "./hooks.js";
export { toJson } from "./json.js";
export type { HttpMethod } from "./method.js";
export { isIdempotent, toHttpMethod } from "./method.js";
export { fillPath, readPath } from "./path-template.js";
export { encodeQuery } from "./query-string.js";
export type { PreparedRequest, RequestDescriptor } from "./request.js";
export { MAX_QUERY_LENGTH, prepareRequest } from "./request.js";
export type { RetryOptions, RetryPolicy } from "./retry.js";
export { backoffDelay, DEFAULT_RETRY, parseRetryAfter, retryPolicy } from "./retry.js";
export { singleFlight } from "./single-flight.js";
export type { TransportConfig } from "./transport.js";
export { CONSISTENCY_HEADER, sendRequest } from "./transport.js";
export { VERSION } from "./version.js";
