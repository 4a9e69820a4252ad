/**
 * Refunds part or all of an order's payment (the provider's "trigger
 * refund"), in the caller's transaction. The amount is the one asked for, or
 * else the worth of the lines refunded (their price per unit times the
 * quantity) plus shipping when included. It refuses, changing nothing:
 * an unknown order (404 `ORDER_NOT_FOUND`), an order with nothing paid or all
 * refunded (400 `REFUND_NOT_AVAILABLE`), a payment the order does not have
 * (404 `PAYMENTS_NOT_FOUND`), a line the order does not have or more units
 * than are left to refund or restock (400 validation), and more than the
 * payment has left (400 `INVALID_AMOUNT`). A refund is recorded as succeeded;
 * the lines' `refundQuantity` (and `restockQuantity` for what is restocked)
 * grow, restocked units go back in stock (`InventoryVariantsChanged`, reason
 * REVERT_INVENTORY_CHANGE), `paymentStatus` becomes PARTIALLY_REFUNDED or
 * FULLY_REFUNDED, and `order_transactions_refund_completed`,
 * `order_payment_status_updated` (when it changed) and `order_updated` are recorded.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure, invalidField, notFound } from "../../errors.ts";
import { type OutboxEvent, recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import { orderNotFound } from "../orders/cancel-order.ts";
import { lockedOrder, saveLockedOrder } from "../orders/locked-order.ts";
import type { OrderDocument, OrderLineItem } from "../orders/order-document.ts";
import { restock } from "../orders/stock-changes.ts";
import { centsOf, orderPrice } from "../pricing/wire-money.ts";
import { orderUpdatedEvent, paymentStatusUpdatedEvent, refundCompletedEvent } from "./order-change-events.ts";
import {
  type OrderRefund,
  type OrderTransactions,
  paidCents,
  type RefundedLine,
  refundedCents,
  wireTransactions,
} from "./order-transactions.ts";
import type { RefundRequest } from "./refund-request.ts";

/** A refund made: the order's transactions after it and the refund's id. */
export interface RefundMade {
  orderTransactions: OrderTransactions;
  refundId: string;
}

function lineOf(order: OrderDocument, item: RefundedLine, field: string): OrderLineItem {
  const line = order.lineItems.find((candidate) => candidate.id === item.lineItemId);
  if (!line) throw invalidField(`${field}.lineItemId`, `names no line of order ${order.id}`, "INVALID_VALUE");
  return line;
}

function checkUnits(order: OrderDocument, items: RefundedLine[], field: string, done: keyof OrderLineItem) {
  items.forEach((item, index) => {
    const line = lineOf(order, item, `${field}[${index}]`);
    const left = line.quantity - ((line[done] as number | undefined) ?? 0);
    if (item.quantity > left)
      throw invalidField(`${field}[${index}].quantity`, `must be at most ${left}, the units left`, "MAX", {
        threshold: left,
      });
  });
}

function linesWorth(order: OrderDocument, items: RefundedLine[], shippingIncluded: boolean): number {
  const lines = items.reduce((sum, item) => {
    const line = lineOf(order, item, "details.items");
    return sum + Math.round((centsOf(line.lineItemPrice.amount) * item.quantity) / line.quantity);
  }, 0);
  return lines + (shippingIncluded ? centsOf(order.priceSummary.shipping.amount) : 0);
}

function restockedLines(order: OrderDocument, request: RefundRequest): RefundedLine[] {
  if (request.restock.type === "SOME_ITEMS") return request.restock.items;
  if (request.restock.type === "NO_ITEMS") return [];
  if (request.items.length > 0) return request.items;
  return order.lineItems
    .map((line) => ({ lineItemId: line.id, quantity: line.quantity - (line.restockQuantity ?? 0) }))
    .filter((line) => line.quantity > 0);
}

function addUnits(lines: OrderLineItem[], items: RefundedLine[], key: "refundQuantity" | "restockQuantity") {
  return lines.map((line) => {
    const units = items
      .filter((item) => item.lineItemId === line.id)
      .reduce((sum, item) => sum + item.quantity, 0);
    return units > 0 ? { ...line, [key]: (line[key] ?? 0) + units } : line;
  });
}

/**
 * Refunds order `id` as `request` asks, at `write`'s time (see the module comment).
 *
 * @example
 * ```ts
 * const made = await inEcomTransaction(input, (write) => refundOrder(write, id, readRefundRequest(payload)));
 * ```
 */
export async function refundOrder(
  write: EcomTransaction,
  id: string,
  request: RefundRequest,
): Promise<RefundMade> {
  const found = await lockedOrder(write.tx, id, "transactions");
  if (!found) throw orderNotFound(id);
  const { order, side: transactions } = found;
  const paid = paidCents(transactions.payments);
  if (paid === 0 || refundedCents(transactions.refunds) >= paid)
    throw new ApplicationFailure(400, "REFUND_NOT_AVAILABLE", `Order ${id} has no payment left to refund`, {
      orderId: id,
    });
  const payment = transactions.payments.find((candidate) => candidate.id === request.paymentId);
  if (!payment) throw notFound("PAYMENTS_NOT_FOUND", `Order ${id} has no payment ${request.paymentId}`);
  checkUnits(order, request.items, "details.items", "refundQuantity");
  const restocked = restockedLines(order, request);
  checkUnits(order, restocked, "restockInfo.items", "restockQuantity");
  const cents = request.amountCents ?? linesWorth(order, request.items, request.shippingIncluded);
  const left = paidCents(transactions.payments, payment.id) - refundedCents(transactions.refunds, payment.id);
  if (cents <= 0 || cents > left)
    throw new ApplicationFailure(
      400,
      "INVALID_AMOUNT",
      `A refund of ${orderPrice(cents, order.currency).formattedAmount} is more than the ${orderPrice(left, order.currency).formattedAmount} left on payment ${payment.id}`,
      { requested: orderPrice(cents, order.currency), refundable: orderPrice(left, order.currency) },
    );
  const now = write.context.now;
  const amount = orderPrice(cents, order.currency);
  const refund: OrderRefund = {
    id: randomUUID(),
    createdDate: now,
    transactions: [
      { paymentId: payment.id, amount, refundStatus: "SUCCEEDED", externalRefund: request.externalRefund },
    ],
    details: {
      items: request.items,
      lineItems: request.items,
      shippingIncluded: request.shippingIncluded,
      ...(request.reason ? { reason: request.reason } : {}),
    },
    summary: {
      requestedRefund: amount,
      pendingRefund: orderPrice(0, order.currency),
      refunded: amount,
      pending: false,
    },
  };
  const refunds = [...transactions.refunds, refund];
  const refundedTotal = refundedCents(refunds);
  if (restocked.length > 0)
    await restock(
      write,
      restocked.map((item) => {
        const line = lineOf(order, item, "restockInfo.items");
        const variantId = line.catalogReference.options?.variantId ?? "";
        return {
          lineItemId: line.id,
          productId: line.catalogReference.catalogItemId,
          variantId,
          quantity: item.quantity,
        };
      }),
    );
  const refunded: OrderDocument = {
    ...order,
    paymentStatus: refundedTotal >= paid ? "FULLY_REFUNDED" : "PARTIALLY_REFUNDED",
    updatedDate: now,
    lineItems: addUnits(
      addUnits(order.lineItems, request.items, "refundQuantity"),
      restocked,
      "restockQuantity",
    ),
    balanceSummary: { ...order.balanceSummary, refunded: orderPrice(refundedTotal, order.currency) },
    activities: [...order.activities, { id: randomUUID(), createdDate: now, type: "ORDER_REFUNDED" }],
  };
  const stored = { payments: transactions.payments, refunds };
  await saveLockedOrder(write.tx, refunded, { transactions: stored });
  const orderTransactions = wireTransactions(id, stored);
  const origin = { identity: write.identity, now };
  const sideEffects = {
    restockInfo: { type: request.restock.type, items: restocked },
    sendOrderRefundedEmail: request.sendOrderRefundedEmail,
    ...(request.customMessage ? { customMessage: request.customMessage } : {}),
  };
  const events: OutboxEvent[] = [refundCompletedEvent(orderTransactions, refund, sideEffects, origin)];
  if (refunded.paymentStatus !== order.paymentStatus)
    events.push(paymentStatusUpdatedEvent(refunded, order.paymentStatus, origin));
  events.push(orderUpdatedEvent(refunded, ["paymentStatus", "lineItems", "balanceSummary"], origin));
  await recordEvents(write.tx, events);
  return { orderTransactions, refundId: refund.id };
}
