/**
 * `GET /stores/v3/products/search` (POST for long payloads): free text over
 * product name (weighted first) and description, prefix-matched word by word
 * and ranked (best first unless a sort is given), with the products query's
 * filters, sorts and keyset cursors (a cursor carries its expression), and
 * value, range and scalar aggregations over every match.
 */

import { compileFilter } from "../../catalog/query/compile-filter.ts";
import type { FieldTable } from "../../catalog/query/field-table.ts";
import { SqlParameters } from "../../catalog/query/sql-parameters.ts";
import { invalidField } from "../../errors.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import type { ProductV3Document } from "../model/product-v3-document.ts";
import { productSource } from "../products/product-source.ts";
import { requestedFields } from "../products/requested-fields.ts";
import { serveProducts } from "../products/serve-products.ts";
import { cursorExtra } from "../query/keyset-cursor.ts";
import { keysetPage } from "../query/keyset-page.ts";
import { normalizeFilter } from "../query/normalize-filter.ts";
import { aggregate } from "./search-aggregations.ts";
import { tsQueryText } from "./search-expression.ts";

/** The relevance of a product to the query bound at `$1` (rounded, so cursors compare it exactly). */
const RELEVANCE =
  "round(ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_vector, to_tsquery('english', $1))::numeric, 6)";

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function expressionOf(search: Record<string, unknown>): { text: string; mode: "AND" | "OR" } | undefined {
  const details = isObject(search.search) ? search.search : {};
  const expression = details.expression;
  if (expression === undefined || expression === null || expression === "") return undefined;
  if (typeof expression !== "string" || expression.length > 500)
    throw invalidField(
      "search.search.expression",
      "must be a string of at most 500 characters",
      "INVALID_TYPE",
    );
  const mode = details.mode === "OR" ? "OR" : "AND";
  return { text: expression, mode };
}

/** The search endpoint. */
export const searchProductsEndpoint: Endpoint = {
  method: "GET",
  path: "/stores/v3/products/search",
  access: "read",
  async handle(input) {
    const fields = requestedFields(input.payload.fields, input.principal);
    const search = isObject(input.payload.search) ? input.payload.search : {};
    const paging = isObject(search.cursorPaging) ? search.cursorPaging : {};
    // A follow-up page sends the cursor alone; the expression travels in it.
    const given = expressionOf(search);
    const carried = cursorExtra(paging.cursor);
    const query = carried ?? (given ? tsQueryText(given.text, given.mode) : undefined) ?? "";
    const base = productSource(input.principal);
    const table: FieldTable = query
      ? {
          ...base.table,
          fields: { ...base.table.fields, _relevance: { sql: RELEVANCE, type: "number", sortable: true } },
          defaultSort: [{ field: "_relevance", descending: true }],
        }
      : base.table;
    const conditions = [
      base.condition ?? "true",
      query ? "p.search_vector @@ to_tsquery('english', $1)" : "true",
    ];
    const source = {
      ...base,
      entity: "product-search",
      table,
      condition: conditions.join(" and "),
      leadingParams: query ? [query] : [],
      cursorExtra: query,
    };
    const page = await keysetPage<{ doc: ProductV3Document }>(
      input.db,
      source,
      { filter: search.filter, sort: search.sort, cursorPaging: search.cursorPaging, paging: search.paging },
      "search",
    );
    const products = await serveProducts(
      input.db,
      page.rows.map((row) => row.doc),
      { fields, withVariants: false },
    );
    const params = new SqlParameters();
    if (query) params.add(query);
    const filter = compileFilter(
      table,
      normalizeFilter(search.filter, table, "search.filter"),
      params,
      "search.filter",
    );
    const aggregationData = await aggregate(
      input.db,
      table,
      { from: base.from, condition: `${source.condition} and ${filter}`, params: params.values },
      search.aggregations,
      "search.aggregations",
    );
    return { products, pagingMetadata: page.pagingMetadata, aggregationData };
  },
};
