/**
 * Order stock: taking units of tracked variants when an order is placed and
 * putting them back when it is canceled with restock, in the caller's
 * transaction, from the catalogue the store runs (v1 products' variants, or
 * v3 inventory items). Stock never goes below zero; a short line refuses the
 * whole change; each change records `InventoryVariantsChanged` with the
 * reason `ORDER` or `REVERT_INVENTORY_CHANGE`.
 */
import type { InventoryChangeReason } from "@vitrine/sdk/catalog-v3";
import type { EcomTransaction } from "../ecom-transaction.ts";
import type { StockDirection, StockMove } from "./stock-move.ts";
import { applyV1StockMoves } from "./v1-stock-moves.ts";
import { applyV3StockMoves } from "./v3-stock-moves.ts";

function applyMoves(
  write: EcomTransaction,
  moves: readonly StockMove[],
  direction: StockDirection,
  reason: InventoryChangeReason,
): Promise<void> {
  return write.context.catalogVersion === "V3_CATALOG"
    ? applyV3StockMoves(write, moves, direction, reason)
    : applyV1StockMoves(write, moves, direction, reason);
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
 * Puts the units of `moves` back (tracked variants still in the catalogue).
 *
 * @example
 * ```ts
 * await restock(write, moves);
 * ```
 */
export function restock(write: EcomTransaction, moves: readonly StockMove[]): Promise<void> {
  return applyMoves(write, moves, 1, "REVERT_INVENTORY_CHANGE");
}
