/**
 * The rule "has this visitor a cart?", which decides whether the cart query asks the store: not
 * on the return from a paid checkout; a signed-in member may have one made elsewhere, so yes; a
 * visitor has one when the client's cart storage says so (without a storage: when it holds tokens
 * at all). Every answer of the store keeps the mark: a read or change that returns a cart marks it
 * made, `OWNED_CART_NOT_FOUND` unmarks it, and a page opened at the started checkout's thank-you
 * page with the hosted checkout's `orderId` unmarks it (the order used the cart up) before
 * anything asks.
 */
import { identityClientOf } from "./auth-client.js";
import type { CartMark } from "./cart-storage.js";
import type { VitrineClient } from "./client.js";

function mark(client: VitrineClient): CartMark | undefined {
  return client.cartStorage?.get();
}

/** Whether the current page is `thankYouPageUrl` returned to with an order id. */
function isOrderReturn(thankYouPageUrl: string): boolean {
  const here = globalThis.location?.href;
  if (!here) return false;
  try {
    const page = new URL(here);
    const thanks = new URL(thankYouPageUrl, here);
    return (
      page.origin === thanks.origin &&
      page.pathname === thanks.pathname &&
      Boolean(page.searchParams.get("orderId")?.trim())
    );
  } catch {
    return false;
  }
}

/**
 * Whether `client`'s shopper may have a cart, so that asking for it is worth a request.
 *
 * @example
 * ```ts
 * if (await mayHaveCart(client)) cart = await client.currentCart.getCurrentCart();
 * ```
 */
export async function mayHaveCart(client: VitrineClient): Promise<boolean> {
  const identity = identityClientOf(client);
  const stored = mark(client);
  if (stored?.thankYouPageUrl && isOrderReturn(stored.thankYouPageUrl)) {
    client.cartStorage?.set({ made: false });
    return false;
  }
  if (stored?.made || (await identity.auth.loggedIn())) return true;
  if (stored !== undefined) return false;
  const tokens = await identity.auth.getTokens();
  return Boolean(tokens.refreshToken.value || tokens.accessToken.value);
}

/**
 * Records what the store answered: a cart with an id is made, none is not.
 *
 * @example
 * ```ts
 * rememberCart(client, await client.currentCart.addToCurrentCart(lines));
 * ```
 */
export function rememberCart(client: VitrineClient, cart: { id?: string | null | undefined }): void {
  const stored = mark(client);
  const made = Boolean(cart.id);
  if (stored?.made === made) return;
  client.cartStorage?.set({ ...stored, made });
}

/**
 * Records the thank-you page of a checkout being started, so the return there ends the cart.
 *
 * @example
 * ```ts
 * rememberCheckout(client, `${location.origin}/thank-you`);
 * ```
 */
export function rememberCheckout(client: VitrineClient, thankYouPageUrl: string): void {
  client.cartStorage?.set({ made: true, thankYouPageUrl });
}
