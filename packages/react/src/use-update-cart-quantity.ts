/**
 * `useUpdateCartQuantity()`: sets the quantity of a line of the current cart; the line and its
 * total change in the cached cart at once.
 */
import type { UseMutationResult } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { linePrice } from "./cart-contents.js";
import { type CartSnapshot, useCartMutation } from "./cart-mutation.js";

/** What {@link useUpdateCartQuantity}'s `mutate` takes. */
export interface UpdateCartQuantityVariables {
  /** The line's `id`. */
  lineItemId: string;
  /** The new quantity, at least 1 (remove a line with `useRemoveFromCart`). */
  quantity: number;
}

/**
 * Changes a line's quantity; resolves the server's cart.
 *
 * @example
 * ```tsx
 * const update = useUpdateCartQuantity();
 * <button onClick={() => update.mutate({ lineItemId: line.id ?? "", quantity: (line.quantity ?? 1) + 1 })}>+</button>;
 * ```
 */
export function useUpdateCartQuantity(): UseMutationResult<
  Cart,
  Error,
  UpdateCartQuantityVariables,
  CartSnapshot
> {
  return useCartMutation<UpdateCartQuantityVariables>({
    call: (client, { lineItemId, quantity }) =>
      client.currentCart.updateCurrentCartLineItemQuantity([{ id: lineItemId, quantity }]),
    optimistic: (cart, { lineItemId, quantity }) => ({
      ...cart,
      lineItems: (cart.lineItems ?? []).map((line) => {
        if (line.id !== lineItemId) return line;
        const lineItemPrice = linePrice(line.price, quantity, cart.currency);
        return { ...line, quantity, ...(lineItemPrice ? { lineItemPrice } : {}) };
      }),
    }),
  });
}
