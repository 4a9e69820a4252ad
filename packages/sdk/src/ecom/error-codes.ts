/**
 * Application error codes of the cart, checkout and order calls, as the provider names them:
 * compare an `ApplicationError`'s `code` with them.
 *
 * @example
 * ```ts
 * catch (e) { if (isApplicationError(e) && e.code === OWNED_CART_NOT_FOUND) showEmptyCart(); }
 * ```
 */

/** `getCurrentCart`: the visitor or member has no cart yet (404). */
export const OWNED_CART_NOT_FOUND = "OWNED_CART_NOT_FOUND";
/** `createCart`: a cart needs at least one line. */
export const CANT_CREATE_CART_WITHOUT_ITEMS = "CANT_CREATE_CART_WITHOUT_ITEMS";
/** Adding or changing lines: a quantity must be at least 1. */
export const LINE_ITEM_WITH_ZERO_QUANTITY = "LINE_ITEM_WITH_ZERO_QUANTITY";
/** `updateCurrentCart`, `updateCheckout`: no coupon has this code. */
export const ERROR_COUPON_DOES_NOT_EXIST = "ERROR_COUPON_DOES_NOT_EXIST";
/** `createOrder`: the checkout has no lines. */
export const EMPTY_CHECKOUT = "EMPTY_CHECKOUT";
/** `createOrder`: some lines are out of stock. */
export const PARTIAL_OUT_OF_STOCK = "PARTIAL_OUT_OF_STOCK";
/** `createOrder`: every line is out of stock. */
export const FULL_OUT_OF_STOCK = "FULL_OUT_OF_STOCK";
/** `createOrder`: the checkout was already paid. */
export const CHECKOUT_ALREADY_PAID = "CHECKOUT_ALREADY_PAID";
/** Adding to a completed checkout. */
export const CHECKOUT_IS_COMPLETE = "CHECKOUT_IS_COMPLETE";
/** `getOrder`: no order has this id. */
export const ORDER_NOT_FOUND = "ORDER_NOT_FOUND";
/** `cancelOrder`: the order is pending and cannot be canceled yet. */
export const ORDER_IS_PENDING = "ORDER_IS_PENDING";
/** `cancelOrder`: the order was rejected. */
export const ORDER_IS_REJECTED = "ORDER_IS_REJECTED";
/** `cancelOrder`: the order has an authorized payment to void first. */
export const ORDER_HAS_AUTHORIZED_TRANSACTION = "ORDER_HAS_AUTHORIZED_TRANSACTION";
