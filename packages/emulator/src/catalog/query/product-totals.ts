/**
 * Bounded product totals, remembered per catalogue version. A full page of a
 * products query needs its total, and counting reads up to `COUNT_BOUND + 1`
 * index entries, which grows with the catalogue; the same query asked again
 * while no product changed has the same total. So a total is counted once per
 * `catalog_version` (migration 007: a value that changes in the commit of
 * every change to `products`, from any process, and never repeats) and served
 * from memory while the statement that reads the page reads that same value.
 * The count and the version it belongs to come from one statement, so a total
 * is never filed under a version it was not counted at.
 */
import type { Queryable } from "../../db/database.ts";
import { type BoundedTotal, boundedCountSql, boundedTotal } from "./bounded-count.ts";

/** How many distinct queries one version remembers (the oldest is forgotten first). */
const REMEMBERED_QUERIES = 1_000;

/** SQL for the current catalogue version as text (null only before the first change after a reset). */
export const CATALOG_VERSION_SQL = "select version::text from catalog_version";

interface VersionTotals {
  readonly version: string;
  readonly totals: Map<string, BoundedTotal>;
}

/** Totals of each database handle (a handle's statements all reach one database). */
const totalsByDatabase = new WeakMap<Queryable, VersionTotals>();

/**
 * The bounded total of the visible-to-caller products matching `where`:
 * remembered when `version` (read with the page, by `CATALOG_VERSION_SQL`) is
 * the version it was counted at, counted otherwise.
 *
 * @param where - Trusted condition over `products`; its placeholders bind `params`.
 * @example
 * ```ts
 * await productTotal(db, "visible and (price > $1)", [10], pageRows[0].version);
 * ```
 */
export async function productTotal(
  db: Queryable,
  where: string,
  params: readonly unknown[],
  version: string | null,
): Promise<BoundedTotal> {
  const key = `${where}\u0000${JSON.stringify(params)}`;
  const remembered = totalsByDatabase.get(db);
  const known = version !== null && remembered?.version === version ? remembered.totals.get(key) : undefined;
  if (known) return known;
  const [row] = await db.query<{ n: number; version: string | null }>(
    `select (${boundedCountSql("products", where)}) as n, (${CATALOG_VERSION_SQL}) as version`,
    params,
  );
  const total = boundedTotal(row?.n ?? 0);
  if (row?.version) remember(db, row.version, key, total);
  return total;
}

function remember(db: Queryable, version: string, key: string, total: BoundedTotal): void {
  let current = totalsByDatabase.get(db);
  if (current?.version !== version) {
    current = { version, totals: new Map() };
    totalsByDatabase.set(db, current);
  }
  if (current.totals.size >= REMEMBERED_QUERIES) {
    const oldest = current.totals.keys().next().value;
    if (oldest !== undefined) current.totals.delete(oldest);
  }
  current.totals.set(key, total);
}
