/**
 * Checkouts (`/ecom/v1/checkouts/{id}`): read one, set the buyer's details, get its checkout page
 * URL, make its order (merchant or app credentials) or mark it completed. Timestamps come back
 * as `Date`. Bodies follow the provider's client's field order (addresses included), so both
 * clients send the same bytes.
 */
import { defineCall } from "../core/define-call.js";
import type { Checkout, CheckoutUpdate } from "./model/checkout.js";
import { withWireAddresses } from "./wire-address.js";

const CHECKOUT_DATES = [
  "checkout.createdDate",
  "checkout.updatedDate",
  "checkout.lineItems.serviceProperties.scheduledDate",
] as const;

const CHECKOUT_ADDRESSES = ["billingInfo.address", "shippingInfo.shippingDestination.address"] as const;

const checkoutOf = (wire: { checkout: Checkout }) => wire.checkout;

/** Options of `updateCheckout`: codes to apply and lines to add besides the checkout's fields. */
export interface UpdateCheckoutOptions {
  couponCode?: string | null;
  giftCardCode?: string | null;
  overrideCheckoutUrl?: string | null;
  lineItems?: Record<string, unknown>[];
  customLineItems?: Record<string, unknown>[];
  /** How much of the gift card to use (decimal string). */
  giftCardRedeemAmount?: string | null;
}

/** Options of `createOrder`. */
export interface CreateOrderOptions {
  savePaymentMethod?: boolean;
  delayCapture?: boolean;
}

/** What `createOrder` answers: the order's id (or, for a subscription, the subscription's). */
export interface CreatedOrder {
  orderId?: string;
  subscriptionId?: string;
  paymentGatewayOrderId?: string | null;
}

/**
 * Reads a checkout by id.
 *
 * @example
 * ```ts
 * const checkout = await client.checkout.getCheckout(checkoutId);
 * ```
 */
export const getCheckout = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/ecom/v1/checkouts/{id}",
  request: (id: string) => ({ query: { id } }),
  dates: CHECKOUT_DATES,
  response: checkoutOf,
});

/**
 * Changes a checkout's fields (buyer, addresses, shipping option …); fields left out keep their
 * values. Answers the checkout, priced again.
 *
 * @example
 * ```ts
 * const checkout = await client.checkout.updateCheckout(checkoutId, { buyerInfo: { email: "ada@example.com" } }, { couponCode: "SUMMER10" });
 * ```
 */
export const updateCheckout = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/ecom/v1/checkouts/{checkout.id}",
  request: (id: string, checkout: CheckoutUpdate, options: UpdateCheckoutOptions = {}) => ({
    body: {
      checkout: withWireAddresses({ ...checkout, id }, CHECKOUT_ADDRESSES),
      couponCode: options.couponCode,
      giftCardCode: options.giftCardCode,
      overrideCheckoutUrl: options.overrideCheckoutUrl,
      lineItems: options.lineItems,
      customLineItems: options.customLineItems,
      giftCardRedeemAmount: options.giftCardRedeemAmount,
    },
  }),
  dates: CHECKOUT_DATES,
  response: checkoutOf,
});

/**
 * The URL of the checkout's page on the store's site.
 *
 * @example
 * ```ts
 * const url = await client.checkout.getCheckoutUrl(checkoutId);
 * ```
 */
export const getCheckoutUrl = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/ecom/v1/checkouts/{id}/checkout-url",
  request: (id: string) => ({ query: { id } }),
  response: (wire: { checkoutUrl: string }) => wire.checkoutUrl,
});

/**
 * Makes the checkout's order (merchant or app credentials) and answers its id.
 *
 * @example
 * ```ts
 * const { orderId } = await admin.checkout.createOrder(checkoutId);
 * ```
 */
export const createOrder = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/checkouts/{id}/create-order",
  request: (id: string, options: CreateOrderOptions = {}) => ({
    body: { id, savePaymentMethod: options.savePaymentMethod, delayCapture: options.delayCapture },
  }),
  response: (wire: CreatedOrder) => wire,
});

/**
 * Marks a checkout completed without making an order here (an order made elsewhere, e.g. by a
 * payment app, whose id `orderId` names).
 *
 * @example
 * ```ts
 * await admin.checkout.markCheckoutAsCompleted(checkoutId);
 * ```
 */
export const markCheckoutAsCompleted = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/checkouts/{id}/mark-as-completed",
  request: (id: string, options: { orderId?: string } = {}) => ({ body: { id, orderId: options.orderId } }),
  response: (): void => undefined,
});
