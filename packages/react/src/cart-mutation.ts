/**
 * `useCartMutation`: what every change of the current cart shares. The cached cart changes at
 * once (the optimistic cart), the call runs, and the server's cart replaces it; a failed call puts
 * the cart back as it was and reads it again. While several changes are in flight, only the last
 * one to finish writes the server's cart, so an earlier answer never hides a later change. The
 * server's answer marks the cart as made (`cart-presence.ts`) before the mutation resolves, so a
 * page opened the moment a change is confirmed asks for the cart.
 */
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { EMPTY_CART } from "./cart-contents.js";
import { rememberCart } from "./cart-presence.js";
import type { VitrineClient } from "./client.js";
import { vitrineKeys } from "./query-keys.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/** A change of the current cart: the call, and the cart it is expected to leave. */
export interface CartChange<Variables> {
  /** Makes the change on the server; resolves the server's cart. */
  call(client: VitrineClient, variables: Variables): Promise<Cart>;
  /** The cart as it will be once the change is made, shown until the server answers. */
  optimistic(cart: Cart, variables: Variables): Cart;
}

/** What a cart mutation remembers between its start and its end: the cart before it. */
export interface CartSnapshot {
  previous: Cart | undefined;
}

/**
 * A TanStack mutation of the current cart with an optimistic update and rollback.
 *
 * @example
 * ```ts
 * const clear = useCartMutation<string[]>({
 *   call: (client, ids) => client.currentCart.removeLineItemsFromCurrentCart(ids),
 *   optimistic: (cart, ids) => ({ ...cart, lineItems: cart.lineItems?.filter((l) => !ids.includes(l.id ?? "")) }),
 * });
 * ```
 */
export function useCartMutation<Variables>(
  change: CartChange<Variables>,
): UseMutationResult<Cart, Error, Variables, CartSnapshot> {
  const client = useVitrineClient();
  const queryClient = useQueryClient();
  const cartKey = vitrineKeys.cart();
  const mutationKey = vitrineKeys.cartChanges();
  return useMutation({
    mutationKey,
    mutationFn: async (variables: Variables) => {
      const cart = await change.call(client, variables);
      rememberCart(client, cart);
      return cart;
    },
    onMutate: async (variables: Variables): Promise<CartSnapshot> => {
      await queryClient.cancelQueries({ queryKey: cartKey, exact: true });
      const previous = queryClient.getQueryData<Cart>(cartKey);
      queryClient.setQueryData<Cart>(cartKey, change.optimistic(previous ?? EMPTY_CART, variables));
      return { previous };
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot?.previous) queryClient.setQueryData<Cart>(cartKey, snapshot.previous);
      void queryClient.invalidateQueries({ queryKey: cartKey, exact: true });
    },
    onSuccess: (cart) => {
      // This mutation still counts as in flight here: 1 means no other change is.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData<Cart>(cartKey, cart);
    },
  });
}
