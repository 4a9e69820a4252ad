/**
 * Money arithmetic (rounded as `@vitrine/sdk`'s `roundAmount` rounds), formatting in the store's
 * currency, and a catalogue price in whole cents (as carts and a variant's plan prices count).
 */
import { type Discount, roundAmount } from "@vitrine/sdk/catalog";

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
      return roundAmount(Math.max(0, price - value));
    case "PERCENT":
      return roundAmount(Math.max(0, price * (1 - value / 100)));
    default:
      return roundAmount(price);
  }
}

/**
 * A catalogue price (a number with at most cents after `roundAmount`) in whole cents.
 *
 * @example
 * ```ts
 * toCents(19.99); // 1999
 * ```
 */
export function toCents(price: number): number {
  return Math.round(roundAmount(price) * 100);
}
