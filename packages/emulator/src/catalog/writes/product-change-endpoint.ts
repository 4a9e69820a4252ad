/**
 * The shape most product writes share: find the product by the payload's `id`,
 * lock it, change it, recompute its derived fields, save it with its events,
 * answer `{}`.
 */

import {
  type CatalogTransaction,
  inCatalogTransaction,
} from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import { deriveProduct } from "../model/derive-product.ts";
import type { ProductDocument } from "../model/product-document.ts";
import { changeProduct, readId } from "./product-write.ts";

/** Turns the locked product into the changed one; may throw a validation failure. */
export type ProductChangeFn = (
  current: ProductDocument,
  payload: Record<string, unknown>,
  write: CatalogTransaction,
) => ProductDocument;

/**
 * A write endpoint that changes one product in one transaction.
 *
 * @example
 * ```ts
 * export const removeBrand = productChangeEndpoint("POST", "/stores/v1/products/{id}/remove-brand",
 *   ({ brand: _, ...rest }) => rest);
 * ```
 */
export function productChangeEndpoint(
  method: WriteEndpoint["method"],
  path: string,
  change: ProductChangeFn,
): WriteEndpoint {
  return {
    method,
    path,
    access: "write",
    handle: (input) => {
      const id = readId(input.payload.id, "id");
      return inCatalogTransaction(input, async (write) => {
        await changeProduct(write, id, (current) =>
          deriveProduct(change(current, input.payload, write), write.context),
        );
        return {};
      });
    },
  };
}
