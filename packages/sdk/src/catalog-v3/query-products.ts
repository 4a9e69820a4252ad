/**
 * `queryProducts(options)`: the typed cursor query over catalogue v3 products
 * (`GET /stores/v3/products/query`, `.r`; POST when long). The filterable fields are the ones the
 * provider's query accepts; for free text, prices and the rest use `searchProducts`.
 */

import { type CursorQueryBuilder, defineCursorQuery } from "./cursor-query-builder.js";
import type { ProductV3 } from "./model/product-v3.js";
import type { FieldsOptions, ProductField } from "./requested-fields.js";

/** Filterable v3 product fields and their value types. */
export interface ProductV3QueryFields {
  id: string;
  handle: string;
  /** Ids of the product's options: `hasSome` / `hasAll`. */
  "options.id": readonly string[];
  createdDate: Date | string;
  updatedDate: Date | string;
  slug: string;
  visible: boolean;
}

/** Sortable v3 product fields. */
export type ProductV3SortField = "createdDate" | "updatedDate" | "slug" | "visible";

/** The v3 products query builder. */
export type ProductsV3QueryBuilder = CursorQueryBuilder<ProductV3QueryFields, ProductV3SortField, ProductV3>;

/**
 * Starts a products query: chain conditions, sort and page size, then `find()`, or walk every
 * page with `iterateCursorQuery(query)`.
 * `options.fields` asks for optional parts on every page.
 *
 * @example
 * ```ts
 * const page = await client.productsV3.queryProducts({ fields: ["URL", "CURRENCY"] })
 *   .eq("visible", true).startsWith("slug", "tee").descending("createdDate").limit(20).find();
 * const later = page.hasNext() ? await page.next() : undefined;
 * for await (const product of iterateCursorQuery(client.productsV3.queryProducts(), { signal })) index(product);
 * ```
 */
export const queryProducts = /* @__PURE__ */ defineCursorQuery<
  ProductsV3QueryBuilder,
  FieldsOptions<ProductField>
>("/stores/v3/products/query", "products", ["products.createdDate", "products.updatedDate"]);
