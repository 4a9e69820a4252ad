/**
 * Order stock on a catalogue v3 store: taking units from, or putting them
 * back into, the inventory items of the lines' variants. The items are locked
 * (`for update`, in id order, so concurrent orders cannot deadlock) for the
 * rest of the transaction. A tracked quantity never goes below zero, except
 * for an item taking pre-orders: its units past the stock are pre-ordered and
 * take the quantity below zero, down to minus its pre-order limit (the
 * provider's `preorderInfo.limit`, 100 000 when unset), so a negative
 * quantity is the units pre-ordered and not yet covered by stock. An
 * untracked item out of stock refuses a take unless it takes pre-orders.
 * Each changed item gets a new revision and records its inventory events,
 * and the products' availability follows.
 */
import type { InventoryChangeReason } from "@vitrine/sdk/catalog-v3";
import { inventoryChangeEvents } from "../../catalog-v3/inventory/inventory-events-v3.ts";
import {
  INVENTORY_COLUMNS,
  type InventoryItemRow,
  type PreorderStock,
  preorderCapacity,
  refreshAvailability,
} from "../../catalog-v3/store/inventory-rows.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { gone, stockShort } from "./stock-failures.ts";
import type { StockDirection, StockMove } from "./stock-move.ts";

/** The units an order may still take of a tracked item: its stock, plus what pre-order has left. */
function unitsToOrder(item: PreorderStock): number {
  return Math.max(0, item.quantity ?? 0) + preorderCapacity(item);
}

async function lockItems(write: EcomTransaction, moves: readonly StockMove[]) {
  const rows = await write.tx.query<InventoryItemRow>(
    `select ${INVENTORY_COLUMNS} from v3_inventory_items i
     where i.variant_id = any($1::text[]) order by i.id for update`,
    [[...new Set(moves.map((move) => move.variantId))]],
  );
  return new Map(rows.map((row) => [row.variant_id, row]));
}

/**
 * Applies `moves` to the v3 inventory items in `direction` (see the module comment); a take throws
 * the 409 of the first short or vanished line and changes nothing.
 *
 * @example
 * ```ts
 * await applyV3StockMoves(write, moves, -1, "ORDER");
 * ```
 */
export async function applyV3StockMoves(
  write: EcomTransaction,
  moves: readonly StockMove[],
  direction: StockDirection,
  reason: InventoryChangeReason,
): Promise<void> {
  const items = await lockItems(write, moves);
  const deltas = new Map<string, number>();
  for (const move of moves) {
    const item = items.get(move.variantId);
    if (!item || item.product_id !== move.productId) {
      if (direction === -1) throw gone(move);
      continue;
    }
    if (!item.track_quantity) {
      if (direction === -1 && !item.in_stock && !item.preorder_enabled) throw stockShort(move, 0);
      continue;
    }
    const delta = deltas.get(item.id) ?? 0;
    const available = unitsToOrder({ ...item, quantity: (item.quantity ?? 0) + delta });
    if (direction === -1 && available < move.quantity) throw stockShort(move, available);
    deltas.set(item.id, delta + direction * move.quantity);
  }
  const changed = [...items.values()].filter((item) => (deltas.get(item.id) ?? 0) !== 0);
  for (const before of changed) {
    const quantity = (before.quantity ?? 0) + (deltas.get(before.id) ?? 0);
    await write.tx.query(
      `update v3_inventory_items set quantity = $2, in_stock = $2 > 0, revision = revision + 1, updated_date = $3
       where id = $1`,
      [before.id, quantity, write.context.now],
    );
    const after = { ...before, quantity, in_stock: quantity > 0 };
    await recordEvents(
      write.tx,
      inventoryChangeEvents(before, after, write.identity, write.context.now, reason),
    );
  }
  if (changed.length > 0)
    await refreshAvailability(write.tx, [...new Set(changed.map((item) => item.product_id))]);
}
