/**
 * The v1 products as carriers of ribbons: a product carries the ribbon its `ribbon` names. A
 * rename gives each of them the new name, a deletion takes the ribbon off them; each product
 * changed records its `product_updated` event (modified field `ribbon`) in the same transaction,
 * as any other product write.
 */
import type { RibbonCarriers } from "../../catalog-core/ribbons/ribbon-carriers.ts";
import { deriveProduct } from "../model/derive-product.ts";
import { changeProduct } from "../writes/product-write.ts";

/**
 * The v1 catalogue's products, for the ribbon calls.
 *
 * @example
 * ```ts
 * export const endpoints = [...ribbonEndpoints(v1RibbonCarriers)];
 * ```
 */
export const v1RibbonCarriers: RibbonCarriers = {
  async lockCarrying(write, name) {
    const rows = await write.tx.query<{ id: string }>(
      "select id from products where doc->>'ribbon' = $1 order by id for update",
      [name],
    );
    return rows.map((row) => row.id);
  },

  async relabel(write, productIds, to) {
    for (const id of productIds) {
      await changeProduct(write, id, ({ ribbon: _, ...rest }) =>
        deriveProduct(to === undefined ? rest : { ...rest, ribbon: to }, write.context),
      );
    }
  },

  async countCarrying(db, names) {
    if (names.length === 0) return new Map();
    const rows = await db.query<{ name: string; count: string | number }>(
      "select doc->>'ribbon' as name, count(*) as count from products where doc->>'ribbon' = any($1) group by 1",
      [names],
    );
    return new Map(rows.map((row) => [row.name, Number(row.count)]));
  },
};
