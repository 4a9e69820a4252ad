/**
 * Cancels a placed order in the caller's transaction: the one way an order is cancelled, used by
 * the cancel call and the demo store's history. Status CANCELED with an `ORDER_CANCELED`
 * activity, with `restockAllItems` the lines' units back in stock (`InventoryVariantsChanged`,
 * reason REVERT_INVENTORY_CHANGE), and `order_canceled` in the outbox; an unknown order is 404
 * `ORDER_NOT_FOUND`, one already cancelled 400 `ORDER_CANCELED`, and neither changes anything.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure, notFound } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { lockedOrder, saveLockedOrder } from "./locked-order.ts";
import type { OrderDocument } from "./order-document.ts";
import { orderCanceledEvent } from "./order-events.ts";
import { restock } from "./stock-changes.ts";

/** How an order is cancelled. */
export interface CancelOptions {
  restockAllItems: boolean;
  sendOrderCanceledEmail: boolean;
}

/**
 * The provider's 404 for an order id that names no order.
 *
 * @example
 * ```ts
 * throw orderNotFound("o1");
 * ```
 */
export function orderNotFound(id: string): ApplicationFailure {
  return notFound("ORDER_NOT_FOUND", `Order ${id} not found`);
}

/**
 * Cancels order `id` at `write`'s time; resolves to the cancelled order.
 *
 * @example
 * ```ts
 * const order = await inEcomTransaction(input, (write) =>
 *   cancelPlacedOrder(write, id, { restockAllItems: true, sendOrderCanceledEmail: false }),
 * );
 * ```
 */
export async function cancelPlacedOrder(
  write: EcomTransaction,
  id: string,
  options: CancelOptions,
): Promise<OrderDocument> {
  const found = await lockedOrder(write.tx, id);
  if (!found) throw orderNotFound(id);
  const placed = found.order;
  if (placed.status === "CANCELED")
    throw new ApplicationFailure(400, "ORDER_CANCELED", `Order ${id} is already canceled`, { orderId: id });
  const now = write.context.now;
  if (options.restockAllItems)
    await restock(
      write,
      placed.lineItems.map((line) => ({
        lineItemId: line.id,
        productId: line.catalogReference.catalogItemId,
        variantId: line.catalogReference.options?.variantId ?? "",
        quantity: line.quantity,
      })),
    );
  const order: OrderDocument = {
    ...placed,
    status: "CANCELED",
    updatedDate: now,
    lineItems: options.restockAllItems
      ? placed.lineItems.map((line) => ({ ...line, restockQuantity: line.quantity }))
      : placed.lineItems,
    activities: [...placed.activities, { id: randomUUID(), createdDate: now, type: "ORDER_CANCELED" }],
  };
  await saveLockedOrder(write.tx, order);
  await recordEvents(write.tx, [orderCanceledEvent(order, options, write.identity, now)]);
  return order;
}
