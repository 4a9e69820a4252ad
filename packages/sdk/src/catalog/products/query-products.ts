/**
 * `queryProducts()`: the typed query builder over v1 products
 * (`GET /stores-reader/v1/products/query-platformized`, `.r`; POST when long). Fields are the
 * wire names the provider filters on; `iterateProducts` walks every page.
 */
import { defineMethod } from "../../core/client-method.js";
import type { ProductType } from "../model/enums.js";
import type { Product } from "../model/product.js";
import { createQueryBuilder, type QueryBuilder } from "../query/query-builder.js";
import type { QueryPage } from "../query/query-page.js";

/** Filterable product fields and their value types (`price` is `priceData.price`). */
export interface ProductFields {
  id: string;
  name: string;
  slug: string;
  productType: ProductType;
  description: string;
  sku: string;
  price: number;
  "priceData.price": number;
  /** A decimal string on the wire; numbers are accepted too. */
  numericId: string | number;
  lastUpdated: Date | string;
  createdDate: Date | string;
  collectionIds: readonly string[];
}

/** Sortable product fields. */
export type ProductSortField =
  | "id"
  | "name"
  | "slug"
  | "productType"
  | "sku"
  | "price"
  | "priceData.price"
  | "numericId"
  | "lastUpdated";

/** A page of products. */
export type ProductsPage = QueryPage<Product>;

/** The products query builder. */
export type ProductsQueryBuilder = QueryBuilder<ProductFields, ProductSortField, Product, ProductsPage>;

/**
 * The answer: `totalResults` is the (possibly bounded) total; `metadata.tooManyToCount` says when
 * it is only a lower bound.
 */
interface ProductsAnswer {
  products?: Product[];
  metadata?: { items?: number; offset?: number; total?: number; tooManyToCount?: boolean };
  totalResults?: number;
}

/**
 * What a products query asks for besides its filter, sort and paging: the provider's query
 * products request options, sent next to `query`. The hidden and merchant-only parts are served
 * only to a merchant (or app) credential; anyone else gets the visible products without them.
 */
export interface QueryProductsOptions {
  /** Whether each product carries its `variants`. */
  includeVariants?: boolean;
  /** Whether hidden products are listed too (merchants only; otherwise only visible ones, silently). */
  includeHiddenProducts?: boolean;
  /** Whether cost and profit data are included (merchants only). */
  includeMerchantSpecificData?: boolean;
}

/**
 * Starts a products query: chain conditions, sort and paging, then `find()`, or walk every page
 * with `iterateProducts(query)`.
 * `options` ask for hidden products, merchant data or variants on every page.
 *
 * @example
 * ```ts
 * const page = await client.products.queryProducts()
 *   .eq("productType", "physical").startsWith("name", "Shi").between("price", 10, 50)
 *   .hasSome("collectionIds", ids).ascending("price").limit(20).skip(40).find();
 * for await (const product of iterateProducts(client.products.queryProducts(), { signal })) index(product);
 * const all = await admin.products.queryProducts({ includeHiddenProducts: true }).ascending("name").find();
 * ```
 */
export const queryProducts = /* @__PURE__ */ defineMethod(
  (context) =>
    (options?: QueryProductsOptions): ProductsQueryBuilder =>
      createQueryBuilder<ProductFields, ProductSortField, Product, object>(
        context,
        {
          path: "/stores-reader/v1/products/query-platformized",
          dates: ["products.createdDate", "products.lastUpdated"],
          read: (wire: ProductsAnswer) => ({
            items: wire.products ?? [],
            totalCount: wire.totalResults ?? wire.metadata?.total,
            tooManyToCount: wire.metadata?.tooManyToCount,
          }),
        },
        options,
      ),
);
