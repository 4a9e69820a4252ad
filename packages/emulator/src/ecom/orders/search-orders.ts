/**
 * Search orders (`POST /ecom/v1/orders/search`): `{search: {filter, sort,
 * cursorPaging: {limit, cursor}}}` → `{orders, metadata: {count, cursors:
 * {next, prev}, hasNext}}`, newest first by default (fields: `order-fields.ts`).
 * A cursor carries the filter, sort and offset of its page, so a follow-up
 * request sends the cursor alone (a filter or sort sent with it is ignored);
 * a cursor this server did not issue is a 400 on `search.cursorPaging.cursor`.
 */
import { compileFilter } from "../../catalog-core/query/compile-filter.ts";
import { orderBy, parseSort } from "../../catalog-core/query/compile-sort.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import type { Queryable } from "../../db/database.ts";
import { invalidField } from "../../errors.ts";
import { readObject } from "../ecom-input.ts";
import type { OrderDocument } from "./order-document.ts";
import { orderFields } from "./order-fields.ts";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;
const CURSOR_PATH = "search.cursorPaging.cursor";

/** Where a page starts: the search's filter and sort, and how many orders come before it. */
interface PagePosition {
  filter: unknown;
  sort: unknown;
  offset: number;
}

/** The search answer. */
export interface SearchOrdersResponse {
  orders: OrderDocument[];
  metadata: { count: number; cursors: { next?: string; prev?: string }; hasNext: boolean };
}

function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify({ v: "orders", ...position })).toString("base64url");
}

function decodeCursor(cursor: string): PagePosition {
  try {
    const position = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as PagePosition & {
      v?: string;
    };
    if (position.v === "orders" && Number.isSafeInteger(position.offset) && position.offset >= 0)
      return { filter: position.filter, sort: position.sort, offset: position.offset };
  } catch {
    // reported below
  }
  throw invalidField(CURSOR_PATH, "is not a cursor this server issued", "INVALID_VALUE");
}

function readLimit(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_LIMIT;
  const limit = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw invalidField("search.cursorPaging.limit", `must be a whole number from 1 to ${MAX_LIMIT}`, "MAX", {
      threshold: MAX_LIMIT,
    });
  return limit;
}

function readPosition(search: Record<string, unknown>, paging: Record<string, unknown>): PagePosition {
  const cursor = paging.cursor;
  if (cursor === undefined || cursor === null || cursor === "")
    return { filter: search.filter, sort: search.sort, offset: 0 };
  if (typeof cursor !== "string") throw invalidField(CURSOR_PATH, "must be a string", "INVALID_TYPE");
  return decodeCursor(cursor);
}

/**
 * Runs `payload.search` over the orders.
 *
 * @example
 * ```ts
 * await searchOrders(db, { search: { filter: { status: "APPROVED" }, cursorPaging: { limit: 10 } } });
 * ```
 */
export async function searchOrders(
  db: Queryable,
  payload: Record<string, unknown>,
): Promise<SearchOrdersResponse> {
  const search = readObject(payload.search, "search");
  const paging = readObject(search.cursorPaging, "search.cursorPaging");
  const limit = readLimit(paging.limit);
  const position = readPosition(search, paging);
  const params = new SqlParameters();
  const where = compileFilter(orderFields, position.filter, params, "search.filter");
  const order = orderBy(orderFields, parseSort(position.sort, orderFields, "search.sort"));
  const rows = await db.query<{ doc: OrderDocument }>(
    `select doc from orders where ${where} order by ${order} limit ${params.add(limit + 1)} offset ${params.add(position.offset)}`,
    params.values,
  );
  const page = rows.slice(0, limit);
  const hasNext = rows.length > limit;
  const cursors: SearchOrdersResponse["metadata"]["cursors"] = {};
  if (hasNext) cursors.next = encodeCursor({ ...position, offset: position.offset + limit });
  if (position.offset > 0)
    cursors.prev = encodeCursor({ ...position, offset: Math.max(0, position.offset - limit) });
  return { orders: page.map((row) => row.doc), metadata: { count: page.length, cursors, hasNext } };
}
