/**
 * Totals that stay cheap on large catalogues. An exact `count(*)` over 100 000
 * filtered rows costs tens of milliseconds; a count that stops after
 * `COUNT_BOUND + 1` rows costs a few. Above the bound the total is reported
 * as the bound, with `tooManyToCount` set (v2 responses carry the flag; v1
 * `totalResults` just says "at least this many"). And when the page itself
 * shows where the result ends (it is not full, or it is full only because the
 * limit is 0), no count runs at all.
 */
import type { Queryable } from "../../db/database.ts";
import type { Paging } from "./paging.ts";

/** The largest total reported exactly. */
export const COUNT_BOUND = 10_000;

/** A total that may have been cut at `COUNT_BOUND`. */
export interface BoundedTotal {
  readonly total: number;
  readonly tooManyToCount: boolean;
}

/**
 * SQL for the number of rows of `from` matching `where`, counting at most `COUNT_BOUND + 1`
 * (an `int`); turn it into a total with `boundedTotal`. For statements that read more than the count.
 *
 * @param from - Trusted SQL `FROM` list, e.g. `products` or `variants v join products p on p.id = v.product_id`.
 * @param where - Trusted condition; its placeholders are the statement's.
 * @example
 * ```ts
 * await db.query(`select (${boundedCountSql("products", "price > $1")}) as n`, [10]);
 * ```
 */
export function boundedCountSql(from: string, where: string): string {
  return `select count(*)::int from (select 1 from ${from} where ${where} limit ${COUNT_BOUND + 1}) as matched`;
}

/** The total for `counted` rows read by `boundedCountSql`. */
export function boundedTotal(counted: number): BoundedTotal {
  return counted > COUNT_BOUND
    ? { total: COUNT_BOUND, tooManyToCount: true }
    : { total: counted, tooManyToCount: false };
}

/**
 * Counts the rows of `from` matching `where`, up to `COUNT_BOUND`.
 *
 * @param from - Trusted SQL `FROM` list, as for `boundedCountSql`.
 * @param where - Condition whose placeholders `params` binds.
 * @example
 * ```ts
 * await boundedCount(db, "products", "price > $1::float8", [10]); // { total: 123, tooManyToCount: false }
 * ```
 */
export async function boundedCount(
  db: Queryable,
  from: string,
  where: string,
  params: readonly unknown[],
): Promise<BoundedTotal> {
  const [row] = await db.query<{ n: number }>(`select (${boundedCountSql(from, where)}) as n`, params);
  return boundedTotal(row?.n ?? 0);
}

/**
 * The total for a page of `returned` rows fetched with `paging`: read off the
 * page when it is not full (it holds the last rows), else `count()`.
 *
 * @example
 * ```ts
 * await pageTotal(7, { limit: 20, offset: 40 }, count); // { total: 47, … }, `count` not called
 * ```
 */
export async function pageTotal(
  returned: number,
  paging: Paging,
  count: () => Promise<BoundedTotal>,
): Promise<BoundedTotal> {
  const pageShowsEnd = returned < paging.limit && (returned > 0 || paging.offset === 0);
  return pageShowsEnd ? { total: paging.offset + returned, tooManyToCount: false } : count();
}
