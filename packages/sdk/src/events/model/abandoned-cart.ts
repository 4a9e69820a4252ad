/**
 * Payloads of the cart abandonment events (`com.wix.ecommerce.cart.abandonment.api.v1.*`): a cart
 * left without checking out, and one checked out afterwards. Wire field names; `Time` is `Date`
 * once the event's timestamps are converted, or `string` for raw JSON.
 */

/** Every {@link BuyerIdentity}. */
export const BUYER_IDENTITIES = ["ADMIN", "MEMBER", "VISITOR", "CONTACT"] as const;
/** Who the buyer of an abandoned cart is. */
export type BuyerIdentity = (typeof BUYER_IDENTITIES)[number];

/** The buyer of an abandoned cart. */
export interface BuyerInfo {
  /** Customer id (member, visitor or contact id, by `identityType`). */
  id?: string;
  identityType?: BuyerIdentity;
  email?: string | null;
  phone?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Amounts of an abandoned cart. */
export interface CartTotals {
  /** Line items, before shipping and taxes. */
  subtotal?: number | null;
  total?: number | null;
  /** `total` with its currency symbol. */
  formattedTotal?: string;
}

/**
 * Payload of the cart abandoned event.
 *
 * @example
 * ```ts
 * function remind({ data }: { data: CartAbandonedEvent }) {
 *   if (data.buyerInfo?.email) sendReminder(data.buyerInfo.email, data.checkoutUrl);
 * }
 * ```
 */
export interface CartAbandonedEvent<Time = Date> {
  cartId?: string;
  creationTime?: Time | null;
  abandonTime?: Time | null;
  buyerInfo?: BuyerInfo;
  itemsCount?: number;
  couponId?: string;
  totals?: CartTotals;
  /** Checkout with the abandoned cart's content. */
  checkoutUrl?: string;
  status?: "ABANDONED";
}

/**
 * Payload of the cart recovered event.
 *
 * @example
 * ```ts
 * function onRecovered({ data }: { data: CartRecoveredEvent }) {
 *   console.log(data.cartId, data.recoveredTime);
 * }
 * ```
 */
export interface CartRecoveredEvent<Time = Date> {
  cartId?: string;
  recoveredTime?: Time | null;
  creationTime?: Time | null;
  abandonedTime?: Time | null;
  status?: "RECOVERED";
}
