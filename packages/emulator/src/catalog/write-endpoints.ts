/** Every catalogue write endpoint (merchant or app credentials only), for `createApp` to register. */
import type { Endpoint } from "../http/endpoint.ts";
import { bulkAdjustProducts, bulkUpdateProducts } from "./writes/bulk-endpoints.ts";
import {
  addProductsToCollection,
  createCollection,
  deleteCollectionEndpoint,
  removeProductsFromCollection,
  updateCollection,
} from "./writes/collection-endpoints.ts";
import { removeBrand, removeRibbon } from "./writes/label-endpoints.ts";
import { createProduct, deleteProductEndpoint, updateProduct } from "./writes/product-endpoints.ts";
import {
  addMedia,
  addMediaToChoices,
  removeMedia,
  removeMediaFromChoices,
} from "./writes/product-media-endpoints.ts";
import { deleteOptions, resetVariants, updateVariants } from "./writes/variant-endpoints.ts";

/**
 * The catalogue writes of the v1 stores API (paths as in the wire reference).
 *
 * @example
 * ```ts
 * for (const endpoint of catalogWriteEndpoints) register(endpoint);
 * ```
 */
export const catalogWriteEndpoints: Endpoint[] = [
  createProduct,
  updateProduct,
  deleteProductEndpoint,
  updateVariants,
  resetVariants,
  deleteOptions,
  addMedia,
  removeMedia,
  addMediaToChoices,
  removeMediaFromChoices,
  removeBrand,
  removeRibbon,
  createCollection,
  updateCollection,
  deleteCollectionEndpoint,
  addProductsToCollection,
  removeProductsFromCollection,
  bulkUpdateProducts,
  bulkAdjustProducts,
];
