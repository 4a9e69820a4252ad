/**
 * The catalogue's calls grouped into plain module objects for `createClient({ modules })`.
 * Importing one object binds all of its calls; for the smallest bundle pass only the calls you
 * use (`{ products: { getProduct, queryProducts } }`): the objects are plain literals, so a bundler
 * drops the ones nobody imports.
 */

import {
  addProductsToCollection,
  createCollection,
  deleteCollection,
  removeProductsFromCollection,
  updateCollection,
} from "./collections/collection-writes.js";
import { getCollectionBySlug } from "./collections/get-collection-by-slug.js";
import { getCollection, getCollectionBySlugV2 } from "./collections-v2/get-collection.js";
import { queryCollections } from "./collections-v2/query-collections.js";
import { bulkAdjustProductProperties, bulkUpdateProducts } from "./products/bulk-writes.js";
import { getProduct } from "./products/get-product.js";
import {
  addProductMedia,
  addProductMediaToChoices,
  removeProductMedia,
  removeProductMediaFromChoices,
} from "./products/media-writes.js";
import { deleteProductOptions, removeBrand, removeRibbon } from "./products/product-properties.js";
import { getProductOptionsAvailability, queryProductVariants } from "./products/product-variants.js";
import { createProduct, deleteProduct, updateProduct } from "./products/product-writes.js";
import { queryProducts } from "./products/query-products.js";
import { resetVariantsToDefault, updateVariants } from "./products/variant-writes.js";
import { getStoreVariant, queryStoreVariants } from "./store-variants/store-variants.js";

/**
 * Every v1 product call: reads (visitor, member or merchant) and writes (merchant or app).
 *
 * @example
 * ```ts
 * const admin = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * await admin.products.updateProduct("p1", { name: "Shirt" });
 * ```
 */
export const products = {
  queryProducts,
  getProduct,
  getProductOptionsAvailability,
  queryProductVariants,
  createProduct,
  updateProduct,
  deleteProduct,
  updateVariants,
  resetVariantsToDefault,
  addProductMedia,
  removeProductMedia,
  addProductMediaToChoices,
  removeProductMediaFromChoices,
  deleteProductOptions,
  removeBrand,
  removeRibbon,
  bulkUpdateProducts,
  bulkAdjustProductProperties,
};

/**
 * v1 collection calls: the reader's `getCollectionBySlug` and the writes.
 *
 * @example
 * ```ts
 * const summer = await client.collections.getCollectionBySlug("summer");
 * ```
 */
export const collections = {
  getCollectionBySlug,
  createCollection,
  updateCollection,
  deleteCollection,
  addProductsToCollection,
  removeProductsFromCollection,
};

/**
 * v2 collection reads.
 *
 * @example
 * ```ts
 * const page = await client.collectionsV2.queryCollections().limit(10).find();
 * ```
 */
export const collectionsV2 = { queryCollections, getCollection, getCollectionBySlug: getCollectionBySlugV2 };

/**
 * Store variant reads.
 *
 * @example
 * ```ts
 * const variant = await client.storeVariants.getStoreVariant("p1-v1");
 * ```
 */
export const storeVariants = { queryStoreVariants, getStoreVariant };
