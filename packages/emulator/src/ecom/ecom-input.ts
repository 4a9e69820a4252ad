/**
 * Reading the untrusted payloads of the cart, checkout and order calls: each
 * reader returns the value or throws a 400 validation failure naming the
 * field (`lineItems[0].quantity`), as the provider reports bad input.
 */
import { invalidField } from "../errors.ts";

/** The largest quantity of one line (the provider's `LineItem.quantity` maximum). */
export const MAX_QUANTITY = 100_000;

/**
 * An optional object; absent or null reads as `{}`.
 *
 * @example
 * ```ts
 * readObject(payload.cartInfo, "cartInfo"); // {} when absent
 * ```
 */
export function readObject(value: unknown, field: string): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value))
    throw invalidField(field, "must be an object", "INVALID_TYPE");
  return value as Record<string, unknown>;
}

/**
 * An optional string (at most `maxLength` characters); absent, null or empty reads as `undefined`.
 *
 * @example
 * ```ts
 * readOptionalString(payload.couponCode, "couponCode", 100); // "VITRINE10" | undefined
 * ```
 */
export function readOptionalString(value: unknown, field: string, maxLength: number): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw invalidField(field, "must be a string", "INVALID_TYPE");
  if (value.length > maxLength)
    throw invalidField(field, `must be at most ${maxLength} characters`, "MAX_LENGTH", { maxLength });
  return value;
}

/**
 * A required id (a non-empty string of at most 100 characters).
 *
 * @example
 * ```ts
 * readId(payload.id, "id");
 * ```
 */
export function readId(value: unknown, field: string): string {
  const id = readOptionalString(value, field, 100);
  if (id === undefined) throw invalidField(field, "is required", "REQUIRED_FIELD");
  return id;
}

/**
 * A line quantity: a whole number from 1 to {@link MAX_QUANTITY} (numeric strings accepted).
 *
 * @example
 * ```ts
 * readQuantity(2, "lineItems[0].quantity"); // 2
 * ```
 */
export function readQuantity(value: unknown, field: string): number {
  const quantity = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
  if (quantity === undefined || quantity === null) throw invalidField(field, "is required", "REQUIRED_FIELD");
  if (typeof quantity !== "number" || !Number.isInteger(quantity))
    throw invalidField(field, "must be a whole number", "INVALID_TYPE");
  if (quantity < 1) throw invalidField(field, "must be at least 1", "MIN", { threshold: 1 });
  if (quantity > MAX_QUANTITY)
    throw invalidField(field, `must be at most ${MAX_QUANTITY}`, "MAX", { threshold: MAX_QUANTITY });
  return quantity;
}

/**
 * A required non-empty array.
 *
 * @example
 * ```ts
 * readArray(payload.lineItems, "lineItems", 300);
 * ```
 */
export function readArray(value: unknown, field: string, maxSize: number): unknown[] {
  if (value === undefined || value === null) throw invalidField(field, "is required", "REQUIRED_FIELD");
  if (!Array.isArray(value)) throw invalidField(field, "must be an array", "INVALID_TYPE");
  if (value.length === 0) throw invalidField(field, "must not be empty", "MIN_SIZE", { threshold: 1 });
  if (value.length > maxSize)
    throw invalidField(field, `must have at most ${maxSize} items`, "MAX_SIZE", { threshold: maxSize });
  return value;
}

/**
 * An optional e-mail address (a plain `local@domain` check, as a form would do).
 *
 * @example
 * ```ts
 * readEmail("ada@example.com", "checkout.buyerInfo.email"); // "ada@example.com"
 * ```
 */
export function readEmail(value: unknown, field: string): string | undefined {
  const email = readOptionalString(value, field, 254);
  if (email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalidField(field, "must be an e-mail address", "FORMAT", { type: "EMAIL" });
  return email?.trim();
}
