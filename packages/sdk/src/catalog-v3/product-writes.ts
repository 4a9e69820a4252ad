/**
 * Catalogue v3 product writes (merchant or app credential): create (`POST /stores/v3/products`),
 * update with the current `revision` (`PATCH /stores/v3/products/{product.id}`), delete
 * (`DELETE /stores/v3/products/{productId}`) and bulk update
 * (`POST /stores/v3/bulk/products/update`). Money amounts are decimal strings.
 */
import type { BulkActionMetadata, ItemMetadata } from "../catalog/model/bulk-result.js";
import { defineCall } from "../core/define-call.js";
import type { ProductV3 } from "./model/product-v3.js";
import { PRODUCT_DATES, productOf } from "./product-reads.js";
import type { FieldsOptions, ProductField } from "./requested-fields.js";

/** Fields the server sets: never sent on a create. */
type ServerSetField = "id" | "revision" | "createdDate" | "updatedDate";

/** A product to create: a name, a type and at least one variant with its price. */
export type NewProductV3 = Omit<ProductV3, ServerSetField> & { name: string };

/** A product change: the product's current `revision` and the fields to change. */
export type ProductV3Update = Omit<ProductV3, ServerSetField> & { revision: string };

/** One product of a bulk update: its `id`, current `revision` and the fields to change. */
export interface ProductV3BulkUpdate {
  product: ProductV3Update & { id: string };
}

/** Options of a bulk update. */
export interface BulkUpdateProductsOptions extends FieldsOptions<ProductField> {
  /** Whether each result carries the updated product (`item`). */
  returnEntity?: boolean;
}

/** One product's result in a bulk update. */
export interface BulkProductV3Result {
  itemMetadata?: ItemMetadata;
  /** The updated product, with `returnEntity`. */
  item?: ProductV3;
}

/** The answer of a bulk update. */
export interface BulkProductsV3Result {
  results?: BulkProductV3Result[];
  bulkActionMetadata?: BulkActionMetadata;
}

/**
 * Creates a product; the answer carries its `id` and first `revision`.
 *
 * @example
 * ```ts
 * const tee = await admin.productsV3.createProduct({
 *   name: "Tee",
 *   productType: "PHYSICAL",
 *   physicalProperties: {},
 *   variantsInfo: { variants: [{ price: { actualPrice: { amount: "20.00" } } }] },
 * });
 * ```
 */
export const createProduct = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/products",
  request: (product: NewProductV3, options: FieldsOptions<ProductField> = {}) => ({
    body: { product, ...options },
  }),
  dates: PRODUCT_DATES,
  response: productOf,
});

/**
 * Changes a product. Pass its current `revision`: a stale one fails with an `ApplicationError`
 * (409); the answer carries the next revision. Fields left out keep their values.
 *
 * @example
 * ```ts
 * const renamed = await admin.productsV3.updateProduct(tee.id, { revision: tee.revision, name: "Soft tee" });
 * ```
 */
export const updateProduct = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v3/products/{product.id}",
  request: (id: string, product: ProductV3Update, options: FieldsOptions<ProductField> = {}) => ({
    body: { product: { ...product, id }, ...options },
  }),
  dates: PRODUCT_DATES,
  response: productOf,
});

/**
 * Deletes a product (with its variants and inventory items).
 *
 * @example
 * ```ts
 * await admin.productsV3.deleteProduct(tee.id);
 * ```
 */
export const deleteProduct = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v3/products/{productId}",
  request: (productId: string) => ({ query: { productId } }),
  response: (): void => undefined,
});

/**
 * Changes up to 100 products at once, each with its own `revision`; one product's failure does
 * not stop the others (see each result's `itemMetadata`).
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await admin.productsV3.bulkUpdateProducts(
 *   [{ product: { id: tee.id, revision: tee.revision, visible: false } }],
 *   { returnEntity: true },
 * );
 * ```
 */
export const bulkUpdateProducts = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/bulk/products/update",
  request: (products: ProductV3BulkUpdate[], { returnEntity, fields }: BulkUpdateProductsOptions = {}) => ({
    // `id` goes last in each product, where the provider's client puts it.
    body: {
      products: products.map(({ product: { id, ...changes } }) => ({ product: { ...changes, id } })),
      returnEntity,
      fields,
    },
  }),
  dates: ["results.item.createdDate", "results.item.updatedDate"],
  response: (wire: BulkProductsV3Result) => wire,
});
