/**
 * The domain events of orders and checkouts, as the provider's `@wix/ecom`
 * typings declare them: `wix.ecom.v1.order_created` (created, entity = the
 * order), `wix.ecom.v1.order_canceled` (action, body `{order, restockAllItems,
 * sendOrderCanceledEmail}`) and `wix.ecom.v1.checkout_completed` (action, body
 * `{checkout}`).
 */
import { domainEvent } from "../../events/domain-event.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import type { CheckoutDocument } from "../checkout/checkout-document.ts";
import type { OrderDocument } from "./order-document.ts";

const ORDER_FQDN = "wix.ecom.v1.order";
const CHECKOUT_FQDN = "wix.ecom.v1.checkout";

/**
 * `wix.ecom.v1.order_created` for a new order.
 *
 * @example
 * ```ts
 * await recordEvents(tx, [orderCreatedEvent(order, identity, now)]);
 * ```
 */
export function orderCreatedEvent(order: OrderDocument, identity: EventIdentity, now: string): OutboxEvent {
  return domainEvent(
    { fqdn: ORDER_FQDN, slug: "created", entityId: order.id, part: { createdEvent: { entity: order } } },
    identity,
    now,
  );
}

/**
 * `wix.ecom.v1.order_canceled` for a canceled order.
 *
 * @example
 * ```ts
 * orderCanceledEvent(order, { restockAllItems: true, sendOrderCanceledEmail: false }, identity, now);
 * ```
 */
export function orderCanceledEvent(
  order: OrderDocument,
  options: { restockAllItems: boolean; sendOrderCanceledEmail: boolean },
  identity: EventIdentity,
  now: string,
): OutboxEvent {
  return domainEvent(
    {
      fqdn: ORDER_FQDN,
      slug: "canceled",
      entityId: order.id,
      part: { actionEvent: { body: { order, ...options } } },
    },
    identity,
    now,
  );
}

/**
 * `wix.ecom.v1.checkout_completed` for a checkout an order was placed from (or marked completed).
 *
 * @example
 * ```ts
 * checkoutCompletedEvent(checkout, identity, now);
 * ```
 */
export function checkoutCompletedEvent(
  checkout: CheckoutDocument,
  identity: EventIdentity,
  now: string,
): OutboxEvent {
  return domainEvent(
    {
      fqdn: CHECKOUT_FQDN,
      slug: "completed",
      entityId: checkout.id,
      part: { actionEvent: { body: { checkout } } },
    },
    identity,
    now,
  );
}
