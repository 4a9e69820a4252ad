/**
 * `useSuspenseCart()`: the current cart on `useSuspenseQuery`, the empty cart when there is none.
 * Like `useCart`, it follows the session and is read anew when the window gets focus again.
 */
import { type UseSuspenseQueryResult, useSuspenseQuery } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { identityClientOf } from "./auth-client.js";
import { cartQueryOptions } from "./cart-query-options.js";
import { vitrineKeys } from "./query-keys.js";
import { useRefetchOnSessionChange } from "./use-session-change.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The current cart (the query of {@link cartQueryOptions}, same key): the nearest `<Suspense>`
 * shows its fallback until it is read (`data.lineItems` empty when the shopper has none yet); a
 * failed read with nothing yet to show throws the SDK's error to the nearest error boundary. After
 * a sign-in or sign-out the cart is read again in the background, the previous one shown meanwhile.
 *
 * @example
 * ```tsx
 * const { data: cart } = useSuspenseCart();
 * return <span className="badge">{cartItemCount(cart)}</span>;
 * ```
 */
export function useSuspenseCart(): UseSuspenseQueryResult<Cart> {
  const client = useVitrineClient();
  useRefetchOnSessionChange(identityClientOf(client), vitrineKeys.cart());
  return useSuspenseQuery(cartQueryOptions(client));
}
