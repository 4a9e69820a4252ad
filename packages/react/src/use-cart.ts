/**
 * `useCart()`: the current cart of the visitor or member, the empty cart when there is none. It
 * follows the session (after a sign-in it is the member's cart, into which the emulator and the
 * provider merge the visitor's) and is read anew when the window gets focus again.
 */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { identityClientOf } from "./auth-client.js";
import { cartQueryOptions } from "./cart-query-options.js";
import { vitrineKeys } from "./query-keys.js";
import { useRefetchOnSessionChange } from "./use-session-change.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The current cart (`data.lineItems` empty when the shopper has none yet).
 *
 * @example
 * ```tsx
 * const { data: cart, isPending, isError } = useCart();
 * const count = cartItemCount(cart);
 * ```
 */
export function useCart(): UseQueryResult<Cart> {
  const client = useVitrineClient();
  useRefetchOnSessionChange(identityClientOf(client), vitrineKeys.cart());
  return useQuery(cartQueryOptions(client));
}
