/**
 * A ribbon and the products that carry it, locked for a rename or deletion
 * (which then relabels those products through their catalogue's
 * `RibbonCarriers`).
 *
 * Locks are taken in the order product writes take them, products first and
 * then the ribbon (a product write locks its product, then share-locks the
 * ribbons it names), so a ribbon change and a product write do not deadlock;
 * once the ribbon is locked, products that took its name meanwhile are
 * collected too, and later ones wait for the change and then see it.
 */

import type { RibbonCarriers } from "../../catalog-core/ribbons/ribbon-carriers.ts";
import type { RibbonRow } from "../../catalog-core/ribbons/ribbon-entity.ts";
import { loadRibbon } from "../../catalog-core/ribbons/ribbon-store.ts";
import type { CatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import { notFound } from "../../errors.ts";

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

/**
 * Locks the products carrying ribbon `id`, then the ribbon itself; 404 when there is no such
 * ribbon. Should the ribbon be renamed in between, the products of its new name are locked too.
 *
 * @example
 * ```ts
 * const { row, productIds } = await lockRibbonAndProducts(write, id, carriers);
 * ```
 */
export async function lockRibbonAndProducts(
  write: CatalogTransaction,
  id: string,
  carriers: RibbonCarriers,
): Promise<LockedRibbon> {
  for (;;) {
    const seen = await loadRibbon(write.tx, id);
    if (!seen) throw ribbonNotFound(id);
    const productIds = await carriers.lockCarrying(write, seen.name);
    const row = await loadRibbon(write.tx, id, { forUpdate: true });
    if (!row) throw ribbonNotFound(id);
    if (row.name !== seen.name) continue;
    // Products that took the name and committed while we waited for the ribbon; later ones wait for us.
    const late = (await carriers.lockCarrying(write, row.name)).filter(
      (productId) => !productIds.includes(productId),
    );
    return { row, productIds: [...productIds, ...late] };
  }
}
