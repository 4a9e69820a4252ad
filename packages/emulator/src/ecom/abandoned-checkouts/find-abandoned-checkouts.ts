/**
 * Query and search of abandoned checkouts: `{query | search: {filter, sort, paging: {limit,
 * offset}} | cursorPaging: {limit, cursor}}` over the fields of `abandoned-checkout-fields.ts`,
 * newest first by default, at most 100 a page (default 50). A page states its count, offset and
 * the total of matches; with cursor paging it also has `cursors` (`next`, `prev`), a cursor
 * carrying the filter, sort and offset of its page, so a follow-up sends the cursor alone. A
 * cursor this server did not issue, and free-text `search.search`, are 400s.
 */
import { compileFilter } from "../../catalog-core/query/compile-filter.ts";
import { orderBy, parseSort } from "../../catalog-core/query/compile-sort.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import type { Queryable } from "../../db/database.ts";
import { invalidField } from "../../errors.ts";
import { readObject } from "../ecom-input.ts";
import { abandonedCheckoutFields } from "./abandoned-checkout-fields.ts";
import type { AbandonedCheckout } from "./abandoned-checkout-record.ts";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

/** Where a page starts: the filter and sort, and how many matches come before it. */
interface PagePosition {
  filter: unknown;
  sort: unknown;
  offset: number;
}

/** One page of matches. */
export interface AbandonedCheckoutPage {
  abandonedCheckouts: AbandonedCheckout[];
  /** Paging facts: `cursors` only for cursor paging. */
  paging: {
    count: number;
    offset: number;
    total: number;
    tooManyToCount: false;
    cursors?: { next?: string; prev?: string };
  };
}

function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify({ v: "abandoned-checkouts", ...position })).toString("base64url");
}

function decodeCursor(cursor: string, field: string): PagePosition {
  try {
    const position = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as PagePosition & {
      v?: string;
    };
    if (position.v === "abandoned-checkouts" && Number.isSafeInteger(position.offset) && position.offset >= 0)
      return { filter: position.filter, sort: position.sort, offset: position.offset };
  } catch {
    // reported below
  }
  throw invalidField(field, "is not a cursor this server issued", "INVALID_VALUE");
}

function readWhole(value: unknown, field: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  const whole = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof whole !== "number" || !Number.isSafeInteger(whole) || whole < min || whole > max)
    throw invalidField(field, `must be a whole number from ${min} to ${max}`, "MAX", { threshold: max });
  return whole;
}

/**
 * Runs the query or search `spec` (the object under `query` or `search`, named by `path`).
 *
 * @example
 * ```ts
 * await findAbandonedCheckouts(db, { filter: { status: "RECOVERED" }, paging: { limit: 10 } }, "query");
 * ```
 */
export async function findAbandonedCheckouts(
  db: Queryable,
  spec: Record<string, unknown>,
  path: "query" | "search",
): Promise<AbandonedCheckoutPage> {
  const text = spec.search === undefined ? undefined : readObject(spec.search, `${path}.search`);
  if (text?.expression !== undefined && text.expression !== null && text.expression !== "")
    throw invalidField(`${path}.search.expression`, "free-text search is not supported; use filter");
  const cursorPaging =
    spec.cursorPaging === undefined ? undefined : readObject(spec.cursorPaging, `${path}.cursorPaging`);
  const paging = readObject(spec.paging, `${path}.paging`);
  const limitField = cursorPaging ? `${path}.cursorPaging.limit` : `${path}.paging.limit`;
  const limit = readWhole((cursorPaging ?? paging).limit, limitField, 1, MAX_LIMIT, DEFAULT_LIMIT);
  const cursor = cursorPaging?.cursor;
  if (cursor !== undefined && cursor !== null && typeof cursor !== "string")
    throw invalidField(`${path}.cursorPaging.cursor`, "must be a string", "INVALID_TYPE");
  const position: PagePosition =
    typeof cursor === "string" && cursor !== ""
      ? decodeCursor(cursor, `${path}.cursorPaging.cursor`)
      : {
          filter: spec.filter,
          sort: spec.sort,
          offset: cursorPaging ? 0 : readWhole(paging.offset, `${path}.paging.offset`, 0, 1_000_000, 0),
        };
  const params = new SqlParameters();
  const where = compileFilter(abandonedCheckoutFields, position.filter, params, `${path}.filter`);
  const sort = parseSort(position.sort, abandonedCheckoutFields, `${path}.sort`);
  const [counted] = await db.query<{ n: number }>(
    `select count(*)::int as n from abandoned_checkouts where ${where}`,
    [...params.values],
  );
  const total = counted?.n ?? 0;
  const rows = await db.query<{ doc: AbandonedCheckout }>(
    `select doc from abandoned_checkouts where ${where} order by ${orderBy(abandonedCheckoutFields, sort)}
     limit ${params.add(limit)} offset ${params.add(position.offset)}`,
    params.values,
  );
  const page: AbandonedCheckoutPage["paging"] = {
    count: rows.length,
    offset: position.offset,
    total,
    tooManyToCount: false,
  };
  if (cursorPaging) {
    const cursors: { next?: string; prev?: string } = {};
    if (position.offset + rows.length < total)
      cursors.next = encodeCursor({ ...position, offset: position.offset + limit });
    if (position.offset > 0)
      cursors.prev = encodeCursor({ ...position, offset: Math.max(0, position.offset - limit) });
    page.cursors = cursors;
  }
  return { abandonedCheckouts: rows.map((row) => row.doc), paging: page };
}
