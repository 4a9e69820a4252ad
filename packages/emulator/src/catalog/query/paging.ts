/**
 * Offset paging: `{limit, offset}`, limit 50 by default and at most 100, as the
 * provider pages. Values from flat GET parameters arrive as strings of digits
 * (with a sign for a negative number), which are read as the numbers they
 * spell, so a GET and its POST twin get the same answer; anything else that is
 * not a whole number in range is a 400 naming the field (`query.paging.limit`).
 */
import { invalidField } from "../../errors.ts";

/** Page size when the caller gives none. */
export const DEFAULT_LIMIT = 50;
/** Largest page the provider serves. */
export const MAX_LIMIT = 100;

/** A validated page request. */
export interface Paging {
  readonly limit: number;
  readonly offset: number;
}

function wholeNumber(value: unknown, path: string, fallback: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  const number = typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isSafeInteger(number))
    throw invalidField(path, "must be a whole number", "INVALID_TYPE");
  if (number < 0) throw invalidField(path, "must not be negative", "MIN_VALUE", { min: 0 });
  if (number > max) throw invalidField(path, `must be at most ${max}`, "MAX_VALUE", { max });
  return number;
}

/**
 * The page `paging` asks for.
 *
 * @param path - Where paging sits in the request (`query.paging`, or `paging` for product variants).
 * @example
 * ```ts
 * parsePaging({ limit: "20", offset: 40 }, "query.paging"); // { limit: 20, offset: 40 }
 * parsePaging(undefined, "query.paging");                   // { limit: 50, offset: 0 }
 * ```
 */
export function parsePaging(paging: unknown, path: string): Paging {
  if (paging === undefined || paging === null) return { limit: DEFAULT_LIMIT, offset: 0 };
  if (typeof paging !== "object" || Array.isArray(paging))
    throw invalidField(path, "must be an object", "INVALID_TYPE");
  const { limit, offset } = paging as Record<string, unknown>;
  return {
    limit: wholeNumber(limit, `${path}.limit`, DEFAULT_LIMIT, MAX_LIMIT),
    offset: wholeNumber(offset, `${path}.offset`, 0, Number.MAX_SAFE_INTEGER),
  };
}
