/**
 * `GET /stores/v3/products/search` (POST for long payloads): free text over
 * product name (weighted first) and description, prefix-matched word by word
 * and ranked (best first unless a sort is given), with the products query's
 * filters, sorts and keyset cursors (a cursor carries its expression), and
 * value, range and scalar aggregations over every match. The page's products
 * come from the database as JSON text (`listed-product-sql.ts`) and the
 * answer is assembled around them.
 */

import { compileFilter } from "../../catalog-core/query/compile-filter.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import { SerializedJson } from "../../http/serialized-json.ts";
import type { ListedProductRow } from "../products/listed-product-sql.ts";
import { listedProductsJson } from "../products/listed-products-json.ts";
import { requestedFields } from "../products/requested-fields.ts";
import { cursorExtra } from "../query/keyset-cursor.ts";
import { keysetPage } from "../query/keyset-page.ts";
import { normalizeFilter } from "../query/normalize-filter.ts";
import { productSearchSource } from "./product-search-source.ts";
import { aggregate } from "./search-aggregations.ts";
import { searchDetailsQuery } from "./search-expression.ts";

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
    const carried = cursorExtra(paging.cursor);
    const query = carried ?? searchDetailsQuery(search.search, "search.search");
    const source = productSearchSource(input.principal, query, fields);
    const { table } = source;
    const page = await keysetPage<ListedProductRow>(
      input.db,
      source,
      { filter: search.filter, sort: search.sort, cursorPaging: search.cursorPaging, paging: search.paging },
      "search",
    );
    const params = new SqlParameters();
    for (const value of source.leadingParams ?? []) params.add(value);
    const filter = compileFilter(
      table,
      normalizeFilter(search.filter, table, "search.filter"),
      params,
      "search.filter",
    );
    const aggregationData = await aggregate(
      input.db,
      table,
      { from: source.from, condition: `${source.condition ?? "true"} and ${filter}`, params: params.values },
      search.aggregations,
      "search.aggregations",
    );
    const products = listedProductsJson(page.rows, fields);
    return new SerializedJson(
      `{"products":${products},"pagingMetadata":${JSON.stringify(page.pagingMetadata)},"aggregationData":${JSON.stringify(aggregationData)}}`,
    );
  },
};
