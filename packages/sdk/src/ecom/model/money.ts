/**
 * Money in carts, checkouts and orders: amounts are decimal strings on the wire (`"24.00"`), never
 * floats, together with the store's formatting of them.
 */

/**
 * An amount in the store's currency and, when the buyer picked another one, converted to it.
 *
 * @example
 * ```ts
 * const label = (price?: MultiCurrencyPrice) => price?.formattedConvertedAmount ?? price?.formattedAmount ?? "";
 * ```
 */
export interface MultiCurrencyPrice {
  /** Decimal string in the store's currency, e.g. `"24.00"`. */
  amount?: string;
  /** Decimal string in the buyer's currency (`conversionCurrency`). */
  convertedAmount?: string;
  /** `amount` with its currency symbol, e.g. `"$24.00"`. */
  formattedAmount?: string;
  /** `convertedAmount` with its currency symbol. */
  formattedConvertedAmount?: string;
}

/**
 * An order's amount: a decimal string in the order's currency and its formatted text.
 *
 * @example
 * ```ts
 * const total = (order: Order) => order.priceSummary?.total?.formattedAmount;
 * ```
 */
export interface Price {
  /** Decimal string, e.g. `"24.00"`. */
  amount?: string;
  formattedAmount?: string;
}
