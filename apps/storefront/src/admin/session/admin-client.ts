/**
 * The dashboard's SDK client: every catalogue call (reads and merchant writes) authenticated with
 * the merchant's API key, plus `queryAdminProducts`, the product query with merchant data (cost).
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { collections, collectionsV2, type Product, products } from "@vitrine/sdk/catalog";
import { API_URL } from "../../app/config.ts";
import type { AdminCredentials } from "./admin-credentials.ts";

/**
 * Creates the merchant client for `credentials`.
 *
 * @example
 * ```ts
 * const admin = createAdminClient({ apiKey, siteId });
 * await admin.products.deleteProduct("p1");
 * ```
 */
export function createAdminClient(credentials: AdminCredentials, baseUrl: string = API_URL) {
  return createClient({
    baseUrl,
    modules: { products, collections, collectionsV2 },
    auth: ApiKeyStrategy(credentials),
    retry: { limit: 1 },
  });
}

/** The merchant client. */
export type AdminClient = ReturnType<typeof createAdminClient>;

/** A page of products as the dashboard lists them. */
export interface AdminProductsPage {
  products: Product[];
  totalResults: number;
}

/**
 * Sends a products query built with the SDK's builder, asking for hidden products and merchant
 * data too (cost and profit), which the builder's `find()` does not request.
 *
 * @example
 * ```ts
 * const page = await queryAdminProducts(admin, admin.products.queryProducts().ascending("name").limit(100));
 * ```
 */
export async function queryAdminProducts(
  client: AdminClient,
  builder: ReturnType<AdminClient["products"]["queryProducts"]>,
  signal?: AbortSignal,
): Promise<AdminProductsPage> {
  const wire = await client.request<{ products?: Product[]; totalResults?: number }>({
    method: "GET",
    path: "/stores-reader/v1/products/query-platformized",
    complex: true,
    // The provider lists hidden products only when asked; the emulator shows them to merchants anyway.
    query: { query: builder.query, includeHiddenProducts: true, includeMerchantSpecificData: true },
    dates: ["products.createdDate", "products.lastUpdated"],
    ...(signal ? { signal } : {}),
  });
  const list = wire.products ?? [];
  return { products: list, totalResults: wire.totalResults ?? list.length };
}
