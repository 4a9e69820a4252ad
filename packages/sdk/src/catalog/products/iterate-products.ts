/**
 * `iterateProducts(query)`: every product a v1 products query matches, page by page by offset,
 * then past offset 10 000 by `numericId`. A plain function, so bundles that never walk every
 * page leave it out.
 */
import type { Product } from "../model/product.js";
import { iterateQuery } from "../query/iterate-query.js";
import type { FindOptions } from "../query/query-builder.js";
import type { ProductsQueryBuilder } from "./query-products.js";

/**
 * Every product `query` matches, page by page (each page asked for with `options`). Without a
 * sort the walk sorts by `numericId` and, past offset 10 000, continues with `numericId > last`;
 * with another sort it stops there with a `ClientError` (`INVALID_QUERY`).
 *
 * @example
 * ```ts
 * for await (const product of iterateProducts(client.products.queryProducts().limit(100), { signal })) index(product);
 * ```
 */
export function iterateProducts(
  query: ProductsQueryBuilder,
  options?: FindOptions,
): AsyncIterableIterator<Product> {
  return iterateQuery(query, options, "numericId");
}
