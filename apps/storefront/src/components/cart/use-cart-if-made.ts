/**
 * `useCartIfMade()`: the current cart, as `useCart` reads it (same query), asked for only when
 * there can be one: this browser made a cart (see `made-cart.ts`) or a member is signed in (a
 * member's cart may have been made on another device); otherwise it is the empty cart, without a
 * request. Whether to ask is decided at each read, so a read after an order, a sign-in or a
 * return to the tab (the cart is read again on focus) follows the flag as it is then. What is
 * read keeps the flag: a cart the store has (it has an id) is remembered, none (the empty cart the
 * hooks make of `OWNED_CART_NOT_FOUND`) is forgotten.
 */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import {
  currentCartOrEmpty,
  EMPTY_CART,
  identityClientOf,
  PENDING_LINE_PREFIX,
  useRefetchOnSessionChange,
  useVitrineClient,
  vitrineKeys,
} from "@vitrine/react";
import type { Cart } from "@vitrine/sdk/ecom";
import { useEffect } from "react";
import { hasMadeCart, rememberCart } from "./made-cart.ts";

/**
 * The current cart when this browser made one or a member is signed in, else the empty cart.
 *
 * @example
 * ```tsx
 * const { data: cart } = useCartIfMade();
 * const count = cartItemCount(cart); // 0 for a visitor who never added anything
 * ```
 */
export function useCartIfMade(): UseQueryResult<Cart> {
  const client = useVitrineClient();
  const identity = identityClientOf(client);
  useRefetchOnSessionChange(identity, vitrineKeys.cart());
  // `cartQueryOptions`' query, written out (its options are typed against the hooks' own copy of
  // TanStack Query's types), with the question whether to ask at all.
  const cart = useQuery({
    queryKey: vitrineKeys.cart(),
    // The flag is read after the tokens, so a page that clears it as it opens (after an order)
    // is heard by the first read.
    queryFn: async () =>
      (await identity.auth.loggedIn()) || hasMadeCart() ? currentCartOrEmpty(client) : EMPTY_CART,
    staleTime: 0,
    refetchOnWindowFocus: "always",
  });
  // A cart shown in advance of an add (a line still waiting for its id) is no store's answer: a
  // new visitor's has no id yet, and forgetting the cart by it could undo what the add's answer
  // remembered (`add-to-cart.tsx`), its effect running after that answer.
  const read =
    cart.data !== undefined && !cart.data.lineItems?.some((line) => line.id?.startsWith(PENDING_LINE_PREFIX));
  const id = cart.data?.id;
  useEffect(() => {
    if (read) rememberCart(Boolean(id));
  }, [read, id]);
  return cart;
}
