/**
 * The dashboard's collection calls (catalogue v1): list the store's collections and a
 * collection's products, create, rename, delete, and add or remove one product; the one place the
 * dashboard's collections page on v1 reaches the API.
 */
import type { Collection, CollectionV2 } from "@vitrine/sdk/catalog";
import type { AdminClient } from "../api.ts";
import { type AdminProductsPage, adminProductsQuery, queryAdminProducts } from "./products-query.ts";

/**
 * The store's collections by name (the first `limit`).
 *
 * @example
 * ```ts
 * const collections = await listCollections(admin, 100);
 * ```
 */
export async function listCollections(
  client: AdminClient,
  limit: number,
  signal?: AbortSignal,
): Promise<CollectionV2[]> {
  return (
    await client.collectionsV2
      .queryCollections()
      .ascending("name")
      .limit(limit)
      .find(signal ? { signal } : {})
  ).items;
}

/**
 * The products of collection `collectionId` by name, hidden ones too (the first 100).
 *
 * @example
 * ```ts
 * const { products } = await listCollectionProducts(admin, collectionId);
 * ```
 */
export function listCollectionProducts(
  client: AdminClient,
  collectionId: string,
  signal?: AbortSignal,
): Promise<AdminProductsPage> {
  return queryAdminProducts(
    adminProductsQuery(client).hasSome("collectionIds", [collectionId]).ascending("name").limit(100),
    signal,
  );
}

/**
 * Creates a collection named `name`.
 *
 * @example
 * ```ts
 * await createCollection(admin, "Summer");
 * ```
 */
export function createCollection(client: AdminClient, name: string): Promise<Collection> {
  return client.collections.createCollection({ name });
}

/**
 * Renames collection `id`.
 *
 * @example
 * ```ts
 * await renameCollection(admin, id, "Autumn");
 * ```
 */
export function renameCollection(client: AdminClient, id: string, name: string): Promise<Collection> {
  return client.collections.updateCollection(id, { name });
}

/**
 * Deletes collection `id`.
 *
 * @example
 * ```ts
 * await deleteCollection(admin, id);
 * ```
 */
export async function deleteCollection(client: AdminClient, id: string): Promise<void> {
  await client.collections.deleteCollection(id);
}

/**
 * Adds product `productId` to collection `collectionId`.
 *
 * @example
 * ```ts
 * await addProductToCollection(admin, collectionId, productId);
 * ```
 */
export async function addProductToCollection(
  client: AdminClient,
  collectionId: string,
  productId: string,
): Promise<void> {
  await client.collections.addProductsToCollection(collectionId, [productId]);
}

/**
 * Removes product `productId` from collection `collectionId`.
 *
 * @example
 * ```ts
 * await removeProductFromCollection(admin, collectionId, productId);
 * ```
 */
export async function removeProductFromCollection(
  client: AdminClient,
  collectionId: string,
  productId: string,
): Promise<void> {
  await client.collections.removeProductsFromCollection(collectionId, [productId]);
}
