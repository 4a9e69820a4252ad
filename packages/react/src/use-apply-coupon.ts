/**
 * `useApplyCoupon()`: applies a coupon code to the current cart (one per cart). The code shows
 * as applied at once; a code the store does not know fails with `ERROR_COUPON_DOES_NOT_EXIST`
 * and the cart goes back to its coupon before.
 */
import type { UseMutationResult } from "@tanstack/react-query";
import type { Cart } from "@vitrine/sdk/ecom";
import { type CartSnapshot, useCartMutation } from "./cart-mutation.js";

/**
 * Applies a coupon; `mutate` takes the code and resolves the server's cart.
 *
 * @example
 * ```tsx
 * const applyCoupon = useApplyCoupon();
 * applyCoupon.mutate("VITRINE10", {
 *   onError: (e) => isApplicationError(e) && e.code === ERROR_COUPON_DOES_NOT_EXIST && show("Unknown code"),
 * });
 * ```
 */
export function useApplyCoupon(): UseMutationResult<Cart, Error, string, CartSnapshot> {
  return useCartMutation<string>({
    call: (client, code) => client.currentCart.updateCurrentCart({ couponCode: code }),
    optimistic: (cart, code) => ({
      ...cart,
      appliedDiscounts: [
        ...(cart.appliedDiscounts ?? []).filter((discount) => !discount.coupon),
        { coupon: { code } },
      ],
    }),
  });
}
