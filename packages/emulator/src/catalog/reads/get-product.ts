/** Get product (`GET /stores-reader/v1/products/{id}`): one primary-key lookup returning the stored document. */
import type { Product } from "@vitrine/sdk/catalog";
import { productForCaller, servesMerchantData } from "../visibility.ts";
import { findProduct } from "./find-product.ts";
import { type ReadInput, requiredString } from "./read-input.ts";

/**
 * `{product}`; merchant-only fields only for a merchant that sets
 * `includeMerchantSpecificData`. 404 `PRODUCT_NOT_FOUND` for a missing product,
 * or a hidden one asked for by a visitor or member.
 *
 * @example
 * ```ts
 * await getProduct({ db, principal, payload: { id: "p1", includeMerchantSpecificData: "true" } });
 * ```
 */
export async function getProduct({
  payload,
  principal,
  db,
}: ReadInput): Promise<{ product: Product<string> }> {
  const doc = await findProduct(db, principal, requiredString(payload, "id"));
  return {
    product: productForCaller(doc, servesMerchantData(principal, payload.includeMerchantSpecificData)),
  };
}
