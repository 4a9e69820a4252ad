/**
 * Order stock on a catalogue v1 store: taking units of tracked variants, or
 * putting them back. The products are locked
 * (`for update`, in id order, so concurrent orders cannot deadlock) for the
 * rest of the transaction, stock never goes below zero, and each changed
 * product is re-derived, saved and records `InventoryVariantsChanged` with the
 * reason `ORDER` or `REVERT_INVENTORY_CHANGE`.
 */

import type { InventoryChangeReason } from "@vitrine/sdk/catalog-v3";
import { deriveProduct } from "../../catalog/model/derive-product.ts";
import type { ProductDocument, VariantDocument } from "../../catalog/model/product-document.ts";
import { loadProductsForUpdate, saveProduct } from "../../catalog/store/product-repository.ts";
import { inventoryEvents } from "../../catalog/writes/inventory-events.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { gone, stockShort } from "./stock-failures.ts";
import type { StockDirection, StockMove } from "./stock-move.ts";

function withQuantities(product: ProductDocument, change: Map<string, number>): ProductDocument {
  const variants = ((product.variants ?? []) as VariantDocument[]).map((variant) => {
    const delta = change.get(variant.id);
    if (delta === undefined) return variant;
    return { ...variant, stock: { ...variant.stock, quantity: (variant.stock?.quantity ?? 0) + delta } };
  });
  return { ...product, variants };
}

/**
 * Applies `moves` to the v1 products in `direction` (see the module comment); a take throws the
 * 409 of the first short or vanished line.
 *
 * @example
 * ```ts
 * await applyV1StockMoves(write, moves, -1, "ORDER");
 * ```
 */
export async function applyV1StockMoves(
  write: EcomTransaction,
  moves: readonly StockMove[],
  direction: StockDirection,
  reason: InventoryChangeReason,
): Promise<void> {
  const products = await loadProductsForUpdate(
    write.tx,
    moves.map((move) => move.productId),
  );
  const changes = new Map<string, Map<string, number>>();
  for (const move of moves) {
    const product = products.get(move.productId);
    const variant = ((product?.variants ?? []) as VariantDocument[]).find((v) => v.id === move.variantId);
    if (!product || !variant) {
      if (direction === -1) throw gone(move);
      continue;
    }
    const perProduct = changes.get(product.id) ?? new Map<string, number>();
    changes.set(product.id, perProduct);
    const taken = perProduct.get(variant.id) ?? 0;
    if (product.stock?.trackInventory !== true) {
      if (direction === -1 && variant.stock?.inStock === false) throw stockShort(move, 0);
      continue;
    }
    const available = Math.max(0, variant.stock?.quantity ?? 0) + taken;
    if (direction === -1 && available < move.quantity) throw stockShort(move, available);
    perProduct.set(variant.id, taken + direction * move.quantity);
  }
  for (const [productId, change] of changes) {
    if (change.size === 0) continue;
    const before = products.get(productId) as ProductDocument;
    const after = deriveProduct(withQuantities(before, change), write.context);
    await saveProduct(write.tx, after);
    await recordEvents(write.tx, inventoryEvents(before, after, write.identity, write.context.now, reason));
  }
}
