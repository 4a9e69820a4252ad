/**
 * The events of an order's payments, refunds and fulfilments, as the
 * provider's `@wix/ecom` typings declare them: `wix.ecom.v1.order_updated`
 * (updated, the order as it is now), `wix.ecom.v1.order_payment_status_updated`
 * (action, `{order, previousPaymentStatus}`),
 * `wix.ecom.v1.order_transactions_refund_completed` (action, `{orderId, refund,
 * sideEffects, orderTransactions}`), `wix.ecom.v1.fulfillments_updated`
 * (updated, `{orderId, fulfillments}`) and `wix.ecom.v1.order_fulfilled`
 * (action, `{order, previousFulfillmentStatus, newFulfillmentStatus, action}`).
 */
import { domainEvent } from "../../events/domain-event.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import type { OrderDocument, OrderFulfillmentStatus, OrderPaymentStatus } from "../orders/order-document.ts";
import type { OrderRefund, OrderTransactions } from "./order-transactions.ts";

const ORDER_FQDN = "wix.ecom.v1.order";
const TRANSACTIONS_FQDN = "wix.ecom.v1.order_transactions";
const FULFILLMENTS_FQDN = "wix.ecom.v1.fulfillments";

/** Who and when: the identity an event carries and its time. */
export interface EventOrigin {
  identity: EventIdentity;
  now: string;
}

/**
 * `wix.ecom.v1.order_updated` with the order as it is now and the fields that changed.
 *
 * @example
 * ```ts
 * orderUpdatedEvent(order, ["paymentStatus"], { identity, now });
 * ```
 */
export function orderUpdatedEvent(order: OrderDocument, fields: string[], origin: EventOrigin): OutboxEvent {
  const modifiedFields = Object.fromEntries(
    fields.map((field) => [field, (order as unknown as Record<string, unknown>)[field]]),
  );
  return domainEvent(
    {
      fqdn: ORDER_FQDN,
      slug: "updated",
      entityId: order.id,
      part: { updatedEvent: { currentEntity: order, modifiedFields } },
    },
    origin.identity,
    origin.now,
  );
}

/**
 * `wix.ecom.v1.order_payment_status_updated` after `order`'s payment status changed from `previous`.
 *
 * @example
 * ```ts
 * paymentStatusUpdatedEvent(order, "PAID", { identity, now });
 * ```
 */
export function paymentStatusUpdatedEvent(
  order: OrderDocument,
  previous: OrderPaymentStatus,
  origin: EventOrigin,
): OutboxEvent {
  return domainEvent(
    {
      fqdn: ORDER_FQDN,
      slug: "payment_status_updated",
      entityId: order.id,
      part: { actionEvent: { body: { order, previousPaymentStatus: previous } } },
    },
    origin.identity,
    origin.now,
  );
}

/**
 * `wix.ecom.v1.order_transactions_refund_completed` for a refund made, with its side effects.
 *
 * @example
 * ```ts
 * refundCompletedEvent(transactions, refund, { restockInfo, sendOrderRefundedEmail: false }, origin);
 * ```
 */
export function refundCompletedEvent(
  transactions: OrderTransactions,
  refund: OrderRefund,
  sideEffects: Record<string, unknown>,
  origin: EventOrigin,
): OutboxEvent {
  return domainEvent(
    {
      fqdn: TRANSACTIONS_FQDN,
      slug: "refund_completed",
      entityId: transactions.orderId,
      part: {
        actionEvent: {
          body: { orderId: transactions.orderId, refund, sideEffects, orderTransactions: transactions },
        },
      },
    },
    origin.identity,
    origin.now,
  );
}

/**
 * `wix.ecom.v1.fulfillments_updated` with the order's fulfilments as they are now.
 *
 * @example
 * ```ts
 * fulfillmentsUpdatedEvent({ orderId, fulfillments }, origin);
 * ```
 */
export function fulfillmentsUpdatedEvent(
  entity: { orderId: string; fulfillments: unknown[] },
  origin: EventOrigin,
): OutboxEvent {
  return domainEvent(
    {
      fqdn: FULFILLMENTS_FQDN,
      slug: "updated",
      entityId: entity.orderId,
      part: {
        updatedEvent: { currentEntity: entity, modifiedFields: { fulfillments: entity.fulfillments } },
      },
    },
    origin.identity,
    origin.now,
  );
}

/**
 * `wix.ecom.v1.order_fulfilled` after `order`'s fulfilment status changed from `previous`.
 *
 * @example
 * ```ts
 * orderFulfilledEvent(order, "NOT_FULFILLED", origin);
 * ```
 */
export function orderFulfilledEvent(
  order: OrderDocument,
  previous: OrderFulfillmentStatus,
  origin: EventOrigin,
): OutboxEvent {
  return domainEvent(
    {
      fqdn: ORDER_FQDN,
      slug: "fulfilled",
      entityId: order.id,
      part: {
        actionEvent: {
          body: {
            order,
            previousFulfillmentStatus: previous,
            newFulfillmentStatus: order.fulfillmentStatus,
            action: "FULFILLMENT_CREATED",
          },
        },
      },
    },
    origin.identity,
    origin.now,
  );
}
