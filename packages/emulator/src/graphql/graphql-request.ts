/**
 * One GraphQL-over-HTTP request, from the POST body's text to the status and
 * body of the answer: read `{query, variables, operationName}`, parse (at most
 * `MAX_TOKENS` tokens), bound the work validation would do
 * (`selection-overlaps.ts`), validate, pick the operation, coerce the
 * variables, check depth and cost (`query-limits.ts`), execute against the
 * catalogue schema.
 *
 * Statuses (GraphQL over HTTP): a body that is not a well-formed request
 * (not JSON, not an object, `query` not a string, …) is 400. A request error
 * (syntax, validation, variables, limits) is 400 when the client accepts
 * `application/graphql-response+json`, and 200 otherwise (the
 * `application/json` convention, which keeps the errors readable by clients
 * that throw on any non-2xx). An executed request is 200 with `data` and any
 * field errors.
 */
import {
  type DocumentNode,
  execute,
  type FragmentDefinitionNode,
  GraphQLError,
  getOperationAST,
  getVariableValues,
  Kind,
  parse,
  validate,
} from "graphql";
import { isObject } from "../http/is-object.ts";
import type { CatalogContext } from "./catalog-resolvers.ts";
import { catalogSchema } from "./catalog-schema.ts";
import {
  fieldError,
  plainError,
  type RequestErrorCode,
  requestError,
  unexpectedError,
  type WireGraphqlError,
} from "./graphql-errors.ts";
import { checkQueryLimits } from "./query-limits.ts";
import { MAX_SELECTION_PAIRS, selectionPairs } from "./selection-overlaps.ts";

/** Most tokens a query may have (bounds parsing before anything else runs). */
export const MAX_TOKENS = 5_000;

/** The response media types of GraphQL over HTTP. */
export type GraphqlMediaType = "application/graphql-response+json" | "application/json";

/** The answer: an HTTP status and a GraphQL response body. */
export interface GraphqlAnswer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: WireGraphqlError[] };
}

/** The parameters of a well-formed request. */
interface GraphqlParams {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}

/** `{query, variables, operationName}` from the body text, or the 400 answer. */
function readParams(bodyText: string): GraphqlParams | GraphqlAnswer {
  const badRequest = (message: string): GraphqlAnswer => ({
    status: 400,
    body: { errors: [plainError(message, "BAD_REQUEST")] },
  });
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return badRequest("The request body is not valid JSON.");
  }
  if (!isObject(body))
    return badRequest("The request body must be a JSON object {query, variables, operationName}.");
  const { query, variables, operationName } = body;
  if (typeof query !== "string") return badRequest("query must be a string holding a GraphQL document.");
  if (variables !== undefined && variables !== null && !isObject(variables))
    return badRequest("variables must be an object.");
  if (operationName !== undefined && operationName !== null && typeof operationName !== "string")
    return badRequest("operationName must be a string.");
  return { query, variables: variables ?? {}, operationName: operationName ?? undefined };
}

/** The document, or the request error of its syntax (or of its size). */
function parseDocument(query: string): DocumentNode | GraphQLError {
  try {
    return parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
}

/**
 * Answers one request of `context`'s caller.
 *
 * @example
 * ```ts
 * const { status, body } = await runGraphqlRequest('{"query":"{ storesProductsV1Products { items { id } } }"}', context, "application/json");
 * ```
 */
export async function runGraphqlRequest(
  bodyText: string,
  context: CatalogContext,
  mediaType: GraphqlMediaType,
): Promise<GraphqlAnswer> {
  const params = readParams(bodyText);
  if ("status" in params) return params;
  const requestErrorStatus = mediaType === "application/json" ? 200 : 400;
  const requestFailed = (errors: readonly GraphQLError[], code: RequestErrorCode): GraphqlAnswer => ({
    status: requestErrorStatus,
    body: { errors: errors.map((error) => requestError(error, code)) },
  });

  const document = parseDocument(params.query);
  if (document instanceof GraphQLError) return requestFailed([document], "GRAPHQL_PARSE_FAILED");
  if (selectionPairs(document) > MAX_SELECTION_PAIRS) {
    const message = `The query selects the same field or spreads fragments too often in one place: over ${MAX_SELECTION_PAIRS} pairs of selections to compare.`;
    return requestFailed([new GraphQLError(message)], "QUERY_TOO_COSTLY");
  }
  const invalid = validate(catalogSchema, document);
  if (invalid.length > 0) return requestFailed(invalid, "GRAPHQL_VALIDATION_FAILED");
  const operation = getOperationAST(document, params.operationName);
  if (!operation) {
    const message = params.operationName
      ? `Unknown operation named "${params.operationName}".`
      : "The document holds several operations: name one with operationName.";
    return { status: requestErrorStatus, body: { errors: [plainError(message, "BAD_USER_INPUT")] } };
  }
  if (!catalogSchema.getRootType(operation.operation)) {
    const message = `Schema is not configured to execute ${operation.operation} operation.`;
    return requestFailed([new GraphQLError(message, { nodes: operation })], "GRAPHQL_VALIDATION_FAILED");
  }
  const variables = getVariableValues(catalogSchema, operation.variableDefinitions ?? [], params.variables, {
    maxErrors: 20,
  });
  if (variables.errors) return requestFailed(variables.errors, "BAD_USER_INPUT");
  const fragments = document.definitions.filter(
    (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
  );
  const overLimits = checkQueryLimits(catalogSchema, fragments, operation, variables.coerced);
  if (overLimits.length > 0)
    return {
      status: requestErrorStatus,
      body: { errors: overLimits.map(({ error, code }) => requestError(error, code)) },
    };

  const result = await execute({
    schema: catalogSchema,
    document,
    variableValues: params.variables,
    operationName: params.operationName,
    contextValue: context,
  });
  const errors = result.errors ?? [];
  const unexpected = unexpectedError(errors);
  if (unexpected) throw unexpected;
  return {
    status: 200,
    body: { data: result.data ?? null, ...(errors.length > 0 ? { errors: errors.map(fieldError) } : {}) },
  };
}
