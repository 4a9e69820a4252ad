/**
 * The one test of untrusted request values for a plain JSON object (not
 * `null`, not an array), used wherever a payload part is read before it is
 * checked field by field.
 */

/**
 * Whether `value` is a plain object (a JSON object of the request).
 *
 * @example
 * ```ts
 * const query = isObject(input.payload.query) ? input.payload.query : {};
 * ```
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
