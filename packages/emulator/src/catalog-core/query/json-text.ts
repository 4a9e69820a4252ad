/**
 * Query parts that may come as JSON text. The provider's older request shape
 * sends `query.filter` and `query.sort` as JSON strings; its platformized shape
 * sends them as JSON values. Both are accepted.
 */
import { invalidField } from "../../errors.ts";
import { checkPayloadText } from "../../payload-text.ts";

/**
 * `value` itself, or the JSON it encodes when it is a string; a string that is
 * not JSON is a 400 naming `path`. An empty string counts as absent. The result
 * passes the same text checks as the request payload (no NUL, no lone surrogate,
 * bounded depth), since it reaches the database just as well: JSON text is only
 * decoded here, and a value from elsewhere (a ribbon cursor) is checked too.
 *
 * @example
 * ```ts
 * decodeJsonText('{"name":"Shirt"}', "query.filter"); // { name: "Shirt" }
 * decodeJsonText({ name: "Shirt" }, "query.filter");  // { name: "Shirt" }
 * ```
 */
export function decodeJsonText(value: unknown, path: string): unknown {
  if (typeof value === "string" && value.trim() === "") return undefined;
  const decoded = typeof value === "string" ? parseJson(value, path) : value;
  checkPayloadText(decoded, path);
  return decoded;
}

function parseJson(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalidField(path, "must be JSON", "INVALID_FORMAT");
  }
}
