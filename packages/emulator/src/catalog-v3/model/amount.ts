/**
 * Catalogue v3 money: decimal strings on the wire (`"24.99"`), at most
 * 999 999 999.99 with three decimals. Arithmetic runs on integer thousandths
 * (bigint), so sums and differences are exact.
 */
import { invalidField } from "../../errors.ts";

const DECIMAL = /^\d{1,9}(\.\d{1,3})?$/;

/**
 * A checked amount in its shortest form (`"10.50"` → `"10.5"`); a number is accepted too.
 * Anything else is a 400 naming `field`.
 *
 * @example
 * ```ts
 * parseAmount("10.50", "product.variantsInfo.variants[0].price.actualPrice.amount"); // "10.5"
 * ```
 */
export function parseAmount(value: unknown, field: string): string {
  const text = typeof value === "number" && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== "string" || !DECIMAL.test(text))
    throw invalidField(field, "must be a decimal amount from 0 to 999999999.999", "INVALID_DECIMAL");
  return fromThousandths(toThousandths(text));
}

/** `"24.99"` → `24990n`. The text must be a checked amount. */
export function toThousandths(amount: string): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, "0"));
}

/** `24990n` → `"24.99"`; negative values keep their sign. */
export function fromThousandths(value: bigint): string {
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const fraction = String(abs % 1000n)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return `${sign}${abs / 1000n}${fraction ? `.${fraction}` : ""}`;
}

/** An amount of a number (v1 prices), rounded to thousandths. */
export function amountOfNumber(value: number): string {
  return fromThousandths(BigInt(Math.round(value * 1000)));
}
