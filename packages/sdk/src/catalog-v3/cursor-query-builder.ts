/**
 * The immutable, typed query builder behind the catalogue v3 queries: `defineCursorQuery` defines
 * `queryProducts()`, `queryBrands()` … from a path, an items key and dates; a query with options of
 * its own (`queryCategories()`) builds one with `createCursorQueryBuilder`. Each method returns a
 * new builder; `find()` sends one request and resolves a cursor page; `iterateCursorQuery` walks
 * every page by cursor. Field names are the wire's (`id`, `createdDate`, dotted paths such as `options.id`); the provider's `_id` /
 * `_createdDate` spellings do not compile. The request is the provider's builder's, byte for byte:
 * `{ ...options, query: { filter, cursorPaging: { limit }, sort } }`, and, once a cursor is set,
 * `{ ...options, query: { cursorPaging: { cursor, limit } } }` (the cursor carries filter and sort).
 */

import type { Filter } from "../catalog/query/filter.js";
import {
  type FilterSortMethods,
  filterSortMethods,
  type Sorting,
} from "../catalog/query/filter-sort-methods.js";
import { DEFAULT_PAGE_SIZE, type FindOptions, MAX_PAGE_SIZE } from "../catalog/query/query-builder.js";
import { type CallContext, type ClientMethod, defineMethod } from "../core/client-method.js";
import { reviveDates } from "../core/dates.js";
import { ClientError } from "../core/errors.js";
import { type CursorPage, type CursorPagingMetadata, toCursorPage } from "./cursor-page.js";

/** The provider's page size and largest page are the same for cursor pages as for offset pages. */
export {
  DEFAULT_PAGE_SIZE as DEFAULT_CURSOR_PAGE_SIZE,
  MAX_PAGE_SIZE as MAX_CURSOR_PAGE_SIZE,
} from "../catalog/query/query-builder.js";

/** Page size and, after the first page, the cursor of the page to read. */
export interface CursorPaging {
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** What the builder sends as `query`. */
export interface CursorQuery {
  filter?: Filter | undefined;
  cursorPaging: CursorPaging;
  sort?: Sorting[];
}

/** An endpoint a cursor builder queries. */
export interface CursorEndpoint {
  /** `GET` (`.r`, POST when long) for most; `POST` where the provider only posts a body. */
  method: "GET" | "POST";
  path: string;
  /** The answer's key holding the page's items (`products`). */
  items: string;
  /** Answer paths holding timestamps. */
  dates: readonly string[];
}

/**
 * A typed, immutable cursor query. `F` maps filterable wire fields to their value types, `S`
 * names the sortable ones, `T` is the item type.
 *
 * @example
 * ```ts
 * const page = await client.productsV3.queryProducts({ fields: ["URL"] })
 *   .eq("visible", true).startsWith("slug", "tee").descending("createdDate").limit(20).find();
 * ```
 */
export interface CursorQueryBuilder<F, S extends string, T>
  extends FilterSortMethods<F, S, CursorQueryBuilder<F, S, T>> {
  /** The query this builder sends. */
  readonly query: CursorQuery;
  /** Page size, 0 to {@link MAX_CURSOR_PAGE_SIZE} (default {@link DEFAULT_CURSOR_PAGE_SIZE}). */
  limit(limit: number): this;
  /** Starts at the page of `cursor` (from an earlier page's `cursors`); filter and sort ride in it. */
  skipTo(cursor: string): this;
  /** Sends the query and resolves one page. */
  find(options?: FindOptions): Promise<CursorPage<T>>;
}

/** Any cursor query builder, whatever its fields and items. */
// biome-ignore lint/suspicious/noExplicitAny: a bound for every builder type, each with its own fields
type AnyCursorQueryBuilder = CursorQueryBuilder<any, any, any>;

function checkLimit(limit: number | undefined): void {
  if (limit === undefined || (Number.isInteger(limit) && limit >= 0 && limit <= MAX_PAGE_SIZE)) return;
  throw new ClientError(
    `Query paging needs an integer limit from 0 to ${MAX_PAGE_SIZE}, got limit ${limit}`,
    { code: "INVALID_QUERY" },
  );
}

/**
 * Defines the client method starting a cursor query on `path` (the answer's key `items` holds the
 * page's items, `dates` are the answer paths holding timestamps; `GET`, `.r` and POST when long,
 * unless `method` is `POST`): called with the query's options (request fields sent next
 * to `query` on every page, e.g. `fields`, ahead of it as the provider sends them), it answers a
 * new builder. Every v3 query is one of these.
 *
 * @example
 * ```ts
 * export const queryBrands = /* @__PURE__ *\/ defineCursorQuery<BrandsQueryBuilder, FieldsOptions<AssignmentField>>(
 *   "/stores/v3/brands/query", "brands", ["brands.createdDate", "brands.updatedDate"],
 * );
 * ```
 */
export const defineCursorQuery = <B extends AnyCursorQueryBuilder, O extends object | undefined = undefined>(
  path: string,
  items: string,
  dates: readonly string[],
  method: CursorEndpoint["method"] = "GET",
): ClientMethod<(options?: O) => B> =>
  defineMethod((context) => (options?: O) => {
    const make = (query: CursorQuery): CursorQueryBuilder<unknown, string, unknown> => {
      // Key order as the provider's builder writes it: `skipTo` and the page links put the cursor
      // first, `limit` the limit.
      const at = (cursor: string) =>
        make({ ...query, cursorPaging: { cursor, limit: query.cursorPaging.limit } });

      const find = async (call: FindOptions = {}): Promise<CursorPage<unknown>> => {
        const { limit } = query.cursorPaging;
        checkLimit(limit);
        const sent = query.cursorPaging.cursor ? { cursorPaging: query.cursorPaging } : query;
        const payload = { ...options, query: sent };
        // The call's options (`signal`, `timeoutMs`) spread last, as in `defineCall`.
        const answer = await context.request<Record<string, unknown>>({
          method,
          path,
          ...(method === "GET" ? { complex: true, query: payload } : { body: payload, idempotent: true }),
          ...call,
        });
        const wire = reviveDates(answer, dates);
        return toCursorPage({
          items: (wire[items] as unknown[] | undefined) ?? [],
          pagingMetadata: wire.pagingMetadata as CursorPagingMetadata | undefined,
          pageSize: limit ?? DEFAULT_PAGE_SIZE,
          fetch: (cursor) => at(cursor).find(call),
        });
      };

      return {
        ...filterSortMethods(query, make),
        limit: (limit: number) =>
          make({ ...query, cursorPaging: { limit, cursor: query.cursorPaging.cursor } }),
        skipTo: at,
        find,
      } as CursorQueryBuilder<unknown, string, unknown>;
    };

    return make({ filter: {}, cursorPaging: { limit: DEFAULT_PAGE_SIZE } }) as B;
  });

/**
 * Creates the cursor builder for one endpoint, bound to a client's context, as the method
 * `defineCursorQuery` defines does.
 *
 * @example
 * ```ts
 * const brands = createCursorQueryBuilder<BrandQueryFields, BrandSortField, BrandV3>(ctx, endpoint, options);
 * ```
 */
export function createCursorQueryBuilder<F, S extends string, T>(
  context: CallContext,
  endpoint: CursorEndpoint,
  options?: object,
): CursorQueryBuilder<F, S, T> {
  return defineCursorQuery<CursorQueryBuilder<F, S, T>, object>(
    endpoint.path,
    endpoint.items,
    endpoint.dates,
    endpoint.method,
  )(context)(options);
}
