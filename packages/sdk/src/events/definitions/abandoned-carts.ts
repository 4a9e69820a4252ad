/**
 * The cart abandonment events (`com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent` and
 * `CartRecoveredEvent`): plain events whose payload is the handler's `data`.
 */
import type { PlainEventDefinition } from "../event-definition.js";
import type { CartAbandonedEvent, CartRecoveredEvent } from "../model/abandoned-cart.js";

/**
 * A cart was abandoned; the handler gets `{ data: CartAbandonedEvent, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(cartAbandoned, ({ data }) => scheduleReminder(data.cartId, data.checkoutUrl));
 * ```
 */
export const cartAbandoned: PlainEventDefinition<
  "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent",
  CartAbandonedEvent
> = {
  type: "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent",
  kind: "plain",
  dates: ["data.creationTime", "data.abandonTime"],
};

/**
 * An abandoned cart was checked out; the handler gets `{ data: CartRecoveredEvent, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(cartRecovered, ({ data }) => cancelReminder(data.cartId));
 * ```
 */
export const cartRecovered: PlainEventDefinition<
  "com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent",
  CartRecoveredEvent
> = {
  type: "com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent",
  kind: "plain",
  dates: ["data.recoveredTime", "data.creationTime", "data.abandonedTime"],
};
