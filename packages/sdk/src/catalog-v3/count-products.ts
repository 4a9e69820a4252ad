/**
 * `countProducts(options)`: how many catalogue v3 products match a filter and a free-text search
 * (`GET /stores/v3/products/count`, `.r` for a nested payload; POST when long).
 */
import type { Filter } from "../catalog/query/filter.js";
import { defineCall } from "../core/define-call.js";
import type { SearchDetails } from "./product-search.js";

/** What to count. */
export interface CountProductsOptions {
  filter?: Filter;
  search?: SearchDetails;
  /** Whether hidden products count too (merchants only). */
  returnNonVisibleProducts?: boolean;
}

/**
 * Counts matching products (all visible ones without options).
 *
 * @example
 * ```ts
 * const shirts = await client.productsV3.countProducts({ search: { expression: "shirt" }, filter: { visible: true } });
 * ```
 */
export const countProducts = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/products/count",
  complex: true,
  request: ({ filter, search, returnNonVisibleProducts }: CountProductsOptions = {}) => ({
    query: { filter, search, returnNonVisibleProducts },
  }),
  response: (wire: { count?: number }) => wire.count ?? 0,
});
