/**
 * Order stock: taking units of tracked variants when an order is placed and
 * putting them back when it is canceled with restock. The products are locked
 * (`for update`, in id order, so concurrent orders cannot deadlock) for the
 * rest of the transaction, stock never goes below zero, and each changed
 * product is re-derived, saved and records `InventoryVariantsChanged` with the
 * reason `ORDER` or `REVERT_INVENTORY_CHANGE`.
 */
import { deriveProduct } from "../../catalog/model/derive-product.ts";
import type { ProductDocument, VariantDocument } from "../../catalog/model/product-document.ts";
import { loadProductsForUpdate, saveProduct } from "../../catalog/store/product-repository.ts";
import { inventoryEvents, type StockChangeReason } from "../../catalog/writes/inventory-events.ts";
import { ApplicationFailure } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { ITEM_NOT_FOUND_IN_CATALOG } from "../pricing/resolve-reference.ts";

/** Units of one variant an order line takes or gives back. */
export interface StockMove {
  lineItemId: string;
  productId: string;
  variantId: string;
  quantity: number;
}

function stockShort(move: StockMove, available: number): ApplicationFailure {
  const code = available === 0 ? "FULL_OUT_OF_STOCK" : "PARTIAL_OUT_OF_STOCK";
  return new ApplicationFailure(
    409,
    code,
    `Line item ${move.lineItemId} asks for ${move.quantity} and only ${available} ${available === 1 ? "is" : "are"} in stock`,
    {
      lineItemId: move.lineItemId,
      catalogItemId: move.productId,
      variantId: move.variantId,
      quantityRequested: move.quantity,
      quantityAvailable: available,
    },
  );
}

function gone(move: StockMove): ApplicationFailure {
  return new ApplicationFailure(
    409,
    ITEM_NOT_FOUND_IN_CATALOG,
    `Line item ${move.lineItemId} names a product or variant no longer in the catalogue`,
    { lineItemId: move.lineItemId, catalogItemId: move.productId, variantId: move.variantId },
  );
}

function withQuantities(product: ProductDocument, change: Map<string, number>): ProductDocument {
  const variants = ((product.variants ?? []) as VariantDocument[]).map((variant) => {
    const delta = change.get(variant.id);
    if (delta === undefined) return variant;
    return { ...variant, stock: { ...variant.stock, quantity: (variant.stock?.quantity ?? 0) + delta } };
  });
  return { ...product, variants };
}

async function applyMoves(
  write: EcomTransaction,
  moves: readonly StockMove[],
  direction: -1 | 1,
  reason: StockChangeReason,
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

/**
 * Takes the units of `moves` from stock (tracked variants only); throws 409 `FULL_OUT_OF_STOCK` or
 * `PARTIAL_OUT_OF_STOCK` naming the first short line (or `ITEM_NOT_FOUND_IN_CATALOG` for a line whose
 * product or variant is gone), changing nothing.
 *
 * @example
 * ```ts
 * await takeStock(write, [{ lineItemId: "l1", productId: "p1", variantId: "v1", quantity: 2 }]);
 * ```
 */
export function takeStock(write: EcomTransaction, moves: readonly StockMove[]): Promise<void> {
  return applyMoves(write, moves, -1, "ORDER");
}

/**
 * Puts the units of `moves` back (tracked variants of products still in the catalogue).
 *
 * @example
 * ```ts
 * await restock(write, moves);
 * ```
 */
export function restock(write: EcomTransaction, moves: readonly StockMove[]): Promise<void> {
  return applyMoves(write, moves, 1, "REVERT_INVENTORY_CHANGE");
}
