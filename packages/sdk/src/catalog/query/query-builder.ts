/**
 * The immutable query builder behind `queryProducts()` and `queryCollections()`. Each method
 * returns a new builder; `find()` sends one request (`GET … ?.r=`, or POST when long) and
 * `iterate()` walks every page. Field names are wire names (`id`, `createdDate`); the provider's
 * `_id` / `_createdDate` spellings are not accepted (they fail to compile).
 */
import type { CallContext } from "../../client-method.js";
import { ClientError } from "../../errors.js";
import type { SortOrder } from "../model/enums.js";
import type { ArrayField, ElementOf, OrderedField, ScalarField, StringField } from "./fields.js";
import { andFilter, type Filter, notFilter, orFilter } from "./filter.js";
import { type QueryPage, toPage } from "./query-page.js";

/** The provider's page size when none is given. */
export const DEFAULT_PAGE_SIZE = 50;
/** The provider's largest page. */
export const MAX_PAGE_SIZE = 100;
/** The largest offset the provider serves; `iterate()` switches to a keyset beyond it. */
export const MAX_OFFSET = 10_000;

/** One sort key. */
export interface Sorting {
  fieldName: string;
  order: SortOrder;
}

/** What the builder sends as `query`. */
export interface WireQuery {
  filter?: Filter | undefined;
  paging: { limit: number; offset: number };
  sort?: Sorting[];
}

/** Per-call options of `find()` and `iterate()`. */
export interface FindOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What one answer holds, read by the endpoint's reader. */
export interface PageData<T> {
  items: T[];
  totalCount: number | undefined;
  tooManyToCount?: boolean | undefined;
}

/** An endpoint the builder queries. */
export interface QueryEndpoint<T, E extends object> {
  path: string;
  dates: readonly string[];
  read: (wire: never) => PageData<T> & E;
  /** Ascending unique field for keyset paging past {@link MAX_OFFSET} (`numericId`). */
  keyset?: string;
}

/**
 * A typed, immutable query. `F` maps filterable wire fields to their value types, `S` names the
 * sortable ones, `P` is the page type.
 *
 * @example
 * ```ts
 * const page = await client.products.queryProducts()
 *   .eq("productType", "physical").between("price", 10, 50).ascending("price").limit(20).find();
 * ```
 */
export interface QueryBuilder<F, S extends string, T, P extends QueryPage<T> = QueryPage<T>> {
  /** The query this builder sends. */
  readonly query: WireQuery;
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
  and(other: QueryBuilder<F, S, T, P>): this;
  /** This query's filter or `other`'s holds. */
  or(other: QueryBuilder<F, S, T, P>): this;
  /**
   * This query's filter holds and `other`'s does not. (The provider's builder drops the filter
   * built so far; Vitrine keeps it. On an empty builder both send the same.)
   */
  not(other: QueryBuilder<F, S, T, P>): this;
  /** Sorts ascending by `fields`, after any earlier sort. */
  ascending(...fields: S[]): this;
  /** Sorts descending by `fields`, after any earlier sort. */
  descending(...fields: S[]): this;
  /** Page size, 0 to {@link MAX_PAGE_SIZE} (default {@link DEFAULT_PAGE_SIZE}). */
  limit(limit: number): this;
  /** Items to skip (default 0). */
  skip(offset: number): this;
  /** Sends the query and resolves one page. */
  find(options?: FindOptions): Promise<P>;
  /** Every matching item, page by page. */
  iterate(options?: FindOptions): AsyncIterableIterator<T>;
}

function checkPaging({ limit, offset }: WireQuery["paging"]): void {
  if (
    !(
      Number.isInteger(limit) &&
      limit >= 0 &&
      limit <= MAX_PAGE_SIZE &&
      Number.isInteger(offset) &&
      offset >= 0
    )
  ) {
    throw new ClientError(
      "INVALID_QUERY",
      `Query paging needs an integer limit from 0 to ${MAX_PAGE_SIZE} and offset from 0, got limit ${limit}, offset ${offset}`,
    );
  }
}

/**
 * Creates the builder for one endpoint, bound to a client's context. `options` are request
 * fields sent next to `query` on every page (`includeHiddenProducts`), ahead of it like the
 * provider's request transformer puts them.
 *
 * @example
 * ```ts
 * export const queryProducts = defineMethod((ctx) => (options?: QueryProductsOptions) =>
 *   createQueryBuilder<ProductFields, ProductSortField, Product, E>(ctx, endpoint, options));
 * ```
 */
export function createQueryBuilder<F, S extends string, T, E extends object>(
  context: CallContext,
  endpoint: QueryEndpoint<T, E>,
  options?: object,
): QueryBuilder<F, S, T, QueryPage<T> & E> {
  type Page = QueryPage<T> & E;
  type Builder = QueryBuilder<F, S, T, Page>;

  const make = (query: WireQuery): Builder => {
    const where = (filter: Filter | undefined) => make({ ...query, filter });
    // The field just set leads, as the provider's client orders `paging` on the wire.
    const page = (paging: Partial<WireQuery["paging"]>) =>
      make({ ...query, paging: { ...paging, ...query.paging, ...paging } });
    const add = (field: string, condition: unknown) => where(andFilter(query.filter, { [field]: condition }));
    const order = (direction: SortOrder, fields: string[]) =>
      make({
        ...query,
        sort: [...(query.sort ?? []), ...fields.map((fieldName) => ({ fieldName, order: direction }))],
      });

    const find = async (call: FindOptions = {}): Promise<Page> => {
      checkPaging(query.paging);
      // The call's options (`signal`, `timeoutMs`) spread last, as in `defineCall`.
      const wire = await context.request<never>({
        method: "GET",
        path: endpoint.path,
        complex: true,
        query: { ...options, query },
        dates: endpoint.dates,
        ...call,
      });
      const data = endpoint.read(wire);
      return toPage(
        {
          ...query.paging,
          fetch: (to) => page({ offset: to }).find(call),
          ...data,
        },
        data,
      );
    };

    async function* iterate(options: FindOptions = {}): AsyncIterableIterator<T> {
      const key = endpoint.keyset;
      const sorted =
        key && !query.sort?.length ? { ...query, sort: [{ fieldName: key, order: "ASC" as const }] } : query;
      const byKey =
        key !== undefined &&
        sorted.sort?.length === 1 &&
        sorted.sort[0]?.fieldName === key &&
        sorted.sort[0].order === "ASC";
      let current = sorted;
      for (;;) {
        const page = await make(current).find(options);
        yield* page.items;
        if (!page.hasNext() || page.items.length === 0) return;
        const next = current.paging.offset + current.paging.limit;
        if (next + current.paging.limit <= MAX_OFFSET) {
          current = { ...current, paging: { ...current.paging, offset: next } };
          continue;
        }
        if (!byKey) {
          throw new ClientError(
            "INVALID_QUERY",
            `Cannot page past offset ${MAX_OFFSET} unless sorted by ${key ?? "a keyset field"} only`,
          );
        }
        const last = (page.items.at(-1) as Record<string, unknown>)[key];
        current = {
          ...current,
          filter: andFilter(sorted.filter, { [key]: { $gt: last } }),
          paging: { ...current.paging, offset: 0 },
        };
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
      limit: (limit) => page({ limit }),
      skip: (offset) => page({ offset }),
      find,
      iterate,
    } as Builder;
    return builder;
  };

  return make({ filter: {}, paging: { offset: 0, limit: DEFAULT_PAGE_SIZE } });
}
