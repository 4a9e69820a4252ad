/**
 * Keyset cursors of the catalogue v3 queries. A cursor holds the query it
 * continues (entity, filter, sort keys, page size) and the sort-key values of
 * the row it stops at, read from the database as text, so the next page starts
 * strictly after (or, for `prev`, before) that row whatever was written in
 * between: no row is served twice and none is skipped. Cursors are
 * base64url JSON; anything that is not a cursor of the same query kind is a
 * 400 on `<path>.cursorPaging.cursor`.
 */

import {
  type FieldSpec,
  type FieldTable,
  lookupField,
  type SortKey,
} from "../../catalog-core/query/field-table.ts";
import { invalidField } from "../../errors.ts";

/** What a cursor carries. */
export interface KeysetCursor {
  /** Which query it belongs to (`products`, `variants`, …). */
  entity: string;
  filter: unknown;
  keys: SortKey[];
  limit: number;
  /** Sort-key values of the row the page continues from, one per key (null for a nullable key's null). */
  values: (string | null)[];
  /** `after`: the next page; `before`: the previous one. */
  direction: "after" | "before";
  /** What else the query needs to continue (a search's expression), carried as is. */
  extra?: string;
}

const VERSION = 1;
const NUMERIC = /^-?\d{1,30}(\.\d{1,10})?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;

/**
 * The text of `cursor`.
 *
 * @example
 * ```ts
 * encodeCursor({ entity: "products", filter: {}, keys, limit: 20, values: ["2026-01-01 00:00:00+00", "p1"], direction: "after" });
 * ```
 */
export function encodeCursor(cursor: KeysetCursor): string {
  const body = {
    v: VERSION,
    e: cursor.entity,
    f: cursor.filter ?? null,
    k: cursor.keys.map((key) => [key.field, key.descending ? 1 : 0]),
    l: cursor.limit,
    x: cursor.values,
    d: cursor.direction === "after" ? "a" : "b",
    ...(cursor.extra !== undefined ? { c: cursor.extra } : {}),
  };
  return Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
}

function valueFits(value: unknown, spec: FieldSpec): value is string | null {
  if (value === null) return spec.nullable === true;
  if (typeof value !== "string" || value.length > 2000) return false;
  switch (spec.type) {
    case "number":
    case "integer":
      return NUMERIC.test(value);
    case "timestamp":
      return TIMESTAMP.test(value);
    case "boolean":
      return value === "true" || value === "false";
    default:
      return true;
  }
}

/**
 * The cursor in `text`, checked against `entity` and `table`; a 400 on `field` otherwise.
 *
 * @example
 * ```ts
 * const cursor = decodeCursor(text, "products", productFields, "query.cursorPaging.cursor");
 * ```
 */
export function decodeCursor(text: string, entity: string, table: FieldTable, field: string): KeysetCursor {
  const fail = () =>
    invalidField(field, "is not a cursor of this query (start again without a cursor)", "INVALID_CURSOR");
  let body: Record<string, unknown>;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw fail();
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw fail();
    body = parsed as Record<string, unknown>;
  } catch {
    throw fail();
  }
  if (body.v !== VERSION || body.e !== entity || !Array.isArray(body.k) || !Array.isArray(body.x))
    throw fail();
  if (body.k.length === 0 || body.k.length !== body.x.length || (body.d !== "a" && body.d !== "b"))
    throw fail();
  if (typeof body.l !== "number" || !Number.isInteger(body.l) || body.l < 1 || body.l > 100) throw fail();
  const keys = body.k.map((key): SortKey => {
    if (!Array.isArray(key) || typeof key[0] !== "string" || (key[1] !== 0 && key[1] !== 1)) throw fail();
    const spec = lookupField(table, key[0]);
    if (!spec?.sortable) throw fail();
    return { field: key[0], descending: key[1] === 1 };
  });
  const values = body.x.map((value, index) => {
    const spec = lookupField(table, keys[index]?.field ?? "");
    if (!spec || !valueFits(value, spec)) throw fail();
    return value;
  });
  if (body.c !== undefined && typeof body.c !== "string") throw fail();
  return {
    entity,
    filter: body.f,
    keys,
    limit: body.l,
    values,
    direction: body.d === "a" ? "after" : "before",
    ...(typeof body.c === "string" ? { extra: body.c } : {}),
  };
}

/**
 * The `extra` a cursor carries, read before the query is set up (undefined for anything else;
 * {@link decodeCursor} checks the whole cursor afterwards).
 *
 * @example
 * ```ts
 * const expression = cursorExtra(payload.search?.cursorPaging?.cursor) ?? payload.search?.search?.expression;
 * ```
 */
export function cursorExtra(text: unknown): string | undefined {
  if (typeof text !== "string" || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    const body: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    const extra = body !== null && typeof body === "object" ? (body as { c?: unknown }).c : undefined;
    return typeof extra === "string" ? extra : undefined;
  } catch {
    return undefined;
  }
}
