/**
 * `cartQueryOptions(client)`: the current cart as TanStack Query options, for `useCart`, for
 * prefetching (`queryClient.prefetchQuery`) and for `useSuspenseQuery`. An absent cart
 * (`OWNED_CART_NOT_FOUND`) is the empty cart, not an error; a shopper with no tokens yet has none,
 * so nothing is asked (no 404 in a first visit's console, no token request for a cart badge). The
 * cart is never fresh for long: a window that gets focus again reads it anew, so a change made in
 * another tab shows.
 */
import { queryOptions } from "@tanstack/react-query";
import { isApplicationError } from "@vitrine/sdk";
import { type Cart, OWNED_CART_NOT_FOUND } from "@vitrine/sdk/ecom";
import { identityClientOf } from "./auth-client.js";
import { EMPTY_CART } from "./cart-contents.js";
import type { VitrineClient } from "./client.js";
import { vitrineKeys } from "./query-keys.js";

/**
 * The current cart of `client`'s visitor or member; {@link EMPTY_CART} when there is none (also,
 * without a request, while the client holds no tokens: a new visitor).
 *
 * @example
 * ```ts
 * const cart = await currentCartOrEmpty(client);
 * ```
 */
export async function currentCartOrEmpty(client: VitrineClient): Promise<Cart> {
  const tokens = await identityClientOf(client).auth.getTokens();
  if (!tokens.refreshToken.value && !tokens.accessToken.value) return EMPTY_CART;
  try {
    return await client.currentCart.getCurrentCart();
  } catch (error) {
    if (isApplicationError(error) && error.code === OWNED_CART_NOT_FOUND) return EMPTY_CART;
    throw error;
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
