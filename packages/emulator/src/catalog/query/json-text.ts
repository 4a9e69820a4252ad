/**
 * Query parts that may come as JSON text. The provider's older request shape
 * sends `query.filter` and `query.sort` as JSON strings; its platformized shape
 * sends them as JSON values. Both are accepted.
 */
import { invalidField } from "../../errors.ts";

/**
 * `value` itself, or the JSON it encodes when it is a string; a string that is
 * not JSON is a 400 naming `path`. An empty string counts as absent.
 *
 * @example
 * ```ts
 * decodeJsonText('{"name":"Shirt"}', "query.filter"); // { name: "Shirt" }
 * decodeJsonText({ name: "Shirt" }, "query.filter");  // { name: "Shirt" }
 * ```
 */
export function decodeJsonText(value: unknown, path: string): unknown {
  if (typeof value !== "string") return value;
  if (value.trim() === "") return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw invalidField(path, "must be JSON", "INVALID_FORMAT");
  }
}
