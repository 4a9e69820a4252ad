/**
 * The link an abandoned cart's event offers the buyer to finish buying
 * (`checkoutUrl`): the hosted checkout page of the cart's latest checkout, or,
 * when none was made, the page for the cart itself, which makes a checkout
 * from it when opened.
 */

/**
 * The hosted checkout link of `cart` on the emulator at `publicUrl`.
 *
 * @example
 * recoveryUrl("http://localhost:4000", { id: "c1", checkout_id: "k1" });
 * // "http://localhost:4000/_hosted/checkout?checkoutId=k1"
 */
export function recoveryUrl(publicUrl: string, cart: { id: string; checkout_id: string | null }): string {
  const query = cart.checkout_id ? { checkoutId: cart.checkout_id } : { cartId: cart.id };
  return `${publicUrl}/_hosted/checkout?${new URLSearchParams(query)}`;
}
