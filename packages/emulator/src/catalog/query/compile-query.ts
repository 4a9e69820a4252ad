/**
 * Compiles a whole provider query, `{filter, sort, paging:{limit, offset}}`,
 * against a field table: a bound `WHERE` condition, an `ORDER BY` list with a
 * stable tiebreak, and a validated page. Cursor paging is not offered (the
 * provider's catalogue reads page by offset).
 */

import { compileFilter } from "../../catalog-core/query/compile-filter.ts";
import { orderBy, parseSort } from "../../catalog-core/query/compile-sort.ts";
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import { decodeJsonText } from "../../catalog-core/query/json-text.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import { invalidField } from "../../errors.ts";
import { type Paging, parsePaging } from "./paging.ts";

/** A query ready to splice into a statement; `params` holds the filter's values. */
export interface CompiledQuery {
  /** SQL condition (never empty; `true` when there is no filter). */
  readonly where: string;
  /** `ORDER BY` list without the keywords. */
  readonly orderBy: string;
  readonly paging: Paging;
  /** Add further values (limit, offset, visibility) here, after the filter's. */
  readonly params: SqlParameters;
}

/**
 * Compiles `query` (the request's `query` member, possibly absent).
 *
 * @param path - Where the query sits in the request (`query`), for error fields.
 * @example
 * ```ts
 * const q = compileQuery(productFields, payload.query, "query");
 * const limit = q.params.add(q.paging.limit);
 * const offset = q.params.add(q.paging.offset);
 * await db.query(`select doc from products where ${q.where} order by ${q.orderBy} limit ${limit} offset ${offset}`, q.params.values);
 * ```
 */
export function compileQuery(table: FieldTable, query: unknown, path: string): CompiledQuery {
  const raw = decodeJsonText(query, path) ?? {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw invalidField(path, "must be an object", "INVALID_TYPE");
  const { filter, sort, paging, cursorPaging } = raw as Record<string, unknown>;
  if (cursorPaging !== undefined && cursorPaging !== null)
    throw invalidField(
      `${path}.cursorPaging`,
      "is not supported here; use paging (limit, offset)",
      "UNSUPPORTED",
    );
  const params = new SqlParameters();
  return {
    where: compileFilter(table, decodeJsonText(filter, `${path}.filter`), params, `${path}.filter`),
    orderBy: orderBy(table, parseSort(sort, table, `${path}.sort`)),
    paging: parsePaging(paging, `${path}.paging`),
    params,
  };
}
