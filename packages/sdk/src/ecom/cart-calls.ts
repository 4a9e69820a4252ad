/**
 * What the cart calls share: the answer's timestamp paths, how the cart is taken out of
 * `{cart}`, and the options of adding lines and of changing or creating a cart.
 */
import type { Cart, CartInfo } from "./model/cart.js";
import type { NewLineItem } from "./model/line-item.js";
import { withWireAddresses } from "./wire-address.js";

/** Timestamps of a `{cart}` answer. */
export const CART_DATES = [
  "cart.createdDate",
  "cart.updatedDate",
  "cart.lineItems.serviceProperties.scheduledDate",
] as const;

/**
 * The cart of a `{cart}` answer.
 *
 * @example
 * ```ts
 * cartOf({ cart: { id: "c1" } }); // { id: "c1" }
 * ```
 */
export const cartOf = (wire: { cart: Cart }): Cart => wire.cart;

/**
 * Lines to add to a cart.
 *
 * @example
 * ```ts
 * const add: AddToCartOptions = { lineItems: [{ catalogReference: catalogReference("p1"), quantity: 1 }] };
 * ```
 */
export interface AddToCartOptions {
  lineItems?: NewLineItem[];
  /** Lines that are not in a catalogue (name, price and so on given here); app credentials only. */
  customLineItems?: Record<string, unknown>[];
  businessLocationId?: string | null;
}

/**
 * The body of `updateCurrentCart` and `createCart`: the provider's field order, the contact
 * address in wire form.
 *
 * @example
 * ```ts
 * updateCartBody({ couponCode: "SUMMER10" }); // { cartInfo: undefined, couponCode: "SUMMER10", … }
 * ```
 */
export const updateCartBody = (options: UpdateCartOptions) => ({
  cartInfo: withWireAddresses(options.cartInfo, ["contactInfo.address"]),
  couponCode: options.couponCode,
  lineItems: options.lineItems,
  customLineItems: options.customLineItems,
});

/**
 * What `updateCurrentCart` changes and `createCart` starts with: cart fields, a coupon to apply,
 * lines to add.
 *
 * @example
 * ```ts
 * const update: UpdateCartOptions = { cartInfo: { buyerNote: "Gift wrap, please" }, couponCode: "SUMMER10" };
 * ```
 */
export interface UpdateCartOptions {
  cartInfo?: CartInfo;
  /** A coupon code to apply (one per cart). */
  couponCode?: string | null;
  lineItems?: NewLineItem[];
  customLineItems?: Record<string, unknown>[];
}
