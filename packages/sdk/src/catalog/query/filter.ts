/**
 * Query filters as the provider's query language writes them (`{"price":{"$gt":10}}`,
 * `{"$and":[…]}`), and the three ways to combine them. The combinators flatten like the
 * provider's builder does, so the same chain sends the same filter.
 */
import { isObject } from "../../core/is-object.js";

/** A filter object on the wire. */
export type Filter = Record<string, unknown>;

function isEmpty(filter: Filter | undefined): filter is undefined {
  return filter === undefined || Object.keys(filter).length === 0;
}

function only(filter: Filter, operator: "$and" | "$or"): unknown[] | undefined {
  const list = filter[operator];
  return Object.keys(filter).length === 1 && Array.isArray(list) ? list : undefined;
}

function join(operator: "$and" | "$or", a: Filter | undefined, b: Filter | undefined): Filter | undefined {
  if (isEmpty(a)) return b;
  if (isEmpty(b)) return a;
  return { [operator]: [...(only(a, operator) ?? [a]), ...(only(b, operator) ?? [b])] };
}

/**
 * Both filters must hold; nested `$and`s are flattened.
 *
 * @example
 * ```ts
 * andFilter({ name: "A" }, { price: { $gt: 1 } }); // { $and: [{ name: "A" }, { price: { $gt: 1 } }] }
 * ```
 */
export function andFilter(a: Filter | undefined, b: Filter | undefined): Filter | undefined {
  return join("$and", a, b);
}

/**
 * Either filter holds; nested `$or`s are flattened.
 *
 * @example
 * ```ts
 * orFilter({ name: "A" }, { name: "B" }); // { $or: [{ name: "A" }, { name: "B" }] }
 * ```
 */
export function orFilter(a: Filter | undefined, b: Filter | undefined): Filter | undefined {
  return join("$or", a, b);
}

/**
 * The filter does not hold; `not(not(f))` is `f`, and the empty filter stays empty.
 *
 * @example
 * ```ts
 * notFilter({ productType: "digital" }); // { $not: { productType: "digital" } }
 * ```
 */
export function notFilter(a: Filter | undefined): Filter | undefined {
  if (isEmpty(a)) return undefined;
  const inner = a.$not;
  if (Object.keys(a).length === 1 && isObject(inner)) return inner as Filter;
  return { $not: a };
}
