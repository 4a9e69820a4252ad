/**
 * The dashboard's product calls on catalogue v3: search the store's products, read one with its
 * variants, create, change (with the product's revision) and delete, the bulk update, and each
 * variant's inventory item; the one place the dashboard's v3 product pages reach the API.
 */
import type { ProductV3, ProductV3BulkUpdate } from "@vitrine/sdk/catalog-v3";
import type { AdminClient } from "../api.ts";

type ProductsV3 = AdminClient["productsV3"];

/** The product {@link createProductV3} sends. */
export type NewProductV3 = Parameters<ProductsV3["createProduct"]>[0];
/** The changes {@link updateProductV3} sends, with the product's revision. */
export type ProductV3Update = Parameters<ProductsV3["updateProduct"]>[1];
/** The change {@link updateInventoryItemV3} sends, with the item's revision. */
export type InventoryItemV3Update = Parameters<AdminClient["inventoryItemsV3"]["updateInventoryItem"]>[1];

/**
 * The newest `limit` products whose name starts with `search` (as typed or capitalised; every
 * product when empty), with their currency.
 *
 * @example
 * ```ts
 * const products = await searchProductsV3(admin, "mug", 100);
 * ```
 */
export async function searchProductsV3(
  client: AdminClient,
  search: string,
  limit: number,
): Promise<ProductV3[]> {
  const upper = search.charAt(0).toUpperCase() + search.slice(1);
  const names = search ? [...new Set([search, upper])] : [];
  const answer = await client.productsV3.searchProducts(
    {
      ...(names.length > 0
        ? { filter: { $or: names.map((name) => ({ name: { $startsWith: name } })) } }
        : {}),
      sort: [{ fieldName: "createdDate", order: "DESC" }],
      cursorPaging: { limit },
    },
    { fields: ["CURRENCY"] },
  );
  return answer.products;
}

/**
 * Product `id` with its variants, its currency, its choices' names and each variant's cost (sent
 * back with a change of the variants, which replaces them).
 *
 * @example
 * ```ts
 * const product = await getProductV3(admin, id);
 * ```
 */
export function getProductV3(client: AdminClient, id: string) {
  return client.productsV3.getProduct(id, {
    fields: ["CURRENCY", "VARIANT_OPTION_CHOICE_NAMES", "MERCHANT_DATA"],
  });
}

/**
 * Creates `product`.
 *
 * @example
 * ```ts
 * await createProductV3(admin, { name: "Mug", productType: "PHYSICAL", physicalProperties: {}, variantsInfo });
 * ```
 */
export function createProductV3(client: AdminClient, product: NewProductV3) {
  return client.productsV3.createProduct(product);
}

/**
 * Changes product `id` (with its `revision`).
 *
 * @example
 * ```ts
 * await updateProductV3(admin, id, { revision: "3", name: "Mug" });
 * ```
 */
export function updateProductV3(client: AdminClient, id: string, changes: ProductV3Update) {
  return client.productsV3.updateProduct(id, changes);
}

/**
 * Deletes product `id` with its variants and their inventory.
 *
 * @example
 * ```ts
 * await deleteProductV3(admin, id);
 * ```
 */
export function deleteProductV3(client: AdminClient, id: string) {
  return client.productsV3.deleteProduct(id);
}

/**
 * Sends the bulk update `updates` (each product with its revision).
 *
 * @example
 * ```ts
 * const answer = await bulkUpdateProductsV3(admin, bulkUpdatesV3(products, change));
 * ```
 */
export function bulkUpdateProductsV3(client: AdminClient, updates: ProductV3BulkUpdate[]) {
  return client.productsV3.bulkUpdateProducts(updates);
}

/**
 * The inventory items of product `id`, one per variant (at most 100).
 *
 * @example
 * ```ts
 * const items = await listInventoryItemsV3(admin, id);
 * ```
 */
export async function listInventoryItemsV3(client: AdminClient, id: string) {
  return (await client.inventoryItemsV3.queryInventoryItems().eq("productId", id).limit(100).find()).items;
}

/**
 * Changes inventory item `id` (with its revision), as a manual change.
 *
 * @example
 * ```ts
 * await updateInventoryItemV3(admin, item.id, { revision: item.revision, quantity: 5 });
 * ```
 */
export function updateInventoryItemV3(client: AdminClient, id: string, change: InventoryItemV3Update) {
  return client.inventoryItemsV3.updateInventoryItem(id, change, { reason: "MANUAL" });
}
