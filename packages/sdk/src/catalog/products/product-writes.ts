/** Creating, changing and deleting v1 products (merchant or app credentials). */
import { defineCall } from "../../core/define-call.js";
import type { PricePerUnitData } from "../model/price-per-unit-data.js";
import type { Product } from "../model/product.js";

const dates = ["product.createdDate", "product.lastUpdated"];

/**
 * Creates a product and resolves it as stored (with `id`, `slug`, dates).
 *
 * @example
 * ```ts
 * const shirt = await admin.products.createProduct({ name: "Shirt", productType: "physical", priceData: { price: 25 } });
 * ```
 */
export const createProduct = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/products",
  request: (product: Product) => ({ body: { product } }),
  dates,
  response: (wire: { product: Product }) => wire.product,
});

/**
 * The fields `updateProduct` changes: any field of a product but its `id`. Fields left out keep
 * their stored values; `pricePerUnitData: null` removes the price per unit.
 */
export type ProductChanges = Omit<Product, "id" | "pricePerUnitData"> & {
  pricePerUnitData?: PricePerUnitData | null;
};

/**
 * Changes the given fields of a product and resolves the whole product.
 *
 * @example
 * ```ts
 * await admin.products.updateProduct("p1", { name: "Shirt", visible: false });
 * ```
 */
export const updateProduct = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v1/products/{product.id}",
  request: (id: string, changes: ProductChanges) => ({ body: { product: { ...changes, id } } }),
  dates,
  response: (wire: { product: Product }) => wire.product,
});

/**
 * Deletes a product.
 *
 * @example
 * ```ts
 * await admin.products.deleteProduct("p1");
 * ```
 */
export const deleteProduct = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v1/products/{id}",
  request: (id: string) => ({ query: { id } }),
  response: (): void => undefined,
});
