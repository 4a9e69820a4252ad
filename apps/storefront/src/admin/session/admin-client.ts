/**
 * The dashboard's SDK client: every catalogue call (reads and merchant writes) and the order calls
 * (search, read, cancel), authenticated with the merchant's API key; plus `adminProductsQuery`, the
 * products query with hidden products and merchant data (cost), and `queryAdminProducts`, which
 * sends it.
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import {
  collections,
  collectionsV2,
  type Product,
  type ProductsQueryBuilder,
  products,
} from "@vitrine/sdk/catalog";
import { orders } from "@vitrine/sdk/ecom";
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
    modules: { products, collections, collectionsV2, orders },
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
 * Starts a products query as the dashboard needs it: hidden products and merchant data (cost and
 * profit) included, which a plain `queryProducts()` leaves out.
 *
 * @example
 * ```ts
 * const page = await queryAdminProducts(adminProductsQuery(admin).ascending("name").limit(100));
 * ```
 */
export function adminProductsQuery(client: AdminClient): ProductsQueryBuilder {
  return client.products.queryProducts({ includeHiddenProducts: true, includeMerchantSpecificData: true });
}

/** Sends a products query (from {@link adminProductsQuery}) and resolves its page. */
export async function queryAdminProducts(
  builder: ProductsQueryBuilder,
  signal?: AbortSignal,
): Promise<AdminProductsPage> {
  const page = await builder.find(signal ? { signal } : {});
  return { products: page.items, totalResults: page.totalCount ?? page.items.length };
}
