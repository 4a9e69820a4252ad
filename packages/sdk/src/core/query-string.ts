/**
 * GET payloads as query strings, byte for byte as the provider's client sends them.
 *
 * A payload is first flattened: nested objects become dotted keys (`{a:{b:1}}` → `a.b`), arrays
 * become repeated keys (`list=x&list=y`), `null`/`undefined` and objects inside arrays are left out,
 * dates become ISO strings. A *complex* call (query and search calls) sends the whole payload as
 * one `.r` parameter (JSON, then base64url without padding) when flattening would lose structure:
 * when a flattened key contains a dot, or an array holds an object.
 */
import { base64url } from "./base64url.js";
import { isObject } from "./is-object.js";
import { toJson } from "./json.js";

type Flat = Map<string, unknown>;

function isNested(value: unknown): value is object {
  return isObject(value) && !Array.isArray(value) && !(value instanceof Date);
}

function flatten(data: object, prefix: string, out: Flat): Flat {
  for (const [key, value] of Object.entries(data)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isNested(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

/** An array item that flat parameters cannot express: an object (or `null`), not a date. */
function isObjectItem(item: unknown): boolean {
  return typeof item === "object" && !(item instanceof Date);
}

function leaf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Encodes a GET payload as a query string (without the leading `?`).
 *
 * @param payload - The request payload.
 * @param complex - Whether the call accepts the `.r` form (the provider's query and search calls).
 * @example
 * ```ts
 * encodeQuery({ a: { b: 1 }, list: ["x", "y"] }, false); // "a.b=1&list=x&list=y"
 * encodeQuery({ query: { filter: { name: "x" } } }, true); // ".r=eyJxdWVyeSI6…"
 * ```
 */
export function encodeQuery(payload: object, complex = false): string {
  const params = new URLSearchParams();
  for (const [key, value] of flatten(payload, "", new Map())) {
    const list = Array.isArray(value);
    if (complex && (key.includes(".") || (list && value.some(isObjectItem)))) {
      // base64url text needs no escaping in a query string
      return `.r=${base64url(toJson(payload))}`;
    }
    for (const item of list ? value : [value]) {
      if (item !== undefined && item !== null && !(list && isObjectItem(item)))
        params.append(key, leaf(item));
    }
  }
  return params.toString();
}
