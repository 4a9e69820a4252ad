/**
 * What a ribbon change does to the products that carry it: a rename gives
 * each of them the new name, a deletion takes the ribbon off them. Each
 * product changed records its `product_updated` event (modified field
 * `ribbon`) in the same transaction, as any other product write.
 */
import { deriveProduct } from "../model/derive-product.ts";
import type { CatalogTransaction } from "../writes/catalog-transaction.ts";
import { changeProduct } from "../writes/product-write.ts";

/**
 * Moves every product whose ribbon is `from` to ribbon `to`, or takes the ribbon off them when
 * `to` is undefined; returns how many products changed. Products are locked in id order.
 *
 * @example
 * ```ts
 * await relabelProducts(write, "Sale", "Summer sale");
 * await relabelProducts(write, "Old", undefined);
 * ```
 */
export async function relabelProducts(
  write: CatalogTransaction,
  from: string,
  to: string | undefined,
): Promise<number> {
  const rows = await write.tx.query<{ id: string }>(
    "select id from products where doc->>'ribbon' = $1 order by id",
    [from],
  );
  for (const { id } of rows) {
    await changeProduct(write, id, ({ ribbon: _, ...rest }) =>
      deriveProduct(to === undefined ? rest : { ...rest, ribbon: to }, write.context),
    );
  }
  return rows.length;
}
