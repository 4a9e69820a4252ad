/**
 * What a ribbon change does to the products that carry it: a rename gives
 * each of them the new name, a deletion takes the ribbon off them. Each
 * product changed records its `product_updated` event (modified field
 * `ribbon`) in the same transaction, as any other product write.
 *
 * Locks are taken in the order product writes take them, products first and
 * then the ribbon (a product write locks its product, then share-locks the
 * ribbons it names), so a ribbon change and a product write do not deadlock;
 * once the ribbon is locked, products that took its name meanwhile are
 * collected too, and later ones wait for the change and then see it.
 */
import { notFound } from "../../errors.ts";
import { deriveProduct } from "../model/derive-product.ts";
import type { CatalogTransaction } from "../writes/catalog-transaction.ts";
import { changeProduct } from "../writes/product-write.ts";
import type { RibbonRow } from "./ribbon-entity.ts";
import { loadRibbon } from "./ribbon-store.ts";

/** A ribbon locked for a change, with the (locked) ids of the products carrying it. */
export interface LockedRibbon {
  row: RibbonRow;
  productIds: string[];
}

/**
 * The 404 for a ribbon id that does not exist.
 *
 * @example
 * ```ts
 * throw ribbonNotFound("r1");
 * ```
 */
export function ribbonNotFound(id: string) {
  return notFound("RIBBON_NOT_FOUND", `Ribbon ${id} not found`);
}

async function lockProductsNamed(write: CatalogTransaction, name: string): Promise<string[]> {
  const rows = await write.tx.query<{ id: string }>(
    "select id from products where doc->>'ribbon' = $1 order by id for update",
    [name],
  );
  return rows.map((row) => row.id);
}

/**
 * Locks the products carrying ribbon `id`, then the ribbon itself; 404 when there is no such
 * ribbon. Should the ribbon be renamed in between, the products of its new name are locked too.
 *
 * @example
 * ```ts
 * const { row, productIds } = await lockRibbonAndProducts(write, id);
 * ```
 */
export async function lockRibbonAndProducts(write: CatalogTransaction, id: string): Promise<LockedRibbon> {
  for (;;) {
    const seen = await loadRibbon(write.tx, id);
    if (!seen) throw ribbonNotFound(id);
    const productIds = await lockProductsNamed(write, seen.name);
    const row = await loadRibbon(write.tx, id, { forUpdate: true });
    if (!row) throw ribbonNotFound(id);
    if (row.name !== seen.name) continue;
    // Products that took the name and committed while we waited for the ribbon; later ones wait for us.
    const late = (await lockProductsNamed(write, row.name)).filter(
      (productId) => !productIds.includes(productId),
    );
    return { row, productIds: [...productIds, ...late] };
  }
}

/**
 * Gives the locked products ribbon `to`, or takes their ribbon off when `to` is undefined.
 *
 * @example
 * ```ts
 * await relabelProducts(write, locked.productIds, "Summer sale");
 * await relabelProducts(write, locked.productIds, undefined);
 * ```
 */
export async function relabelProducts(
  write: CatalogTransaction,
  productIds: readonly string[],
  to: string | undefined,
): Promise<void> {
  for (const id of productIds) {
    await changeProduct(write, id, ({ ribbon: _, ...rest }) =>
      deriveProduct(to === undefined ? rest : { ...rest, ribbon: to }, write.context),
    );
  }
}
