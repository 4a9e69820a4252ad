/**
 * The calls on an order's payments, merchant only (403 for visitors and
 * members), at the provider's paths:
 * - `GET /ecom/v1/payments/orders/{orderId}` → `{orderTransactions}` (Order
 *   Transactions' list for one order; 404 `ORDER_NOT_FOUND`);
 * - `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid` →
 *   `{order}` (`mark-order-paid.ts`);
 * - `POST /ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund`
 *   `{payments: [{paymentId, amount?}], details?: {items?, shippingIncluded?,
 *   reason?}, restockInfo?}` → `{orderTransactions, refundId,
 *   failedPaymentIds: []}` (`refund-order.ts`).
 */
import type { Endpoint } from "../../http/endpoint.ts";
import { readId } from "../ecom-input.ts";
import { inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import { orderNotFound } from "../orders/cancel-order.ts";
import { orderWith } from "../orders/locked-order.ts";
import { markOrderPaid } from "./mark-order-paid.ts";
import { wireTransactions } from "./order-transactions.ts";
import { refundOrder } from "./refund-order.ts";
import { readRefundRequest } from "./refund-request.ts";

/** GET `/ecom/v1/payments/orders/{orderId}`. */
export const listOrderTransactions: Endpoint = {
  method: "GET",
  path: "/ecom/v1/payments/orders/{orderId}",
  access: "write",
  async handle(input) {
    const id = readId(input.payload.orderId, "orderId");
    const found = await orderWith(input.db, id, "transactions");
    if (!found) throw orderNotFound(id);
    return { orderTransactions: wireTransactions(id, found.side) };
  },
};

/** POST `/ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid`. */
export const markAsPaid: Endpoint = {
  method: "POST",
  path: "/ecom/v1/payments-collector/orders/{ecomOrderId}/mark-as-paid",
  access: "write",
  handle(input) {
    const id = readId(input.payload.ecomOrderId, "ecomOrderId");
    return inEcomTransaction(writeInput(input), async (write) => ({ order: await markOrderPaid(write, id) }));
  },
};

/** POST `/ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund`. */
export const triggerRefund: Endpoint = {
  method: "POST",
  path: "/ecom/v1/payments-collector/orders/{ecomOrderId}/trigger-refund",
  access: "write",
  handle(input) {
    const id = readId(input.payload.ecomOrderId, "ecomOrderId");
    const request = readRefundRequest(input.payload);
    return inEcomTransaction(writeInput(input), async (write) => ({
      ...(await refundOrder(write, id, request)),
      failedPaymentIds: [],
    }));
  },
};

/** The order transaction endpoints. */
export const orderTransactionEndpoints: readonly Endpoint[] = [
  listOrderTransactions,
  markAsPaid,
  triggerRefund,
];
