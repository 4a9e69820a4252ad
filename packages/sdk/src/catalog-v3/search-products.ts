/**
 * `searchProducts(search, options)`: catalogue v3 products by free text, filter, sort and
 * aggregations (`GET /stores/v3/products/search`, `.r`; POST when long), one cursor page per call.
 */

import { defineCall } from "../core/define-call.js";
import type { CursorPagingMetadata } from "./cursor-page.js";
import type { ProductV3 } from "./model/product-v3.js";
import type { AggregationData, ProductSearch } from "./product-search.js";
import type { FieldsOptions, ProductField } from "./requested-fields.js";

/** One page of a products search. */
export interface ProductsSearchPage {
  products: ProductV3[];
  pagingMetadata: CursorPagingMetadata;
  /** Results of the search's aggregations. */
  aggregationData?: AggregationData;
}

/**
 * Searches products. For the next page pass `cursorPaging: { cursor: page.pagingMetadata.cursors.next }`.
 *
 * @example
 * ```ts
 * const { products, aggregationData } = await client.productsV3.searchProducts(
 *   {
 *     search: { expression: "cotton tee", fields: ["name", "description"] },
 *     filter: { visible: true },
 *     sort: [{ fieldName: "actualPriceRange.minValue.amount", order: "ASC" }],
 *     cursorPaging: { limit: 20 },
 *     aggregations: [{ name: "brands", type: "VALUE", fieldPath: "brand.name" }],
 *   },
 *   { fields: ["CURRENCY"] },
 * );
 * ```
 */
export const searchProducts = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/products/search",
  complex: true,
  request: (search: ProductSearch, options: FieldsOptions<ProductField> = {}) => ({
    query: { search, ...options },
  }),
  dates: ["products.createdDate", "products.updatedDate"],
  response: (wire: Partial<ProductsSearchPage>): ProductsSearchPage => ({
    ...wire,
    products: wire.products ?? [],
    pagingMetadata: wire.pagingMetadata ?? {},
  }),
});
