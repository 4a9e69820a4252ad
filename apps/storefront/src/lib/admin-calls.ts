/**
 * The calls the dashboard's merchant client binds: every catalogue call (v1, and v3 products,
 * inventory items and categories), the order and abandoned checkout calls and the media upload. Loaded with the dashboard (`api.ts` imports it lazily), so the shop's JavaScript
 * does not carry them.
 */
import { collections, collectionsV2, products } from "@vitrine/sdk/catalog";
import { categories, inventoryItemsV3, productsV3 } from "@vitrine/sdk/catalog-v3";
import { abandonedCheckouts, orders } from "@vitrine/sdk/ecom";
import { generateUploadUrl } from "./media-calls.ts";

/** The merchant client's modules. */
export const adminCalls = {
  products,
  collections,
  collectionsV2,
  productsV3,
  inventoryItemsV3,
  categories,
  orders,
  abandonedCheckouts,
  media: { generateUploadUrl },
};
