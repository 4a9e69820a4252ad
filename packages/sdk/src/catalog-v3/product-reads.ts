/**
 * Reading one catalogue v3 product: by id (`GET /stores/v3/products/{productId}`) or by slug
 * (`GET /stores/v3/products/slug/{slug}`), with the optional parts named in `fields`. Visitors
 * get visible products; merchant-only parts (`MERCHANT_DATA`) need a merchant or app credential.
 */

import { defineCall } from "../core/define-call.js";
import type { ProductV3 } from "./model/product-v3.js";
import type { FieldsOptions, ProductField } from "./requested-fields.js";

/** Answer paths of a single product holding timestamps. */
export const PRODUCT_DATES = ["product.createdDate", "product.updatedDate"] as const;

/** Reads the product out of a `{ product }` answer. */
export const productOf = (wire: { product: ProductV3 }): ProductV3 => wire.product;

/**
 * Reads a product by id.
 *
 * @example
 * ```ts
 * const tee = await client.productsV3.getProduct(id, { fields: ["URL", "CURRENCY"] });
 * console.log(tee.name, tee.actualPriceRange?.minValue?.amount, tee.currency);
 * ```
 */
export const getProduct = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/products/{productId}",
  request: (productId: string, options: FieldsOptions<ProductField> = {}) => ({
    query: { productId, ...options },
  }),
  dates: PRODUCT_DATES,
  response: productOf,
});

/**
 * Reads a product by its slug.
 *
 * @example
 * ```ts
 * const tee = await client.productsV3.getProductBySlug("tee", { fields: ["URL"] });
 * ```
 */
export const getProductBySlug = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/products/slug/{slug}",
  request: (slug: string, options: FieldsOptions<ProductField> = {}) => ({ query: { slug, ...options } }),
  dates: PRODUCT_DATES,
  response: productOf,
});
