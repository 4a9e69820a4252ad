/** Money arithmetic and formatting in the store's currency. */
import type { Discount } from "@vitrine/sdk/catalog";

/**
 * Rounds to cents (half away from zero), avoiding binary-float drift.
 *
 * @example
 * ```ts
 * roundMoney(0.1 + 0.2); // 0.3
 * ```
 */
export function roundMoney(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount as the provider does (`"$10.00"` for USD).
 *
 * @example
 * ```ts
 * formatMoney(10, "USD"); // "$10.00"
 * ```
 */
export function formatMoney(amount: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(amount);
}

/**
 * The price after a product discount, never below zero.
 *
 * @example
 * ```ts
 * applyDiscount(20, { type: "PERCENT", value: 25 }); // 15
 * ```
 */
export function applyDiscount(price: number, discount: Discount | undefined): number {
  const value = discount?.value ?? 0;
  switch (discount?.type) {
    case "AMOUNT":
      return roundMoney(Math.max(0, price - value));
    case "PERCENT":
      return roundMoney(Math.max(0, price * (1 - value / 100)));
    default:
      return roundMoney(price);
  }
}
