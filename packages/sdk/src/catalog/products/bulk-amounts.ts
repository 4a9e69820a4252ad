/**
 * The catalogue's arithmetic for the amounts bulk writes change (price, cost, weight): rounding to
 * two decimals, half away from zero, and the value an {@link Adjustment} gives. A dashboard shows
 * with them, before sending, the values the catalogue will store.
 */
import type { Adjustment } from "./bulk-writes.js";

/**
 * Rounds an amount to two decimals (cents), half away from zero, as the catalogue stores prices,
 * costs and weights (`0.1 + 0.2` gives `0.3`, `2.675` gives `2.68`).
 *
 * @example
 * ```ts
 * import { roundAmount } from "@vitrine/sdk/catalog";
 *
 * roundAmount(0.1 + 0.2); // 0.3
 * roundAmount(-0.125); // -0.13
 * ```
 */
export function roundAmount(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON)) / 100;
}

/**
 * The amount the catalogue stores when `adjustment` is applied to `current`, as
 * `bulkAdjustProductProperties` applies it: an amount is added, a percentage scales (`rate` 10 is
 * +10 %), and the result is rounded to cents, or to a whole number with `roundToInt`. The catalogue
 * refuses a result below zero; this function only computes it.
 *
 * @example
 * ```ts
 * import { adjustedAmount } from "@vitrine/sdk/catalog";
 *
 * adjustedAmount(19.99, { percentage: { rate: 10 } }); // 21.99
 * adjustedAmount(19.99, { percentage: { rate: 10, roundToInt: true } }); // 22
 * adjustedAmount(19.99, { amount: -0.1 }); // 19.89
 * ```
 */
export function adjustedAmount(current: number, adjustment: Adjustment): number {
  if ("amount" in adjustment) return roundAmount(current + adjustment.amount);
  const { rate, roundToInt } = adjustment.percentage;
  const scaled = current * (1 + rate / 100);
  return roundToInt ? Math.round(scaled) : roundAmount(scaled);
}
