/**
 * Request serialization: payloads become JSON the way the wire expects. `Date` values become
 * ISO-8601 strings (through `Date#toJSON`) and non-finite numbers (`NaN`, `Infinity`) become the
 * strings `"NaN"`, `"Infinity"`, `"-Infinity"` instead of JSON's `null`.
 */

function replacer(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isFinite(value) ? String(value) : value;
}

/**
 * JSON-encodes a request payload with the wire's conventions for dates and non-finite numbers.
 *
 * @example
 * ```ts
 * toJson({ at: new Date(0), n: Number.NaN }); // '{"at":"1970-01-01T00:00:00.000Z","n":"NaN"}'
 * ```
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, replacer);
}
