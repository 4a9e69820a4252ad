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

/** The relevance of a product to the query bound at `$1` (rounded, so cursors compare it exactly). */
const RELEVANCE =
  "round(ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_vector, to_tsquery('english', $1))::numeric, 6)";

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
    condition: `${base.condition ?? "true"} and p.search_vector @@ to_tsquery('english', $1)`,
    leadingParams: [query],
    cursorExtra: query,
  };
}
