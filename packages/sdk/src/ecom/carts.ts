/**
 * Carts by id (`/ecom/v1/carts/{id}`): create one, read it, add lines to it. A storefront
 * usually works with the current cart instead; these serve carts made for someone else (a
 * merchant's, an app's). Timestamps come back as `Date`. Bodies follow the provider's client's
 * field order, so both clients send the same bytes.
 */
import { defineCall } from "../core/define-call.js";
import {
  type AddToCartOptions,
  CART_DATES,
  cartOf,
  type UpdateCartOptions,
  updateCartBody,
} from "./cart-calls.js";

/**
 * Creates a cart (lines, fields, a coupon) and answers it.
 *
 * @example
 * ```ts
 * const cart = await client.cart.createCart({ lineItems: [{ catalogReference: catalogReference("p1"), quantity: 1 }] });
 * ```
 */
export const createCart = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts",
  request: (options: UpdateCartOptions = {}) => ({ body: updateCartBody(options) }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Reads a cart by id.
 *
 * @example
 * ```ts
 * const cart = await client.cart.getCart(cartId);
 * ```
 */
export const getCart = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/ecom/v1/carts/{id}",
  request: (id: string) => ({ query: { id } }),
  dates: CART_DATES,
  response: cartOf,
});

/**
 * Adds lines to a cart and answers the cart.
 *
 * @example
 * ```ts
 * const cart = await client.cart.addToCart(cartId, { lineItems: [{ catalogReference: catalogReference("p2"), quantity: 2 }] });
 * ```
 */
export const addToCart = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/ecom/v1/carts/{id}/add-to-cart",
  request: (id: string, options: AddToCartOptions = {}) => ({
    body: {
      id,
      lineItems: options.lineItems,
      customLineItems: options.customLineItems,
      businessLocationId: options.businessLocationId,
    },
  }),
  dates: CART_DATES,
  response: cartOf,
});
