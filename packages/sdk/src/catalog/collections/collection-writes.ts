/** Creating, changing and deleting v1 collections, and their product lists (merchant or app). */
import { defineCall } from "../../core/define-call.js";
import type { Collection } from "../model/collection.js";

/**
 * Creates a collection and resolves it as stored.
 *
 * @example
 * ```ts
 * const summer = await admin.collections.createCollection({ name: "Summer" });
 * ```
 */
export const createCollection = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/collections",
  request: (collection: Collection) => ({ body: { collection } }),
  response: (wire: { collection: Collection }) => wire.collection,
});

/**
 * Changes the given fields of a collection and resolves the whole collection.
 *
 * @example
 * ```ts
 * await admin.collections.updateCollection("c1", { name: "Summer sale" });
 * ```
 */
export const updateCollection = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v1/collections/{collection.id}",
  request: (id: string, changes: Omit<Collection, "id">) => ({ body: { collection: { ...changes, id } } }),
  response: (wire: { collection: Collection }) => wire.collection,
});

/**
 * Deletes a collection (its products stay).
 *
 * @example
 * ```ts
 * await admin.collections.deleteCollection("c1");
 * ```
 */
export const deleteCollection = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/stores/v1/collections/{id}",
  request: (id: string) => ({ query: { id } }),
  response: (): void => undefined,
});

/**
 * Adds products to a collection.
 *
 * @example
 * ```ts
 * await admin.collections.addProductsToCollection("c1", ["p1", "p2"]);
 * ```
 */
export const addProductsToCollection = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/collections/{id}/productIds",
  request: (id: string, productIds: string[]) => ({ body: { id, productIds } }),
  response: (): void => undefined,
});

/**
 * Removes products from a collection.
 *
 * @example
 * ```ts
 * await admin.collections.removeProductsFromCollection("c1", ["p2"]);
 * ```
 */
export const removeProductsFromCollection = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/collections/{id}/productIds/delete",
  request: (id: string, productIds: string[]) => ({ body: { id, productIds } }),
  response: (): void => undefined,
});
