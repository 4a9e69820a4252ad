/**
 * Money in carts, checkouts and orders. Amounts are kept as whole cents
 * (integers, so sums and products are exact) and go on the wire as decimal
 * strings (`"24.00"`) with their formatted text in the store's currency.
 * Catalogue prices become cents through the catalogue's own rounding
 * (`toCents`, `src/catalog-core/model/money.ts`).
 */
import { formatMoney, toCents } from "../../catalog-core/model/money.ts";

/** A cart or checkout amount: `{amount, convertedAmount, formattedAmount, formattedConvertedAmount}`. */
export interface MultiCurrencyPrice {
  amount: string;
  convertedAmount: string;
  formattedAmount: string;
  formattedConvertedAmount: string;
}

/** An order amount: `{amount, formattedAmount}`. */
export interface OrderPrice {
  amount: string;
  formattedAmount: string;
}

/**
 * Whole cents as a decimal string with two decimals.
 *
 * @example
 * ```ts
 * decimalAmount(2400); // "24.00"
 * ```
 */
export function decimalAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

/**
 * Parses a decimal string written by {@link decimalAmount} back into cents.
 *
 * @example
 * ```ts
 * centsOf("24.05"); // 2405
 * ```
 */
export function centsOf(amount: string): number {
  const [whole = "0", fraction = ""] = amount.replace("-", "").split(".");
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
  return amount.startsWith("-") ? -cents : cents;
}

/**
 * A cart or checkout amount.
 *
 * @example
 * ```ts
 * wirePrice(2400, "USD"); // { amount: "24.00", convertedAmount: "24.00", formattedAmount: "$24.00", … }
 * ```
 */
export function wirePrice(cents: number, currency: string): MultiCurrencyPrice {
  const amount = decimalAmount(cents);
  const formattedAmount = formatMoney(cents / 100, currency);
  return { amount, convertedAmount: amount, formattedAmount, formattedConvertedAmount: formattedAmount };
}

/**
 * An order amount, from a cart or checkout amount or from cents.
 *
 * @example
 * ```ts
 * orderPrice(2400, "USD"); // { amount: "24.00", formattedAmount: "$24.00" }
 * ```
 */
export function orderPrice(cents: number, currency: string): OrderPrice {
  return { amount: decimalAmount(cents), formattedAmount: formatMoney(cents / 100, currency) };
}

/**
 * `percent` of `cents`, rounded to the cent (half away from zero).
 *
 * @example
 * ```ts
 * percentOf(1999, 10); // 200
 * ```
 */
export function percentOf(cents: number, percent: number): number {
  return toCents((cents * percent) / 10_000);
}
