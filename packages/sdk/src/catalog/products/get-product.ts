/** `getProduct`: one v1 product by id (`GET /stores-reader/v1/products/{id}`). */
import { defineCall } from "../../core/define-call.js";
import type { Product } from "../model/product.js";

/** Options of {@link getProduct}. */
export interface GetProductOptions {
  /** Include cost and profit (merchant and app credentials only). */
  includeMerchantSpecificData?: boolean;
}

/**
 * Gets a product; a missing one rejects with an `ApplicationError` (404).
 *
 * @example
 * ```ts
 * const product = await client.products.getProduct("p1", { includeMerchantSpecificData: true });
 * ```
 */
export const getProduct = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores-reader/v1/products/{id}",
  request: (id: string, options?: GetProductOptions) => ({ query: { id, ...options } }),
  dates: ["product.createdDate", "product.lastUpdated"],
  response: (wire: { product: Product }) => wire.product,
});
