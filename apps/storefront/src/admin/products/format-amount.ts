/** Money as the dashboard shows it: the store's currency, or a dash when unset. */

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats `value` in `currency` (US dollars when unknown); `–` when there is no value.
 *
 * @example
 * ```ts
 * formatAmount(44, "USD"); // "$44.00"
 * ```
 */
export function formatAmount(value: number | null | undefined, currency = "USD"): string {
  if (value === null || value === undefined) return "–";
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", { style: "currency", currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(value);
}
