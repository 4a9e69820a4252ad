/**
 * Values as Wix Data stores and compares them: strings, numbers, booleans,
 * null, and dates, which travel as `{"$date": "<ISO-8601>"}`. Dates are kept in
 * one normal form (`Date.prototype.toISOString`) so that equal instants are
 * equal documents and compare in time order as text.
 */
import { invalidField } from "../errors.ts";
import { isObject } from "../http/is-object.ts";

/** A value a filter compares with, by kind; a date's `value` is its ISO text in normal form. */
export type ScalarValue =
  | { kind: "string"; value: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "date"; value: string }
  | { kind: "null" };

/** The ISO text of a `{$date}` object, or undefined when `value` is not one. */
export function dateText(value: unknown): string | undefined {
  if (!isObject(value) || Object.keys(value).length !== 1 || typeof value.$date !== "string")
    return undefined;
  const time = Date.parse(value.$date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * Reads a filter operand; 400 naming `at` for anything but a string, finite number, boolean,
 * null or `{$date}`.
 *
 * @example
 * ```ts
 * scalarValue({ $date: "2026-01-15T09:00:00Z" }, "query.filter._createdDate"); // { kind: "date", value: "2026-01-15T09:00:00.000Z" }
 * ```
 */
export function scalarValue(value: unknown, at: string): ScalarValue {
  if (value === null) return { kind: "null" };
  if (typeof value === "string") return { kind: "string", value };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (typeof value === "number" && Number.isFinite(value)) return { kind: "number", value };
  const date = dateText(value);
  if (date !== undefined) return { kind: "date", value: date };
  throw invalidField(at, "must be a string, a number, a boolean, null or {$date}", "INVALID_VALUE");
}

/** The JSON document of a scalar value as stored (a date as `{$date}`). */
export function storedJson(value: ScalarValue): unknown {
  if (value.kind === "null") return null;
  if (value.kind === "date") return { $date: value.value };
  return value.value;
}

/**
 * `data` with every `{$date}` in it in normal form (recursively), for storing.
 *
 * @example
 * ```ts
 * normalizeDates({ at: { $date: "2026-01-15T09:00:00Z" } }); // { at: { $date: "2026-01-15T09:00:00.000Z" } }
 * ```
 */
export function normalizeDates(data: unknown): unknown {
  const date = dateText(data);
  if (date !== undefined) return { $date: date };
  if (Array.isArray(data)) return data.map(normalizeDates);
  if (!isObject(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, normalizeDates(value)]));
}
