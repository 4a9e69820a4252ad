/** The `formattedAmount` beside each amount of a served product, in its currency (`CURRENCY` field). */
import { formatMoney } from "../../catalog-core/model/money.ts";

/**
 * Adds `formattedAmount` to every `{amount}` in `value` (in place).
 *
 * @example
 * ```ts
 * formatAmounts(product, "USD"); // product.actualPriceRange.minValue.formattedAmount === "$10.00"
 * ```
 */
export function formatAmounts(value: unknown, currency: string): void {
  if (Array.isArray(value)) {
    for (const item of value) formatAmounts(item, currency);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const object = value as Record<string, unknown>;
  if (typeof object.amount === "string")
    object.formattedAmount = formatMoney(Number(object.amount), currency);
  for (const [key, child] of Object.entries(object)) if (key !== "amount") formatAmounts(child, currency);
}
