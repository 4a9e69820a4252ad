/**
 * The refusals of an order's stock change: a line asking for more units than
 * are in stock (409 `FULL_OUT_OF_STOCK` / `PARTIAL_OUT_OF_STOCK`), and a line
 * whose product or variant left the catalogue (409 `ITEM_NOT_FOUND_IN_CATALOG`).
 */
import { ApplicationFailure } from "../../errors.ts";
import { ITEM_NOT_FOUND_IN_CATALOG } from "../pricing/resolve-reference.ts";
import type { StockMove } from "./stock-move.ts";

/**
 * The 409 for `move` when only `available` units are in stock.
 *
 * @example
 * ```ts
 * throw stockShort(move, 0); // FULL_OUT_OF_STOCK
 * ```
 */
export function stockShort(move: StockMove, available: number): ApplicationFailure {
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

/**
 * The 409 for `move` when its product or variant is gone.
 *
 * @example
 * ```ts
 * throw gone(move);
 * ```
 */
export function gone(move: StockMove): ApplicationFailure {
  return new ApplicationFailure(
    409,
    ITEM_NOT_FOUND_IN_CATALOG,
    `Line item ${move.lineItemId} names a product or variant no longer in the catalogue`,
    { lineItemId: move.lineItemId, catalogItemId: move.productId, variantId: move.variantId },
  );
}
