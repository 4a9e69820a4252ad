/**
 * The order events: `wix.ecom.v1.order_created` (a created domain event whose entity is the
 * `Order`) and `wix.ecom.v1.order_canceled` (an action domain event whose body carries the
 * canceled order and how it was canceled).
 */
import type { Order } from "../../ecom/model/order.js";
import { orderDates } from "../../ecom/order-dates.js";
import type { DomainEventDefinition } from "../event-definition.js";

/** The body of `wix.ecom.v1.order_canceled`. */
export interface OrderCanceledEvent<Time = Date> {
  /** The order, canceled. */
  order?: Order<Time>;
  /** Whether its items went back into stock. */
  restockAllItems?: boolean;
  /** Whether the buyer was e-mailed. */
  sendOrderCanceledEmail?: boolean;
  /** The note sent in that e-mail. */
  customMessage?: string | null;
}

/**
 * An order was created; the handler gets `{ entity: Order, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(orderCreated, ({ entity }) => fulfil(entity.id, entity.lineItems));
 * ```
 */
export const orderCreated: DomainEventDefinition<"wix.ecom.v1.order_created", Order, "created"> = {
  type: "wix.ecom.v1.order_created",
  kind: "domain",
  action: "created",
  dates: /* @__PURE__ */ orderDates("entity"),
};

/**
 * An order was canceled; the handler gets `{ data: OrderCanceledEvent, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(orderCanceled, ({ data }) => stopShipping(data.order?.id, data.restockAllItems));
 * ```
 */
export const orderCanceled: DomainEventDefinition<
  "wix.ecom.v1.order_canceled",
  OrderCanceledEvent,
  "action"
> = {
  type: "wix.ecom.v1.order_canceled",
  kind: "domain",
  action: "action",
  dates: /* @__PURE__ */ orderDates("data.order"),
};
