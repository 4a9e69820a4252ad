/**
 * The calls the dashboard's merchant client binds: every catalogue call, the order calls and the
 * media upload. Loaded with the dashboard (`api.ts` imports it lazily), so the shop's JavaScript
 * does not carry them.
 */
import { collections, collectionsV2, products } from "@vitrine/sdk/catalog";
import { orders } from "@vitrine/sdk/ecom";
import { generateUploadUrl } from "./media-calls.ts";

/** The merchant client's modules. */
export const adminCalls = { products, collections, collectionsV2, orders, media: { generateUploadUrl } };
