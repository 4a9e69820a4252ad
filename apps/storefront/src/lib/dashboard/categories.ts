/**
 * The dashboard's category calls (catalogue v3): list the store's categories and a category's
 * products, create, change, show or hide, delete, and add or remove one product; the one place
 * the dashboard's collections page on v3 reaches the API.
 */
import type { BulkCategoryItemsResult, Category, ProductV3 } from "@vitrine/sdk/catalog-v3";
import { productItem } from "@vitrine/sdk/catalog-v3";
import type { AdminClient } from "../api.ts";

/** The changes of {@link updateCategory}: the fields the store takes, with the category's revision. */
export type CategoryUpdate = Parameters<AdminClient["categories"]["updateCategory"]>[1];

/**
 * The store's categories, hidden ones too, with their descriptions, by name (the first `limit`).
 *
 * @example
 * ```ts
 * const categories = await listCategories(admin, 100);
 * ```
 */
export async function listCategories(client: AdminClient, limit: number, signal?: AbortSignal) {
  return (
    await client.categories
      .queryCategories({ returnNonVisibleCategories: true, fields: ["DESCRIPTION"] })
      .ascending("name")
      .limit(limit)
      .find(signal ? { signal } : {})
  ).items;
}

/**
 * The products of category `categoryId` (the first `limit`), in the store's order.
 *
 * @example
 * ```ts
 * const products = await listCategoryProducts(admin, categoryId, 100);
 * ```
 */
export async function listCategoryProducts(
  client: AdminClient,
  categoryId: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ProductV3[]> {
  const listed = await client.categories.listItemsInCategory(categoryId, { cursorPaging: { limit } });
  const ids = (listed.items ?? []).flatMap((item) => (item.catalogItemId ? [item.catalogItemId] : []));
  if (ids.length === 0) return [];
  const page = await client.productsV3
    .queryProducts()
    .in("id", ids)
    .limit(limit)
    .find(signal ? { signal } : {});
  return page.items;
}

/**
 * Creates a category named `name`.
 *
 * @example
 * ```ts
 * await createCategory(admin, "Summer");
 * ```
 */
export function createCategory(client: AdminClient, name: string): Promise<Category> {
  return client.categories.createCategory({ name });
}

/**
 * Changes category `id`'s fields (with its `revision`); resolves to the category as changed.
 *
 * @example
 * ```ts
 * const updated = await updateCategory(admin, id, { revision: "1", name: "Autumn" });
 * ```
 */
export function updateCategory(client: AdminClient, id: string, changes: CategoryUpdate): Promise<Category> {
  return client.categories.updateCategory(id, changes);
}

/**
 * Shows or hides category `id` (with its `revision`).
 *
 * @example
 * ```ts
 * await setCategoryVisible(admin, id, false, "2");
 * ```
 */
export async function setCategoryVisible(
  client: AdminClient,
  id: string,
  visible: boolean,
  revision: string,
): Promise<void> {
  await client.categories.updateCategoryVisibility(id, { visible, revision });
}

/**
 * Deletes category `id` (and its subcategories).
 *
 * @example
 * ```ts
 * await deleteCategory(admin, id);
 * ```
 */
export async function deleteCategory(client: AdminClient, id: string): Promise<void> {
  await client.categories.deleteCategory(id);
}

/** Fails with the store's reason when it refused the one product of an add or a remove. */
function refusedItem(result: BulkCategoryItemsResult): void {
  const refusal = result.results?.find((r) => r.itemMetadata?.success === false)?.itemMetadata?.error;
  if (refusal) throw new Error(refusal.description || refusal.code || "The store refused the product.");
}

/**
 * Adds product `productId` to category `categoryId`; rejects with the store's reason when refused.
 *
 * @example
 * ```ts
 * await addProductToCategory(admin, categoryId, productId);
 * ```
 */
export async function addProductToCategory(
  client: AdminClient,
  categoryId: string,
  productId: string,
): Promise<void> {
  refusedItem(await client.categories.bulkAddItemsToCategory(categoryId, [productItem(productId)]));
}

/**
 * Removes product `productId` from category `categoryId`; rejects with the store's reason when refused.
 *
 * @example
 * ```ts
 * await removeProductFromCategory(admin, categoryId, productId);
 * ```
 */
export async function removeProductFromCategory(
  client: AdminClient,
  categoryId: string,
  productId: string,
): Promise<void> {
  refusedItem(await client.categories.bulkRemoveItemsFromCategory(categoryId, [productItem(productId)]));
}
