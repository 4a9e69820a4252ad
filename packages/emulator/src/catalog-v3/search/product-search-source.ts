/**
 * The products a free-text search matches, as a keyset source: the caller's
 * products whose name or description holds the text query's words (see
 * `search-expression.ts`), with their relevance as the sortable `_relevance`
 * field and the default order (best first). Search products and count
 * products both read through it, so they match the same products.
 */

import type { ProductField } from "@vitrine/sdk/catalog-v3";
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import type { Principal } from "../../http/endpoint.ts";
import { productSource } from "../products/product-source.ts";
import type { KeysetSource } from "../query/keyset-page.ts";

/**
 * The text query bound at `$1`, through a sub-select, for the match and the relevance: the
 * planner then cannot read the query's words while planning, so the prepared statement's plan
 * for one expression is its plan for every expression, and PostgreSQL keeps that generic plan
 * instead of planning each search again. With the words visible, it estimates few matches for
 * each custom plan and ~0.5% of the products for the generic one, so from about 10 000 products
 * on it would plan every search again (~0.3 ms of backend CPU, about half of a search's).
 */
const TEXT_QUERY = "(select to_tsquery('english', $1))";

/** The relevance of a product to the text query (rounded, so cursors compare it exactly). */
const RELEVANCE = `round(ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_vector, ${TEXT_QUERY})::numeric, 6)`;

/**
 * The search source for `principal` and the text query `query` (every product of the caller
 * when undefined), its rows with `fields` (none for a count); its cursors carry the query.
 *
 * @example
 * ```ts
 * const source = productSearchSource(input.principal, searchDetailsQuery(payload.search, "search"));
 * const count = await keysetCount(input.db, source, payload.filter, "filter");
 * ```
 */
export function productSearchSource(
  principal: Principal,
  query: string | undefined,
  fields: ReadonlySet<ProductField> = new Set(),
): KeysetSource {
  const base = productSource(principal, fields);
  if (!query) return { ...base, entity: "product-search", cursorExtra: "" };
  const table: FieldTable = {
    ...base.table,
    fields: { ...base.table.fields, _relevance: { sql: RELEVANCE, type: "number", sortable: true } },
    defaultSort: [{ field: "_relevance", descending: true }],
  };
  return {
    ...base,
    entity: "product-search",
    table,
    condition: `${base.condition ?? "true"} and p.search_vector @@ ${TEXT_QUERY}`,
    leadingParams: [query],
    cursorExtra: query,
  };
}
