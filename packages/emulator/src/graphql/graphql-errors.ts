/**
 * GraphQL errors on the wire: `{message, locations?, path?, extensions:{code}}`.
 * Request errors carry the code of their stage (`GRAPHQL_PARSE_FAILED`,
 * `GRAPHQL_VALIDATION_FAILED`, `BAD_USER_INPUT`, `QUERY_TOO_DEEP`,
 * `QUERY_TOO_COSTLY`, `BAD_REQUEST`); a field whose REST read failed carries
 * the read's code (`PRODUCT_NOT_FOUND`, …; `INVALID_ARGUMENT` with the
 * `fieldViolations` for a validation failure). A field error caused by anything
 * else (the database down, a bug) is not a GraphQL error: `unexpectedError`
 * finds it so the HTTP layer answers it as it answers any other request.
 */
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import { ApiFailure, ApplicationFailure, StandardFailure, ValidationFailure } from "../errors.ts";

/** The codes of request errors, by stage. */
export type RequestErrorCode =
  | "BAD_REQUEST"
  | "GRAPHQL_PARSE_FAILED"
  | "GRAPHQL_VALIDATION_FAILED"
  | "BAD_USER_INPUT"
  | "QUERY_TOO_DEEP"
  | "QUERY_TOO_COSTLY";

/** A GraphQL error as sent: `extensions.code` is always set. */
export type WireGraphqlError = GraphQLFormattedError & { extensions: { code: string } };

/**
 * `error` on the wire with `code` (kept when the error already has one).
 *
 * @example
 * ```ts
 * requestError(syntaxError, "GRAPHQL_PARSE_FAILED"); // {message: "Syntax Error: …", locations, extensions: {code}}
 * ```
 */
export function requestError(error: GraphQLError, code: RequestErrorCode): WireGraphqlError {
  const formatted = error.toJSON();
  return { ...formatted, extensions: { code, ...formatted.extensions } };
}

/** A request error with no GraphQL source position (bad HTTP body, failed access). */
export function plainError(message: string, code: string): WireGraphqlError {
  return { message, extensions: { code } };
}

/** The extensions of a REST read's failure. */
function failureExtensions(failure: ApiFailure): WireGraphqlError["extensions"] {
  if (failure instanceof ValidationFailure)
    return { code: "INVALID_ARGUMENT", fieldViolations: failure.fieldViolations };
  if (failure instanceof ApplicationFailure)
    return Object.keys(failure.data).length > 0
      ? { code: failure.code, data: failure.data }
      : { code: failure.code };
  if (failure instanceof StandardFailure) return { code: failure.code };
  return { code: "INTERNAL_ERROR" };
}

/**
 * A failure (401, 403, 428…) that stops the whole request, as a GraphQL error.
 *
 * @example
 * ```ts
 * failureError(unauthenticated("…")); // {message, extensions: {code: "UNAUTHENTICATED"}}
 * ```
 */
export function failureError(failure: ApiFailure): WireGraphqlError {
  const description = failure instanceof ApplicationFailure ? failure.description : failure.message;
  return { message: description, extensions: failureExtensions(failure) };
}

/** An execution (field) error on the wire: the read's failure code, or `FIELD_ERROR` for GraphQL's own. */
export function fieldError(error: GraphQLError): WireGraphqlError {
  const formatted = error.toJSON();
  const failure = error.originalError;
  if (failure instanceof ApiFailure) return { ...formatted, extensions: failureExtensions(failure) };
  return { ...formatted, extensions: { code: "FIELD_ERROR", ...formatted.extensions } };
}

/**
 * The first field error that no read threw on purpose and GraphQL did not raise itself (a
 * database failure, a bug), or undefined.
 *
 * @example
 * ```ts
 * const cause = unexpectedError(result.errors ?? []);
 * if (cause) throw cause; // answered 503 or 500 by the HTTP layer
 * ```
 */
export function unexpectedError(errors: readonly GraphQLError[]): Error | undefined {
  for (const error of errors) {
    const cause = error.originalError;
    if (cause && !(cause instanceof ApiFailure) && !(cause instanceof GraphQLError)) return cause;
  }
  return undefined;
}
