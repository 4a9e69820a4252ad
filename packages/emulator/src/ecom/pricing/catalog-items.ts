/**
 * The catalogue products a cart's lines name, from the catalogue the store
 * runs (`config.catalogVersion`): v1 products, or v3 products with their
 * variants and inventory items. Hidden products count as absent. They are
 * read by one scalar subquery, which the statement reading a cart embeds
 * (`catalogItemsSql`), or alone (`loadCatalogItems`).
 */

import type { ProductDocument } from "../../catalog/model/product-document.ts";
import type { CatalogVersion } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import type { CatalogItem } from "./catalog-item.ts";
import { v1CatalogItemsOf, v1CatalogItemsSql } from "./v1-catalog-items.ts";
import { type V3CatalogRow, v3CatalogItemsOf, v3CatalogItemsSql } from "./v3-catalog-items.ts";

/** What {@link catalogItemsSql} reads: one json array, its elements as the store's catalogue adapter reads them. */
export type CatalogRows = readonly ProductDocument[] | readonly V3CatalogRow[];

/**
 * A scalar subquery of the visible products of the store's `catalog` whose ids the SQL array
 * expression `ids` holds (e.g. `$1::text[]`, or an expression over the cart row being read).
 *
 * @example
 * ```ts
 * await db.query(`select ${catalogItemsSql(catalog, "$1::text[]")} as items`, [ids]);
 * ```
 */
export function catalogItemsSql(catalog: CatalogVersion, ids: string): string {
  return catalog === "V3_CATALOG" ? v3CatalogItemsSql(ids) : v1CatalogItemsSql(ids);
}

/**
 * The catalogue items of what {@link catalogItemsSql} read, by id.
 *
 * @example
 * ```ts
 * const items = catalogItemsOf(context.catalogVersion, row.items);
 * ```
 */
export function catalogItemsOf(catalog: CatalogVersion, rows: CatalogRows): Map<string, CatalogItem> {
  return catalog === "V3_CATALOG"
    ? v3CatalogItemsOf(rows as readonly V3CatalogRow[])
    : v1CatalogItemsOf(rows as readonly ProductDocument[]);
}

/**
 * The visible products among `ids` in the `catalog` the store runs, by id (one statement).
 *
 * @example
 * ```ts
 * const items = await loadCatalogItems(db, context.catalogVersion, ["p1", "p2"]);
 * ```
 */
export async function loadCatalogItems(
  db: Queryable,
  catalog: CatalogVersion,
  ids: readonly string[],
): Promise<Map<string, CatalogItem>> {
  if (ids.length === 0) return new Map();
  const [row] = await db.query<{ items: CatalogRows }>(
    `select ${catalogItemsSql(catalog, "$1::text[]")} as items`,
    [[...new Set(ids)]],
  );
  return catalogItemsOf(catalog, row?.items ?? []);
}
