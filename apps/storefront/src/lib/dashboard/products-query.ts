/**
 * The products query as the dashboard needs it: `adminProductsQuery`, with hidden products and
 * merchant data (cost), and `queryAdminProducts`, which sends it and resolves its page.
 */
import type { Product, ProductsQueryBuilder } from "@vitrine/sdk/catalog";
import type { AdminClient } from "../api.ts";

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
