/** The totals of a cart estimate or a checkout: decimal strings in the store's currency. */
import type { MultiCurrencyPrice } from "./money.js";

/**
 * Subtotal, shipping, tax, discount and total.
 *
 * @example
 * ```ts
 * const { priceSummary } = await client.currentCart.estimateCurrentCartTotals();
 * console.log(priceSummary?.total?.formattedAmount);
 * ```
 */
export interface PriceSummary {
  subtotal?: MultiCurrencyPrice;
  shipping?: MultiCurrencyPrice;
  tax?: MultiCurrencyPrice;
  discount?: MultiCurrencyPrice;
  total?: MultiCurrencyPrice;
  additionalFees?: MultiCurrencyPrice;
}
