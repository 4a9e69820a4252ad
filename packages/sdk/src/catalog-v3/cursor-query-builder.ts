/**
 * The immutable, typed query builder behind the catalogue v3 queries (`queryProducts()`,
 * `queryInventoryItems()`, `queryBrands()` …). Each method returns a new builder; `find()` sends
 * one request and resolves a cursor page, `iterate()` walks every page by cursor. Field names are
 * the wire's (`id`, `createdDate`, dotted paths such as `options.id`); the provider's `_id` /
 * `_createdDate` spellings do not compile. The request is the provider's builder's, byte for byte:
 * `{ ...options, query: { filter, cursorPaging: { limit }, sort } }`, and, once a cursor is set,
 * `{ ...options, query: { cursorPaging: { cursor, limit } } }` (the cursor carries filter and sort).
 */

import type { SortOrder } from "../catalog/model/enums.js";
import type {
  ArrayField,
  ElementOf,
  OrderedField,
  ScalarField,
  StringField,
} from "../catalog/query/fields.js";
import { andFilter, type Filter, notFilter, orFilter } from "../catalog/query/filter.js";
import type { FindOptions, Sorting } from "../catalog/query/query-builder.js";
import type { CallContext } from "../client-method.js";
import { ClientError } from "../errors.js";
import { type CursorPage, type CursorPagingMetadata, toCursorPage } from "./cursor-page.js";

/** The provider's page size when none is given. */
export const DEFAULT_CURSOR_PAGE_SIZE = 50;
/** The provider's largest page. */
export const MAX_CURSOR_PAGE_SIZE = 100;

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
export interface CursorQueryBuilder<F, S extends string, T> {
  /** The query this builder sends. */
  readonly query: CursorQuery;
  /** `field` equals `value` (`undefined` is sent as `null`). */
  eq<K extends ScalarField<F>>(field: K, value: F[K] | null | undefined): this;
  /** `field` differs from `value`. */
  ne<K extends ScalarField<F>>(field: K, value: F[K] | null | undefined): this;
  /** `field > value`. */
  gt<K extends OrderedField<F>>(field: K, value: F[K]): this;
  /** `field >= value`. */
  ge<K extends OrderedField<F>>(field: K, value: F[K]): this;
  /** `field < value`. */
  lt<K extends OrderedField<F>>(field: K, value: F[K]): this;
  /** `field <= value`. */
  le<K extends OrderedField<F>>(field: K, value: F[K]): this;
  /** `from <= field < to` (sent as `$gte` and `$lt`, like the provider). */
  between<K extends OrderedField<F>>(field: K, from: F[K], to: F[K]): this;
  /** `field` is one of `values`. */
  in<K extends ScalarField<F>>(field: K, values: readonly F[K][]): this;
  /** The list `field` holds at least one of `values`. */
  hasSome<K extends ArrayField<F>>(field: K, values: readonly ElementOf<F[K]>[]): this;
  /** The list `field` holds every one of `values`. */
  hasAll<K extends ArrayField<F>>(field: K, values: readonly ElementOf<F[K]>[]): this;
  /** The text `field` starts with `prefix`. */
  startsWith<K extends StringField<F>>(field: K, prefix: string): this;
  /** `field` is empty (`null`). */
  isEmpty(field: keyof F & string): this;
  /** `field` is not empty. */
  isNotEmpty(field: keyof F & string): this;
  /** `field` is present (or absent, with `false`). */
  exists(field: keyof F & string, value?: boolean): this;
  /** Both this query's filter and `other`'s hold. */
  and(other: CursorQueryBuilder<F, S, T>): this;
  /** This query's filter or `other`'s holds. */
  or(other: CursorQueryBuilder<F, S, T>): this;
  /**
   * This query's filter holds and `other`'s does not. (The provider's builder drops the filter
   * built so far; Vitrine keeps it. On an empty builder both send the same.)
   */
  not(other: CursorQueryBuilder<F, S, T>): this;
  /** Sorts ascending by `fields`, after any earlier sort. */
  ascending(...fields: S[]): this;
  /** Sorts descending by `fields`, after any earlier sort. */
  descending(...fields: S[]): this;
  /** Page size, 0 to {@link MAX_CURSOR_PAGE_SIZE} (default {@link DEFAULT_CURSOR_PAGE_SIZE}). */
  limit(limit: number): this;
  /** Starts at the page of `cursor` (from an earlier page's `cursors`); filter and sort ride in it. */
  skipTo(cursor: string): this;
  /** Sends the query and resolves one page. */
  find(options?: FindOptions): Promise<CursorPage<T>>;
  /** Every matching item, page by page. */
  iterate(options?: FindOptions): AsyncIterableIterator<T>;
}

function checkLimit(limit: number | undefined): void {
  if (limit === undefined || (Number.isInteger(limit) && limit >= 0 && limit <= MAX_CURSOR_PAGE_SIZE)) return;
  throw new ClientError(
    "INVALID_QUERY",
    `Query paging needs an integer limit from 0 to ${MAX_CURSOR_PAGE_SIZE}, got limit ${limit}`,
  );
}

/**
 * Creates the cursor builder for one endpoint, bound to a client's context. `options` are request
 * fields sent next to `query` on every page (`fields`), ahead of it as the provider sends them.
 *
 * @example
 * ```ts
 * export const queryBrands = defineMethod((ctx) => (options?: FieldsOptions<AssignmentField>) =>
 *   createCursorQueryBuilder<BrandQueryFields, BrandSortField, BrandV3>(ctx, endpoint, options));
 * ```
 */
export function createCursorQueryBuilder<F, S extends string, T>(
  context: CallContext,
  endpoint: CursorEndpoint,
  options?: object,
): CursorQueryBuilder<F, S, T> {
  type Builder = CursorQueryBuilder<F, S, T>;

  const make = (query: CursorQuery): Builder => {
    const where = (filter: Filter | undefined) => make({ ...query, filter });
    const add = (field: string, condition: unknown) => where(andFilter(query.filter, { [field]: condition }));
    const order = (direction: SortOrder, fields: string[]) =>
      make({
        ...query,
        sort: [...(query.sort ?? []), ...fields.map((fieldName) => ({ fieldName, order: direction }))],
      });
    // Key order as the provider's builder writes it: `skipTo` and the page links put the cursor
    // first, `limit` the limit.
    const at = (cursor: string) =>
      make({ ...query, cursorPaging: { cursor, limit: query.cursorPaging.limit } });

    const find = async (call: FindOptions = {}): Promise<CursorPage<T>> => {
      const { limit } = query.cursorPaging;
      checkLimit(limit);
      const sent = query.cursorPaging.cursor ? { cursorPaging: query.cursorPaging } : query;
      const payload = { ...options, query: sent };
      // The call's options (`signal`, `timeoutMs`) spread last, as in `defineCall`.
      const wire = await context.request<Record<string, unknown>>({
        method: endpoint.method,
        path: endpoint.path,
        ...(endpoint.method === "GET"
          ? { complex: true, query: payload }
          : { body: payload, idempotent: true }),
        dates: endpoint.dates,
        ...call,
      });
      return toCursorPage({
        items: (wire[endpoint.items] as T[] | undefined) ?? [],
        pagingMetadata: wire.pagingMetadata as CursorPagingMetadata | undefined,
        pageSize: limit ?? DEFAULT_CURSOR_PAGE_SIZE,
        fetch: (cursor) => at(cursor).find(call),
      });
    };

    async function* iterate(call: FindOptions = {}): AsyncIterableIterator<T> {
      let page = await find(call);
      for (;;) {
        yield* page.items;
        if (!page.hasNext() || page.items.length === 0) return;
        page = await page.next();
      }
    }

    const builder: Builder = {
      query,
      eq: (field, value) => add(field, value ?? null),
      ne: (field, value) => add(field, { $ne: value ?? null }),
      gt: (field, value) => add(field, { $gt: value }),
      ge: (field, value) => add(field, { $gte: value }),
      lt: (field, value) => add(field, { $lt: value }),
      le: (field, value) => add(field, { $lte: value }),
      between: (field, from, to) => builder.ge(field, from).lt(field, to),
      in: (field, values) => add(field, { $in: values }),
      hasSome: (field, values) => add(field, { $hasSome: values }),
      hasAll: (field, values) => add(field, { $hasAll: values }),
      startsWith: (field, prefix) => add(field, { $startsWith: prefix }),
      isEmpty: (field) => add(field, null),
      isNotEmpty: (field) => add(field, { $ne: null }),
      exists: (field, value = true) => add(field, { $exists: value }),
      and: (other) => where(andFilter(query.filter, other.query.filter)),
      or: (other) => where(orFilter(query.filter, other.query.filter)),
      not: (other) => where(andFilter(query.filter, notFilter(other.query.filter))),
      ascending: (...fields) => order("ASC", fields),
      descending: (...fields) => order("DESC", fields),
      limit: (limit) => make({ ...query, cursorPaging: { limit, cursor: query.cursorPaging.cursor } }),
      skipTo: at,
      find,
      iterate,
    } as Builder;
    return builder;
  };

  return make({ filter: {}, cursorPaging: { limit: DEFAULT_CURSOR_PAGE_SIZE } });
}
