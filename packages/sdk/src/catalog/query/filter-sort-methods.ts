/**
 * The filter and sort methods every catalogue query builder shares, the offset-paged v1 builder
 * and the cursor-paged v3 one: each method adds a condition or sort keys to an immutable query and
 * hands the new query to the builder's own `make`, so the same chain sends the same filter and
 * sort from either builder.
 */
import type { SortOrder } from "../model/enums.js";
import type { ArrayField, ElementOf, OrderedField, ScalarField, StringField } from "./fields.js";
import { andFilter, type Filter, notFilter, orFilter } from "./filter.js";

/** One sort key. */
export interface Sorting {
  fieldName: string;
  order: SortOrder;
}

/** The part of a builder's query that the filter and sort methods change. */
export interface FilteredQuery {
  filter?: Filter | undefined;
  sort?: Sorting[];
}

/**
 * The filter and sort methods of a typed, immutable query builder. `F` maps filterable wire fields
 * to their value types, `S` names the sortable ones, `B` is the builder `and`, `or` and `not` take.
 *
 * @example
 * ```ts
 * const cheapShirts = client.products.queryProducts()
 *   .startsWith("name", "Shirt").lt("price", 20).ascending("price");
 * ```
 */
export interface FilterSortMethods<F, S extends string, B> {
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
  and(other: B): this;
  /** This query's filter or `other`'s holds. */
  or(other: B): this;
  /**
   * This query's filter holds and `other`'s does not. (The provider's builder drops the filter
   * built so far; Vitrine keeps it. On an empty builder both send the same.)
   */
  not(other: B): this;
  /** Sorts ascending by `fields`, after any earlier sort. */
  ascending(...fields: S[]): this;
  /** Sorts descending by `fields`, after any earlier sort. */
  descending(...fields: S[]): this;
}

/**
 * `query` and the filter and sort methods over it, each handing its new query to `make`. A builder
 * spreads them into its own object, next to its paging and `find` (the result is typed loosely;
 * the builder's interface types it).
 *
 * @example
 * ```ts
 * const make = (query: CursorQuery): Builder =>
 *   ({ ...filterSortMethods(query, make), limit, skipTo, find }) as Builder;
 * ```
 */
export function filterSortMethods<Q extends FilteredQuery, B>(
  query: Q,
  make: (query: Q) => B,
): { query: Q } & Record<keyof FilterSortMethods<unknown, string, unknown>, (...args: never[]) => B> {
  const where = (filter: Filter | undefined) => make({ ...query, filter });
  const add = (field: string, condition: unknown) => where(andFilter(query.filter, { [field]: condition }));
  const order = (direction: SortOrder, fields: string[]) =>
    make({
      ...query,
      sort: [...(query.sort ?? []), ...fields.map((fieldName) => ({ fieldName, order: direction }))],
    });
  type Other = { query: FilteredQuery };
  return {
    query,
    eq: (field: string, value: unknown) => add(field, value ?? null),
    ne: (field: string, value: unknown) => add(field, { $ne: value ?? null }),
    gt: (field: string, value: unknown) => add(field, { $gt: value }),
    ge: (field: string, value: unknown) => add(field, { $gte: value }),
    lt: (field: string, value: unknown) => add(field, { $lt: value }),
    le: (field: string, value: unknown) => add(field, { $lte: value }),
    between: (field: string, from: unknown, to: unknown) =>
      (add(field, { $gte: from }) as { lt: (field: string, value: unknown) => B }).lt(field, to),
    in: (field: string, values: unknown) => add(field, { $in: values }),
    hasSome: (field: string, values: unknown) => add(field, { $hasSome: values }),
    hasAll: (field: string, values: unknown) => add(field, { $hasAll: values }),
    startsWith: (field: string, prefix: string) => add(field, { $startsWith: prefix }),
    isEmpty: (field: string) => add(field, null),
    isNotEmpty: (field: string) => add(field, { $ne: null }),
    exists: (field: string, value = true) => add(field, { $exists: value }),
    and: (other: Other) => where(andFilter(query.filter, other.query.filter)),
    or: (other: Other) => where(orFilter(query.filter, other.query.filter)),
    not: (other: Other) => where(andFilter(query.filter, notFilter(other.query.filter))),
    ascending: (...fields: string[]) => order("ASC", fields),
    descending: (...fields: string[]) => order("DESC", fields),
  };
}
