/**
 * `cartQueryOptions(client)`: the current cart as TanStack Query options, for `useCart`, for
 * prefetching (`queryClient.prefetchQuery`) and for `useSuspenseQuery`. An absent cart
 * (`OWNED_CART_NOT_FOUND`) is the empty cart, not an error; a shopper who has no cart by the rule of
 * `cart-presence.ts` is not asked (no 404 in a first visit's console, no token request for a cart
 * badge), and each answer keeps that rule's mark. The cart is never fresh for long: a window that gets focus again reads it anew, so a change made in
 * another tab shows.
 */
import { queryOptions } from "@tanstack/react-query";
import { isApplicationError } from "@vitrine/sdk";
import { type Cart, OWNED_CART_NOT_FOUND } from "@vitrine/sdk/ecom";
import { EMPTY_CART } from "./cart-contents.js";
import { mayHaveCart, rememberCart } from "./cart-presence.js";
import type { VitrineClient } from "./client.js";
import { vitrineKeys } from "./query-keys.js";

/**
 * The current cart of `client`'s visitor or member; {@link EMPTY_CART} when there is none (also,
 * without a request, when the shopper has no cart by `mayHaveCart`: a new visitor, or the return
 * from a paid checkout).
 *
 * @example
 * ```ts
 * const cart = await currentCartOrEmpty(client);
 * ```
 */
export async function currentCartOrEmpty(client: VitrineClient): Promise<Cart> {
  if (!(await mayHaveCart(client))) return EMPTY_CART;
  try {
    const cart = await client.currentCart.getCurrentCart();
    rememberCart(client, cart);
    return cart;
  } catch (error) {
    if (!isApplicationError(error) || error.code !== OWNED_CART_NOT_FOUND) throw error;
    rememberCart(client, EMPTY_CART);
    return EMPTY_CART;
  }
}

/**
 * Query options of the current cart (key `vitrineKeys.cart()`).
 *
 * @example
 * ```tsx
 * await queryClient.prefetchQuery(cartQueryOptions(client));
 * const { data: cart } = useSuspenseQuery(cartQueryOptions(useVitrineClient()));
 * ```
 */
export function cartQueryOptions(client: VitrineClient) {
  return queryOptions({
    queryKey: vitrineKeys.cart(),
    queryFn: () => currentCartOrEmpty(client),
    staleTime: 0,
    refetchOnWindowFocus: "always",
  });
}
