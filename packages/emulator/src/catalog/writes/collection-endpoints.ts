/**
 * Collection writes: create, update and delete a v1 collection, and add
 * products to or remove them from one (each product changed gets its
 * `product_updated` event). `numberOfProducts` is counted when a collection is
 * served, never stored.
 */
import { randomUUID } from "node:crypto";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import {
  type CatalogTransaction,
  inCatalogTransaction,
} from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import { notFound } from "../../errors.ts";
import {
  applyCollectionInput,
  createCollectionDocument,
  readCollectionInput,
} from "../model/collection-input.ts";
import { deriveProduct } from "../model/derive-product.ts";
import {
  countCollectionProducts,
  deleteCollection,
  insertCollection,
  loadCollectionForUpdate,
  saveCollection,
  uniqueCollectionSlug,
} from "../store/collection-repository.ts";
import { loadProductsForUpdate } from "../store/product-repository.ts";
import { persistProductChange, readId } from "./product-write.ts";

function collectionNotFound(id: string) {
  return notFound("COLLECTION_NOT_FOUND", `Collection ${id} not found`);
}

async function lockCollection(write: CatalogTransaction, id: string) {
  const collection = await loadCollectionForUpdate(write.tx, id);
  if (!collection) throw collectionNotFound(id);
  return collection;
}

/** Changes the membership of every listed product (all must exist). */
async function changeMembership(
  write: CatalogTransaction,
  productIds: readonly string[],
  change: (ids: readonly string[]) => string[],
): Promise<void> {
  const products = await loadProductsForUpdate(write.tx, productIds);
  const missing = productIds.filter((id) => !products.has(id));
  if (missing.length > 0) {
    throw notFound("PRODUCT_NOT_FOUND", `Products not found: ${[...new Set(missing)].join(", ")}`);
  }
  for (const before of products.values()) {
    const collectionIds = change(before.collectionIds ?? []);
    if (JSON.stringify(collectionIds) === JSON.stringify(before.collectionIds ?? [])) continue;
    await persistProductChange(write, before, deriveProduct({ ...before, collectionIds }, write.context));
  }
}

function readProductIds(payload: Record<string, unknown>): string[] {
  const checks = new InputChecks();
  const ids = checks.ids(payload.productIds, "productIds", { required: true, maxSize: 1000 });
  checks.done();
  return ids ?? [];
}

/** POST `/stores/v1/collections`: `{collection:{name, …}}` → `{collection}`. */
export const createCollection: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/collections",
  access: "write",
  handle: (input) => {
    const fields = readCollectionInput(input.payload.collection, "collection", { creating: true });
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const slug = await uniqueCollectionSlug(tx, fields.slug ?? fields.name ?? "");
      const collection = createCollectionDocument(randomUUID(), slug, fields);
      await insertCollection(tx, collection, context.now);
      return { collection: { ...collection, numberOfProducts: 0 } };
    });
  },
};

/** PATCH `/stores/v1/collections/{collection.id}`: only the fields sent change → `{collection}`. */
export const updateCollection: WriteEndpoint = {
  method: "PATCH",
  path: "/stores/v1/collections/{collection.id}",
  access: "write",
  handle: (input) => {
    const body = input.payload.collection;
    const id = readId((body as { id?: unknown } | undefined)?.id, "collection.id");
    const fields = readCollectionInput(body, "collection", { creating: false });
    return inCatalogTransaction(input, async (write) => {
      const current = await lockCollection(write, id);
      const slug =
        fields.slug === undefined ? current.slug : await uniqueCollectionSlug(write.tx, fields.slug, id);
      const collection = applyCollectionInput(current, { ...fields, slug });
      await saveCollection(write.tx, collection, write.context.now);
      return { collection: { ...collection, numberOfProducts: await countCollectionProducts(write.tx, id) } };
    });
  },
};

/** DELETE `/stores/v1/collections/{id}`: its products leave it → `{}`. */
export const deleteCollectionEndpoint: WriteEndpoint = {
  method: "DELETE",
  path: "/stores/v1/collections/{id}",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    return inCatalogTransaction(input, async (write) => {
      await lockCollection(write, id);
      const members = await deleteCollection(write.tx, id);
      await changeMembership(write, members, (ids) => ids.filter((x) => x !== id));
      return {};
    });
  },
};

/** POST `/stores/v1/collections/{id}/productIds`: `{id, productIds}` → `{}`. */
export const addProductsToCollection: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/collections/{id}/productIds",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    const productIds = readProductIds(input.payload);
    return inCatalogTransaction(input, async (write) => {
      await lockCollection(write, id);
      await changeMembership(write, productIds, (ids) => (ids.includes(id) ? [...ids] : [...ids, id]));
      return {};
    });
  },
};

/** POST `/stores/v1/collections/{id}/productIds/delete`: `{id, productIds}` → `{}`. */
export const removeProductsFromCollection: WriteEndpoint = {
  method: "POST",
  path: "/stores/v1/collections/{id}/productIds/delete",
  access: "write",
  handle: (input) => {
    const id = readId(input.payload.id, "id");
    const productIds = readProductIds(input.payload);
    return inCatalogTransaction(input, async (write) => {
      await lockCollection(write, id);
      await changeMembership(write, productIds, (ids) => ids.filter((x) => x !== id));
      return {};
    });
  },
};
