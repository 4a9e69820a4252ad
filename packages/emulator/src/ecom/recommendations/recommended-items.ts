/**
 * What each algorithm recommends, read from the database: visible products
 * only, never the request's own items, at most `RECOMMENDATION_LIMIT`, best
 * first (ties by product id, so answers are stable). Catalogue v1 groups
 * products by collections, v3 by categories; orders are the same on both.
 * Canceled orders count for nothing.
 */
import type { CatalogVersion } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import { STORES_APP_DEFINITION_ID, STORES_APP_ID } from "../cart/cart-record.ts";
import type { RecommendationAlgorithm } from "./recommendation-algorithms.ts";

/** The most items one recommendation holds. */
export const RECOMMENDATION_LIMIT = 16;

/** The catalogue's product table and the column grouping its products. */
function catalogue(version: CatalogVersion) {
  return version === "V3_CATALOG"
    ? { table: "v3_products", groups: "category_ids" }
    : { table: "products", groups: "collection_ids" };
}

/** Order lines naming a store product: `(order_id, product_id, quantity)`. */
const ORDER_LINES = `
  select o.id as order_id, li->'catalogReference'->>'catalogItemId' as product_id,
         coalesce((li->>'quantity')::int, 0) as quantity
    from orders o, jsonb_array_elements(o.doc->'lineItems') li
   where o.status <> 'CANCELED'
     and li->'catalogReference'->>'appId' in ('${STORES_APP_ID}', '${STORES_APP_DEFINITION_ID}')`;

function sameGroups(version: CatalogVersion) {
  const { table, groups } = catalogue(version);
  return `
    with given as (select distinct g from ${table} s, unnest(s.${groups}) g where s.id = any($1::text[]))
    select p.id from ${table} p,
      lateral (select count(*) as shared from unnest(p.${groups}) g where g in (select g from given)) c
     where p.visible and p.id <> all($1::text[]) and c.shared > 0
     order by c.shared desc, p.id limit $2`;
}

function boughtTogether(version: CatalogVersion) {
  const { table } = catalogue(version);
  return `
    with lines as (${ORDER_LINES}),
    baskets as (select distinct order_id from lines where product_id = ($1::text[])[1]),
    together as (
      select l.product_id, count(distinct l.order_id) as orders
        from lines l join baskets b on b.order_id = l.order_id group by l.product_id)
    select p.id from ${table} p join together t on t.product_id = p.id
     where p.visible and p.id <> all($1::text[])
     order by t.orders desc, p.id limit $2`;
}

function bestSellers(version: CatalogVersion) {
  const { table } = catalogue(version);
  return `
    with sold as (select product_id, sum(quantity) as units from (${ORDER_LINES}) l group by product_id)
    select p.id from ${table} p join sold s on s.product_id = p.id
     where p.visible and p.id <> all($1::text[]) and s.units > 0
     order by s.units desc, p.id limit $2`;
}

/**
 * The product ids `algorithm` recommends for the request's `itemIds` (its first item for the
 * "together" algorithms); none for a related-items algorithm given no items.
 *
 * @example
 * ```ts
 * const ids = await recommendedItems(db, "V1_CATALOG", STORES_ALGORITHMS[0], ["p1"]);
 * ```
 */
export async function recommendedItems(
  db: Queryable,
  version: CatalogVersion,
  algorithm: RecommendationAlgorithm,
  itemIds: readonly string[],
): Promise<string[]> {
  if (algorithm.type === "RELATED_ITEMS" && itemIds.length === 0) return [];
  const sql =
    algorithm.basis === "same-groups"
      ? sameGroups(version)
      : algorithm.basis === "bought-together"
        ? boughtTogether(version)
        : algorithm.basis === "best-sellers"
          ? bestSellers(version)
          : undefined;
  if (sql === undefined) return [];
  const rows = await db.query<{ id: string }>(sql, [itemIds, RECOMMENDATION_LIMIT]);
  return rows.map((row) => row.id);
}
