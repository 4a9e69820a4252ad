/**
 * Orders by id (`/ecom/v1/orders/{id}`), merchant or app credentials: read one, cancel one.
 * Timestamps come back as `Date`. Bodies follow the provider's client's field order.
 */
import { defineCall } from "../core/define-call.js";
import type { Order } from "./model/order.js";
import { orderDates } from "./order-dates.js";

const ORDER_DATES = /* @__PURE__ */ orderDates("order");

const orderOf = (wire: { order: Order }) => wire.order;

/** Options of `cancelOrder`. */
export interface CancelOrderOptions {
  /** E-mail the buyer that the order was canceled. */
  sendOrderCanceledEmail?: boolean;
  /** A note for that e-mail. */
  customMessage?: string | null;
  /** Put the order's items back in stock. */
  restockAllItems?: boolean;
}

/**
 * Reads an order; a missing one fails with an `ApplicationError` coded `ORDER_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const order = await admin.orders.getOrder(orderId);
 * ```
 */
export const getOrder = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/ecom/v1/orders/{id}",
  request: (id: string) => ({ query: { id } }),
  dates: ORDER_DATES,
  response: orderOf,
});

/**
 * Cancels an order and answers it (`status: "CANCELED"`).
 *
 * @example
 * ```ts
 * const order = await admin.orders.cancelOrder(orderId, { sendOrderCanceledEmail: true, restockAllItems: true });
 * ```
 */
export const cancelOrder = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/orders/{id}/cancel",
  request: (id: string, options: CancelOrderOptions = {}) => ({
    body: {
      id,
      sendOrderCanceledEmail: options.sendOrderCanceledEmail,
      customMessage: options.customMessage,
      restockAllItems: options.restockAllItems,
    },
  }),
  dates: ORDER_DATES,
  response: orderOf,
});
