/** `useRemoveCoupon()`: takes the coupon off the current cart; it leaves the cached cart at once. */
import type { UseMutationResult } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { type CartSnapshot, useCartMutation } from "./cart-mutation.js";

/**
 * Removes the cart's coupon; `mutate()` resolves the server's cart.
 *
 * @example
 * ```tsx
 * const removeCoupon = useRemoveCoupon();
 * <button onClick={() => removeCoupon.mutate()}>Remove coupon</button>;
 * ```
 */
export function useRemoveCoupon(): UseMutationResult<Cart, Error, void, CartSnapshot> {
  return useCartMutation<void>({
    call: (client) => client.currentCart.removeCouponFromCurrentCart(),
    optimistic: (cart) => ({
      ...cart,
      appliedDiscounts: (cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon),
    }),
  });
}
