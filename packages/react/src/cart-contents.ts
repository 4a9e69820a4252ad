/**
 * Reading a cart as a storefront shows it: the empty cart that stands for "no cart yet", the item
 * count of a badge, lines that cannot be bought as they are, and the exact decimal arithmetic an
 * optimistic line total needs (amounts are decimal strings, never summed as floats).
 */
import type { Cart, LineItem, MultiCurrencyPrice } from "@vitrine/sdk/ecom";

/**
 * The cart of a visitor or member who has none yet (`OWNED_CART_NOT_FOUND`): no lines.
 *
 * @example
 * ```ts
 * const cart = (await readCart()) ?? EMPTY_CART;
 * ```
 */
export const EMPTY_CART: Cart = Object.freeze({ lineItems: [] }) as Cart;

/**
 * How many items the cart holds: the sum of its lines' quantities.
 *
 * @example
 * ```ts
 * cartItemCount({ lineItems: [{ quantity: 2 }, { quantity: 1 }] }); // 3
 * ```
 */
export function cartItemCount(cart: Cart | undefined): number {
  return (cart?.lineItems ?? []).reduce((count, line) => count + (line.quantity ?? 0), 0);
}

/**
 * Whether a line cannot be bought as it is: its product or variant is gone (`NOT_FOUND`), sold
 * out (`NOT_AVAILABLE`), or has fewer units left than the line asks (`PARTIALLY_AVAILABLE`).
 *
 * @example
 * ```ts
 * const blocked = cart.lineItems?.some(isLineUnavailable);
 * ```
 */
export function isLineUnavailable(line: LineItem): boolean {
  const status = line.availability?.status;
  return status === "NOT_FOUND" || status === "NOT_AVAILABLE" || status === "PARTIALLY_AVAILABLE";
}

/**
 * `amount` × `quantity`, exactly, with as many decimals as `amount` has (`"19.99"` × 3 → `"59.97"`).
 *
 * @example
 * ```ts
 * multiplyAmount("19.99", 3); // "59.97"
 * ```
 */
export function multiplyAmount(amount: string, quantity: number): string {
  const [whole = "0", fraction = ""] = amount.replace(/^-/, "").split(".");
  const scaled = BigInt(`${whole}${fraction}`) * BigInt(quantity);
  const digits = scaled.toString().padStart(fraction.length + 1, "0");
  const sign = amount.startsWith("-") && scaled !== 0n ? "-" : "";
  if (fraction.length === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`;
}

/**
 * A unit price times a quantity, formatted in `currency` (for a line total shown before the
 * server's answer); `undefined` when the unit price has no amount.
 *
 * @example
 * ```ts
 * linePrice({ amount: "24.00", formattedAmount: "$24.00" }, 2, "USD"); // { amount: "48.00", formattedAmount: "$48.00" }
 * ```
 */
export function linePrice(
  unit: MultiCurrencyPrice | undefined,
  quantity: number,
  currency: string | undefined,
): MultiCurrencyPrice | undefined {
  if (unit?.amount === undefined) return undefined;
  const amount = multiplyAmount(unit.amount, quantity);
  const formattedAmount = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency || "USD",
  }).format(Number(amount));
  return { amount, formattedAmount };
}
