/**
 * The `fields` parameter of a read or write call: which optional parts of an
 * entity the caller asks for, out of the call's known values. A flat GET sends
 * one value as a string and several as a list; a JSON body sends a list. A value
 * the call does not know is a 400 on `fields[i]`.
 */
import { invalidField } from "../../errors.ts";

/**
 * The requested fields of `value` (a string, a list of strings, or absent), each one of `known`.
 *
 * @example
 * ```ts
 * const fields = requestedFieldsOf(input.payload.fields, ["DESCRIPTION", "BREADCRUMBS_INFO"]);
 * fields.has("DESCRIPTION"); // true when asked for
 * ```
 */
export function requestedFieldsOf<F extends string>(
  value: unknown,
  known: readonly F[],
  path = "fields",
): ReadonlySet<F> {
  if (value === undefined || value === null) return new Set();
  const list = Array.isArray(value) ? value : [value];
  const fields = new Set<F>();
  for (const [index, item] of list.entries()) {
    if (typeof item !== "string" || !(known as readonly string[]).includes(item))
      throw invalidField(`${path}[${index}]`, `must be one of ${known.join(", ")}`, "INVALID_ENUM_VALUE");
    fields.add(item as F);
  }
  return fields;
}
