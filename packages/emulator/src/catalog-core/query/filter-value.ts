/**
 * Checks one filter operand against its field's type and returns the value to
 * bind. Filters arrive as JSON (the `.r` parameter, a POST body, or a filter
 * sent as a JSON string), which keeps JSON types, so a value of the wrong type
 * is the caller's mistake and a 400, not something to guess at.
 */
import { invalidField } from "../../errors.ts";
import type { FieldType } from "./field-table.ts";

/** The SQL type a bound value of each field type is cast to. */
export const SQL_CAST: Readonly<Record<FieldType, string>> = {
  text: "text",
  number: "float8",
  integer: "bigint",
  timestamp: "timestamptz",
  boolean: "boolean",
  textArray: "text",
};

const INTEGER_TEXT = /^-?\d{1,19}$/;

function describe(type: FieldType): string {
  switch (type) {
    case "text":
    case "textArray":
      return "a string";
    case "number":
      return "a number";
    case "integer":
      return "an integer (number or string of digits)";
    case "timestamp":
      return "an ISO-8601 date-time string";
    case "boolean":
      return "a boolean";
  }
}

function coerce(type: FieldType, value: unknown): unknown {
  switch (type) {
    case "text":
    case "textArray":
      return typeof value === "string" ? value : undefined;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    case "integer":
      if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
      return typeof value === "string" && INTEGER_TEXT.test(value) ? value : undefined;
    case "timestamp": {
      // The provider's query language also writes a date as `{"$date": "…"}`.
      const text =
        value !== null &&
        typeof value === "object" &&
        !Array.isArray(value) &&
        Object.keys(value).length === 1
          ? (value as Record<string, unknown>).$date
          : value;
      if (typeof text !== "string" || Number.isNaN(Date.parse(text))) return undefined;
      return new Date(text).toISOString();
    }
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
  }
}

/**
 * The bindable form of `value` for a field of `type`; throws a 400 naming
 * `path` when the value does not fit.
 *
 * @example
 * ```ts
 * filterValue("integer", 42, "query.filter.numericId"); // "42"
 * filterValue("number", "10", "query.filter.price");    // throws ValidationFailure
 * ```
 */
export function filterValue(type: FieldType, value: unknown, path: string): unknown {
  const bound = coerce(type, value);
  if (bound === undefined) throw invalidField(path, `must be ${describe(type)}`, "INVALID_TYPE");
  return bound;
}

/** The bindable form of a non-empty-or-empty list operand (`$in`, `$hasSome`, `$hasAll`). */
export function filterValues(type: FieldType, value: unknown, path: string): unknown[] {
  if (!Array.isArray(value))
    throw invalidField(path, `must be a list of ${describe(type)} values`, "INVALID_TYPE");
  if (value.length > 1000) throw invalidField(path, "must list at most 1000 values", "MAX_SIZE");
  return value.map((item) => filterValue(type, item, path));
}

/** The boolean operand of `$exists` and `$isEmpty`. */
export function filterFlag(value: unknown, path: string): boolean {
  if (typeof value !== "boolean") throw invalidField(path, "must be a boolean", "INVALID_TYPE");
  return value;
}
