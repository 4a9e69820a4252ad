/**
 * Reads the untrusted parts of a Wix Data request: collection and item ids, the
 * item a write sends, paging, the reference fields to include and the fields
 * to return. Each mistake is a 400 naming the field.
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure, invalidField } from "../errors.ts";
import { isObject } from "../http/is-object.ts";

/** Longest collection or item id accepted, in characters. */
const MAX_ID = 256;
/** Largest item document accepted (the provider's limit per item): 512 KB of JSON. */
const MAX_ITEM_BYTES = 512 * 1024;
/** Default and largest page of a query. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 1000;
/** Default and largest number of items included per reference field. */
export const MAX_INCLUDED = 50;

/** A reference field to include in the answer, with at most `limit` items. */
export interface IncludedReference {
  field: string;
  limit: number;
}

/** A required non-empty id of at most 256 characters. */
export function readId(value: unknown, field: string): string {
  if (typeof value !== "string" || value === "")
    throw invalidField(field, "must not be empty", "REQUIRED_FIELD");
  if (value.length > MAX_ID) throw invalidField(field, `must be at most ${MAX_ID} characters`, "MAX_LENGTH");
  return value;
}

function readCount(value: unknown, field: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null) return fallback;
  const number = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== "number" || !Number.isInteger(number) || number < min || number > max)
    throw invalidField(field, `must be a whole number from ${min} to ${max}`, "INVALID_VALUE");
  return number;
}

/**
 * The page a query asks for: `query.paging` `{limit, offset}` (or `query.cursorPaging.limit` on a
 * first page); a limit of 1 to 1000, default 50.
 */
export function readPaging(query: Record<string, unknown>): { limit: number; offset: number } {
  const cursorPaging = isObject(query.cursorPaging) ? query.cursorPaging : undefined;
  if (cursorPaging?.cursor !== undefined && cursorPaging.cursor !== null && cursorPaging.cursor !== "")
    throw invalidField(
      "query.cursorPaging.cursor",
      "is not served by the emulator: page with paging.offset",
      "INVALID_VALUE",
    );
  const paging = isObject(query.paging) ? query.paging : (cursorPaging ?? {});
  const at = isObject(query.paging) || !cursorPaging ? "query.paging" : "query.cursorPaging";
  return {
    limit: readCount(paging.limit, `${at}.limit`, DEFAULT_LIMIT, 1, MAX_LIMIT),
    offset: readCount(paging.offset, `${at}.offset`, 0, 0, Number.MAX_SAFE_INTEGER),
  };
}

/** The reference fields to include: `includeReferences` `[{field, limit}]` or the older `includeReferencedItems` `[field]`. */
export function readIncludes(payload: Record<string, unknown>): IncludedReference[] {
  const list = (value: unknown, field: string) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) throw invalidField(field, "must be a list", "INVALID_VALUE");
    return value;
  };
  const included = list(payload.includeReferences, "includeReferences").map((entry, index) => {
    const at = `includeReferences[${index}]`;
    if (!isObject(entry)) throw invalidField(at, "must be {field, limit}", "INVALID_VALUE");
    return {
      field: readId(entry.field, `${at}.field`),
      limit: readCount(entry.limit, `${at}.limit`, MAX_INCLUDED, 1, MAX_INCLUDED),
    };
  });
  const older = list(payload.includeReferencedItems, "includeReferencedItems").map((field, index) => ({
    field: readId(field, `includeReferencedItems[${index}]`),
    limit: MAX_INCLUDED,
  }));
  return [...included, ...older];
}

/** The fields a read returns (`fields`, a list or one name as a flat GET parameter; empty or absent: all). */
export function readFields(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === "string" && value !== "") return [value];
  if (!Array.isArray(value) || !value.every((f) => typeof f === "string" && f !== ""))
    throw invalidField(field, "must be a list of field names", "INVALID_VALUE");
  return value;
}

/** The item a write sends: its id (`dataItem.id`, else `data._id`, else a new one) and its data. */
export function readDataItem(value: unknown, { idRequired }: { idRequired: boolean }) {
  if (!isObject(value)) throw invalidField("dataItem", "must be an object", "REQUIRED_FIELD");
  if (!isObject(value.data)) throw invalidField("dataItem.data", "must be an object", "REQUIRED_FIELD");
  const data = value.data;
  const given = value.id ?? data._id;
  if (value.id !== undefined && data._id !== undefined && value.id !== data._id)
    throw invalidField("dataItem.id", "must match dataItem.data._id", "INVALID_VALUE");
  if (given === undefined && idRequired)
    throw invalidField("dataItem.id", "must not be empty", "REQUIRED_FIELD");
  const id = given === undefined ? randomUUID() : readId(given, "dataItem.id");
  if (Buffer.byteLength(JSON.stringify(data)) > MAX_ITEM_BYTES)
    throw new ApplicationFailure(400, "WDE0009", "WDE0009: Document is too large.", {
      limitBytes: MAX_ITEM_BYTES,
    });
  return { id, data };
}
