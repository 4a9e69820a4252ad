/**
 * The catalogue products a cart's lines name, from the catalogue the store
 * runs (`config.catalogVersion`): v1 products, or v3 products with their
 * variants and inventory items. Hidden products count as absent.
 */
import type { CatalogVersion } from "../../config.ts";
import type { Queryable } from "../../db/database.ts";
import type { CatalogItem } from "./catalog-item.ts";
import { loadV1CatalogItems } from "./v1-catalog-items.ts";
import { loadV3CatalogItems } from "./v3-catalog-items.ts";

/**
 * The visible products among `ids` in the `catalog` the store runs, by id.
 *
 * @example
 * ```ts
 * const items = await loadCatalogItems(db, context.catalogVersion, ["p1", "p2"]);
 * ```
 */
export function loadCatalogItems(
  db: Queryable,
  catalog: CatalogVersion,
  ids: readonly string[],
): Promise<Map<string, CatalogItem>> {
  if (ids.length === 0) return Promise.resolve(new Map());
  const unique = [...new Set(ids)];
  return catalog === "V3_CATALOG" ? loadV3CatalogItems(db, unique) : loadV1CatalogItems(db, unique);
}
