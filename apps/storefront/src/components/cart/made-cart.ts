/**
 * Whether this browser has made a cart: a flag in `localStorage` beside the visitor's tokens (per
 * OAuth client), set once the shop has seen one of the visitor's carts (an add answered with it,
 * or a read found it) and cleared when the cart ends (an order used it up, or the store has none:
 * the protocol's `OWNED_CART_NOT_FOUND`). A visitor who never made a cart is not asked for one, so
 * a first visit asks for no cart and logs no refused request. The tabs share the flag; when the
 * storage cannot be read, the cart is asked for as if one had been made.
 */
import { CLIENT_ID } from "../../app/config.ts";

/** The `localStorage` key, next to the tokens' `vitrine.tokens.{clientId}`. */
const KEY = `vitrine.cart.${CLIENT_ID}`;

/** Whether a cart was made in this browser (`true` when the storage cannot be read). */
export function hasMadeCart(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
}

/** Remembers that this browser has a cart (`true`) or that it has none any more (`false`). */
export function rememberCart(made: boolean): void {
  try {
    if (made) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Without a storage every read asks for the cart (see hasMadeCart).
  }
}

/**
 * The thank-you route's loader: the checkout's return (`?orderId=`) means the order used the cart
 * up, so it is forgotten before the header's badge (shown while the page's code loads) reads it.
 */
export function forgetOrderedCart({ request }: { request: Request }): null {
  if (new URL(request.url).searchParams.get("orderId")?.trim()) rememberCart(false);
  return null;
}
