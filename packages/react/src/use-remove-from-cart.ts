/** `useRemoveFromCart()`: removes a line from the current cart; it leaves the cached cart at once. */
import type { UseMutationResult } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { type CartSnapshot, useCartMutation } from "./cart-mutation.js";

/**
 * Removes the line with this id; `mutate` takes the line's `id` and resolves the server's cart.
 *
 * @example
 * ```tsx
 * const remove = useRemoveFromCart();
 * <button onClick={() => remove.mutate(line.id ?? "")}>Remove</button>;
 * ```
 */
export function useRemoveFromCart(): UseMutationResult<Cart, Error, string, CartSnapshot> {
  return useCartMutation<string>({
    call: (client, lineItemId) => client.currentCart.removeLineItemsFromCurrentCart([lineItemId]),
    optimistic: (cart, lineItemId) => ({
      ...cart,
      lineItems: (cart.lineItems ?? []).filter((line) => line.id !== lineItemId),
    }),
  });
}
