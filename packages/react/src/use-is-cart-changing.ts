/** `useIsCartChanging()`: whether a change of the current cart is in flight (e.g. to hold a checkout button). */
import { useIsMutating } from "@tanstack/react-query";
import { vitrineKeys } from "./query-keys.js";

/**
 * `true` while any cart mutation (add, quantity, removal, coupon) waits for the server.
 *
 * @example
 * ```tsx
 * const changing = useIsCartChanging();
 * <button disabled={changing}>Checkout</button>;
 * ```
 */
export function useIsCartChanging(): boolean {
  return useIsMutating({ mutationKey: vitrineKeys.cartChanges() }) > 0;
}
