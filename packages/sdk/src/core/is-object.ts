/** The one object test the client uses everywhere: `typeof` says "object" and it is not `null`. */

/**
 * Whether `value` is an object (arrays and dates included), not `null`.
 *
 * @example
 * ```ts
 * isObject({}); // true
 * isObject(null); // false
 * ```
 */
export function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === "object" && value !== null;
}
