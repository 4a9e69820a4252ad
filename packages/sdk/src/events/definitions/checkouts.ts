/**
 * The checkout event `wix.ecom.v1.checkout_completed`: an action domain event whose body carries
 * the checkout, sent when its order is paid or it is marked completed.
 */
import type { Checkout } from "../../ecom/model/checkout.js";
import type { DomainEventDefinition } from "../event-definition.js";

/** The body of `wix.ecom.v1.checkout_completed`. */
export interface CheckoutCompletedEvent<Time = Date> {
  checkout?: Checkout<Time>;
}

/**
 * A checkout was completed; the handler gets `{ data: CheckoutCompletedEvent, metadata }`.
 *
 * @example
 * ```ts
 * webhooks.on(checkoutCompleted, ({ data }) => thank(data.checkout?.buyerInfo?.email));
 * ```
 */
export const checkoutCompleted: DomainEventDefinition<
  "wix.ecom.v1.checkout_completed",
  CheckoutCompletedEvent,
  "action"
> = {
  type: "wix.ecom.v1.checkout_completed",
  kind: "domain",
  action: "action",
  dates: ["data.checkout.createdDate", "data.checkout.updatedDate"],
};
