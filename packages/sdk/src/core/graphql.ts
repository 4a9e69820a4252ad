/**
 * The generic GraphQL call: POST `/graphql/{apiVersion}` with `{query, variables}`. A non-2xx
 * answer becomes a {@link GraphQLError} (`GraphQL request failed with status {status}`).
 */
import { defineMethod } from "./client-method.js";
import { isApiError } from "./error-guards.js";
import { GraphQLError } from "./errors.js";

/** Options of a GraphQL call. */
export interface GraphQLOptions {
  /** API version in the path. Default `alpha`. */
  apiVersion?: string;
  /** Aborts the call. */
  signal?: AbortSignal;
}

/** The answer of a GraphQL call; `errors` as the server sent them. */
export interface GraphQLResult<D> {
  data: D;
  errors?: { message: string; path?: (string | number)[]; [key: string]: unknown }[];
}

/**
 * A client method for GraphQL queries; bind it under any name.
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { graphql }, auth });
 * const { data } = await client.graphql<{ products: { items: { id: string }[] } }>(
 *   "query { products { items { id } } }",
 * );
 * ```
 */
export const graphql = /* @__PURE__ */ defineMethod(
  (context) =>
    async <D = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
      options: GraphQLOptions = {},
    ): Promise<GraphQLResult<D>> => {
      let answer: Partial<GraphQLResult<D>>;
      try {
        answer = await context.request<Partial<GraphQLResult<D>>>({
          method: "POST",
          path: `/graphql/${encodeURIComponent(options.apiVersion ?? "alpha")}`,
          body: { query, variables },
          signal: options.signal,
        });
      } catch (e) {
        if (!isApiError(e)) throw e;
        const { status, details, requestId } = e;
        throw new GraphQLError(`GraphQL request failed with status ${status}`, {
          code: String(status),
          requestId,
          cause: e,
          status,
          details,
        });
      }
      const result: GraphQLResult<D> = { data: answer.data ?? ({} as D) };
      if (answer.errors) result.errors = answer.errors;
      return result;
    },
);
