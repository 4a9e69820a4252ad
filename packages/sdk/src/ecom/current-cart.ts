/**
 * The current cart (`/ecom/v1/carts/current`): the cart of whoever the access token names, a
 * visitor or a member. Reading it before anything was added fails with `OWNED_CART_NOT_FOUND`
 * (404); adding lines creates it. Timestamps come back as `Date`. Bodies are built field by field
 * in the provider's client's order, so both clients send the same bytes for the same call.
 */
import { defineCall } from "../core/define-call.js";
import {
  type AddToCartOptions,
  CART_DATES,
  cartOf,
  type UpdateCartOptions,
  updateCartBody,
} from "./cart-calls.js";
import type { Address } from "./model/address.js";
import type { ChannelType } from "./model/checkout.js";
import type { EstimatedTotals, EstimateTotalsOptions } from "./model/estimate.js";
import type { LineItemQuantityUpdate } from "./model/line-item.js";
import type { SelectedShippingOption } from "./model/shipping.js";
import { wireAddress } from "./wire-address.js";

/** Options of `createCheckoutFromCurrentCart`. */
export interface CreateCheckoutOptions {
  /** Where the purchase comes from: `WEB` for a storefront. */
  channelType?: ChannelType;
  shippingAddress?: Address;
  billingAddress?: Address;
  selectedShippingOption?: SelectedShippingOption;
  email?: string | null;
}

/**
 * The current cart; without one it fails with an `ApplicationError` coded `OWNED_CART_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.getCurrentCart().catch((e) => {
 *   if (isApplicationError(e) && e.code === OWNED_CART_NOT_FOUND) return undefined;
 *   throw e;
 * });
 * ```
 */
export const getCurrentCart = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/ecom/v1/carts/current",
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Adds lines to the current cart (creating the cart when there is none) and answers the cart.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.addToCurrentCart({
 *   lineItems: [{ catalogReference: catalogReference(product, { options: { Size: "M" } }), quantity: 1 }],
 * });
 * ```
 */
export const addToCurrentCart = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/current/add-to-cart",
  request: (options: AddToCartOptions) => ({
    body: {
      lineItems: options.lineItems,
      customLineItems: options.customLineItems,
      businessLocationId: options.businessLocationId,
    },
  }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Sets the quantities of lines of the current cart.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.updateCurrentCartLineItemQuantity([{ id: line.id ?? "", quantity: 3 }]);
 * ```
 */
export const updateCurrentCartLineItemQuantity = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/current/update-line-items-quantity",
  // `id` goes last: the provider's client renames its users' `_id` to `id` by adding the new key
  // after the others, so its bytes are `{"quantity":3,"id":"l1"}`.
  request: (lineItems: LineItemQuantityUpdate[]) => ({
    body: { lineItems: lineItems.map(({ id, ...rest }) => ({ ...rest, id })) },
  }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Removes lines from the current cart.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.removeLineItemsFromCurrentCart([line.id ?? ""]);
 * ```
 */
export const removeLineItemsFromCurrentCart = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/current/remove-line-items",
  request: (lineItemIds: string[]) => ({ body: { lineItemIds } }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Changes the current cart: its fields (`cartInfo`), a coupon, lines to add.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.updateCurrentCart({ couponCode: "SUMMER10" });
 * ```
 */
export const updateCurrentCart = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/ecom/v1/carts/current",
  request: (options: UpdateCartOptions = {}) => ({ body: updateCartBody(options) }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Removes the coupon from the current cart.
 *
 * @example
 * ```ts
 * const cart = await client.currentCart.removeCouponFromCurrentCart();
 * ```
 */
export const removeCouponFromCurrentCart = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/current/remove-coupon",
  request: () => ({ body: {} }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Prices the current cart: subtotal, shipping, tax, discount and total as decimal strings, the
 * shipping options for an address, and what could not be priced (`calculationErrors`).
 *
 * @example
 * ```ts
 * const { priceSummary } = await client.currentCart.estimateCurrentCartTotals({ shippingAddress: { country: "US" } });
 * ```
 */
export const estimateCurrentCartTotals = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/current/estimate-totals",
  request: (options: EstimateTotalsOptions = {}) => ({
    body: {
      selectedShippingOption: options.selectedShippingOption,
      shippingAddress: wireAddress(options.shippingAddress),
      billingAddress: wireAddress(options.billingAddress),
      selectedMemberships: options.selectedMemberships,
      calculateTax: options.calculateTax,
      calculateShipping: options.calculateShipping,
      calculateAdditionalFees: options.calculateAdditionalFees,
    },
  }),
  dates: CART_DATES,
  response: (wire: EstimatedTotals) => wire,
});

/**
 * Makes a checkout of the current cart and answers its id (then open the hosted checkout with
 * `createCheckoutRedirectSession`).
 *
 * @example
 * ```ts
 * const checkoutId = await client.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
 * ```
 */
export const createCheckoutFromCurrentCart = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/current/create-checkout",
  request: (options: CreateCheckoutOptions = {}) => ({
    body: {
      channelType: options.channelType,
      shippingAddress: wireAddress(options.shippingAddress),
      billingAddress: wireAddress(options.billingAddress),
      selectedShippingOption: options.selectedShippingOption,
      email: options.email,
    },
  }),
  response: (wire: { checkoutId: string }) => wire.checkoutId,
});

/**
 * Deletes the current cart.
 *
 * @example
 * ```ts
 * await client.currentCart.deleteCurrentCart();
 * ```
 */
export const deleteCurrentCart = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/ecom/v1/carts/current",
  response: (): void => undefined,
});
