/**
 * The catalogue products a cart's lines name, read in one statement. Hidden
 * products count as absent: visitors cannot buy what they cannot see.
 */
import type { ProductDocument } from "../../catalog/model/product-document.ts";
import type { Queryable } from "../../db/database.ts";

/**
 * The visible products among `ids`, by id.
 *
 * @example
 * ```ts
 * const products = await loadCatalogProducts(db, ["p1", "p2"]);
 * ```
 */
export async function loadCatalogProducts(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, ProductDocument>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ doc: ProductDocument }>(
    "select doc from products where id = any($1::text[]) and visible",
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.doc.id, row.doc]));
}
