/**
 * `useCartTotals(options)`: the current cart's estimated subtotal, discount, shipping, tax and
 * total (`estimateCurrentCartTotals`), read again for every new revision of the cart; the
 * previous estimate stays in `data` while the next one loads. Nothing is asked for an empty cart.
 */
import { keepPreviousData, skipToken, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { EstimatedTotals, EstimateTotalsOptions } from "@vitrine/sdk/ecom";
import { vitrineKeys } from "./query-keys.js";
import { useCart } from "./use-cart.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The estimate of the current cart; `data` stays `undefined` while the cart is empty.
 *
 * @example
 * ```tsx
 * const { data: totals } = useCartTotals();
 * <p>Total {totals?.priceSummary?.total?.formattedAmount}</p>;
 * ```
 */
export function useCartTotals(options: EstimateTotalsOptions = {}): UseQueryResult<EstimatedTotals> {
  const client = useVitrineClient();
  const { data: cart } = useCart();
  const revision = cart?.revision ?? cart?.updatedDate?.toISOString() ?? "";
  const hasLines = Boolean(cart?.id) && (cart?.lineItems?.length ?? 0) > 0;
  return useQuery({
    queryKey: vitrineKeys.cartTotals(revision, options),
    queryFn: hasLines ? () => client.currentCart.estimateCurrentCartTotals(options) : skipToken,
    placeholderData: keepPreviousData,
  });
}
