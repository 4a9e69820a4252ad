/**
 * Boolean request options (`includeHiddenProducts`, `includeMerchantSpecificData`): `true` in a
 * JSON body or `.r`, the string `"true"` from a flat GET parameter. Anything else is off.
 */

/**
 * Whether a boolean request option is set.
 *
 * @example
 * ```ts
 * requestFlag(payload.includeHiddenProducts); // true for `true` and `"true"`
 * ```
 */
export function requestFlag(value: unknown): boolean {
  return value === true || value === "true";
}
