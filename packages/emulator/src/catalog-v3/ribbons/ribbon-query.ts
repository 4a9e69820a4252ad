/**
 * Query ribbons (`POST /stores/v3/ribbons/query`): `{query:{filter, sort, cursorPaging:{limit,
 * cursor}}}` → `{ribbons, pagingMetadata:{count, cursors:{next}, hasNext}}`. The provider pages
 * ribbons by cursor only; a cursor here carries the filter, sort and offset of the next page, so a
 * follow-up request sends the cursor alone (any filter or sort sent with it is ignored, as the
 * provider documents).
 */

import { compileFilter } from "../../catalog-core/query/compile-filter.ts";
import { orderBy, parseSort } from "../../catalog-core/query/compile-sort.ts";
import { decodeJsonText } from "../../catalog-core/query/json-text.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import type { RibbonCarriers } from "../../catalog-core/ribbons/ribbon-carriers.ts";
import { type RibbonEntity, type RibbonRow, ribbonEntity } from "../../catalog-core/ribbons/ribbon-entity.ts";
import { invalidField } from "../../errors.ts";
import type { EndpointInput } from "../../http/endpoint.ts";
import { ribbonFields } from "./ribbon-fields.ts";
import { readObject, readRequestedFields } from "./ribbon-input.ts";

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;
const CURSOR_PATH = "query.cursorPaging.cursor";

/** Where a page starts: the query's own filter and sort, and how many rows come before it. */
interface PagePosition {
  filter: unknown;
  sort: unknown;
  offset: number;
}

/** The response body. */
export interface QueryRibbonsResponse {
  ribbons: RibbonEntity[];
  pagingMetadata: { count: number; cursors: { next?: string }; hasNext: boolean };
}

function encodeCursor(position: PagePosition): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}

function decodeCursor(cursor: string): PagePosition {
  try {
    const position = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as PagePosition;
    if (Number.isSafeInteger(position.offset) && position.offset >= 0) return position;
  } catch {
    // reported below
  }
  throw invalidField(CURSOR_PATH, "is not a cursor this server issued");
}

function readLimit(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_LIMIT;
  const limit = typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof limit !== "number" || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw invalidField(
      "query.cursorPaging.limit",
      `must be a whole number from 1 to ${MAX_LIMIT}`,
      "MAX_VALUE",
    );
  return limit;
}

function readPosition(query: Record<string, unknown>): PagePosition {
  if (query.paging !== undefined && query.paging !== null)
    throw invalidField("query.paging", "is not supported for ribbons; use cursorPaging", "UNSUPPORTED");
  const cursor = readObject(query.cursorPaging, "query.cursorPaging").cursor;
  if (cursor === undefined || cursor === null || cursor === "")
    return { filter: query.filter, sort: query.sort, offset: 0 };
  if (typeof cursor !== "string") throw invalidField(CURSOR_PATH, "must be a string", "INVALID_TYPE");
  return decodeCursor(cursor);
}

/**
 * Runs `payload.query` over the ribbons.
 *
 * @example
 * ```ts
 * await queryRibbons({ db, payload: { query: { filter: { name: { $startsWith: "S" } } } } }, carriers);
 * ```
 */
export async function queryRibbons(
  { payload, db }: Pick<EndpointInput, "payload" | "db">,
  carriers: RibbonCarriers,
): Promise<QueryRibbonsResponse> {
  const query = readObject(decodeJsonText(payload.query, "query"), "query");
  const limit = readLimit(readObject(query.cursorPaging, "query.cursorPaging").limit);
  const position = readPosition(query);
  const withCount = readRequestedFields(payload.fields);
  const params = new SqlParameters();
  const where = compileFilter(
    ribbonFields,
    decodeJsonText(position.filter, "query.filter"),
    params,
    "query.filter",
  );
  const order = orderBy(ribbonFields, parseSort(position.sort, ribbonFields, "query.sort"));
  const rows = await db.query<RibbonRow>(
    `select * from ribbons where ${where} order by ${order} limit ${params.add(limit + 1)} offset ${params.add(position.offset)}`,
    params.values,
  );
  const page = rows.slice(0, limit);
  const hasNext = rows.length > limit;
  const counts = withCount
    ? await carriers.countCarrying(
        db,
        page.map((row) => row.name),
      )
    : undefined;
  return {
    ribbons: page.map((row) => ribbonEntity(row, counts?.get(row.name))),
    pagingMetadata: {
      count: page.length,
      cursors: hasNext ? { next: encodeCursor({ ...position, offset: position.offset + limit }) } : {},
      hasNext,
    },
  };
}
