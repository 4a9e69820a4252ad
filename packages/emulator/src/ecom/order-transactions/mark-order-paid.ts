/**
 * Marks an unpaid order paid (the provider's "mark as paid", payments
 * collector): an offline payment of what is still owed joins its
 * transactions, `paymentStatus` becomes PAID with an `ORDER_PAID` activity,
 * and `order_payment_status_updated` and `order_updated` go to the outbox. An
 * order already paid (or refunded) is 400 `ORDER_ALREADY_PAID`, a canceled
 * one 400 `ORDER_CANCELED`, an unknown one 404 `ORDER_NOT_FOUND`; none
 * changes anything.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure } from "../../errors.ts";
import { recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { orderNotFound } from "../orders/cancel-order.ts";
import { lockedOrder, saveLockedOrder } from "../orders/locked-order.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import { centsOf, orderPrice } from "../pricing/wire-money.ts";
import { orderUpdatedEvent, paymentStatusUpdatedEvent } from "./order-change-events.ts";
import { newPayment, paidCents } from "./order-transactions.ts";

/**
 * Marks order `id` paid at `write`'s time; resolves to the order.
 *
 * @example
 * ```ts
 * const order = await inEcomTransaction(input, (write) => markOrderPaid(write, id));
 * ```
 */
export async function markOrderPaid(write: EcomTransaction, id: string): Promise<OrderDocument> {
  const found = await lockedOrder(write.tx, id, "transactions");
  if (!found) throw orderNotFound(id);
  const { order, side: transactions } = found;
  if (order.status === "CANCELED")
    throw new ApplicationFailure(400, "ORDER_CANCELED", `Order ${id} is canceled`, { orderId: id });
  if (order.paymentStatus !== "NOT_PAID" && order.paymentStatus !== "PENDING")
    throw new ApplicationFailure(
      400,
      "ORDER_ALREADY_PAID",
      `Only an unpaid order can be marked paid: order ${id} is ${order.paymentStatus}`,
      { orderId: id },
    );
  const now = write.context.now;
  const totalCents = centsOf(order.priceSummary.total.amount);
  const owed = totalCents - paidCents(transactions.payments);
  const payments = [...transactions.payments, newPayment(orderPrice(owed, order.currency), "Offline", now)];
  const paid: OrderDocument = {
    ...order,
    paymentStatus: "PAID",
    updatedDate: now,
    balanceSummary: {
      ...order.balanceSummary,
      balance: orderPrice(0, order.currency),
      paid: orderPrice(totalCents, order.currency),
    },
    activities: [...order.activities, { id: randomUUID(), createdDate: now, type: "ORDER_PAID" }],
  };
  await saveLockedOrder(write.tx, paid, { transactions: { ...transactions, payments } });
  const origin = { identity: write.identity, now };
  await recordEvents(write.tx, [
    paymentStatusUpdatedEvent(paid, order.paymentStatus, origin),
    orderUpdatedEvent(paid, ["paymentStatus", "balanceSummary"], origin),
  ]);
  return paid;
}
