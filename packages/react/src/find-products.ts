/**
 * One numbered page of products as `ShopProduct`s, from whichever catalogue the store runs: the
 * read `useProducts`, `useSuspenseProducts` and each page of `useInfiniteProducts` make.
 */
import type { QueryClient } from "@tanstack/react-query";
import { findProductsV3 } from "./catalog-v3-adapter/product-list.js";
import { isCatalogV3 } from "./catalog-version.js";
import type { VitrineClient } from "./client.js";
import { applyProductListQuery, type ProductListQuery } from "./product-list-query.js";
import { shopProductFromV1 } from "./shop-product/from-v1.js";
import type { ShopProductPage } from "./shop-product/shop-product.js";
import { shopProductPage } from "./shop-product/shop-product-page.js";

/**
 * Reads the page `query` asks for (a v1 read takes `signal`; the v3 calls take none).
 *
 * @example
 * ```ts
 * const page = await findShopProducts(queryClient, client, { sort: "price-asc", page: 2 });
 * ```
 */
export async function findShopProducts(
  queryClient: QueryClient,
  client: VitrineClient,
  query: ProductListQuery,
  signal?: AbortSignal,
): Promise<ShopProductPage> {
  if (await isCatalogV3(queryClient, client)) return findProductsV3(client, query);
  const page = await applyProductListQuery(() => client.products.queryProducts(), query).find(
    signal ? { signal } : {},
  );
  return shopProductPage(query, page.items.map(shopProductFromV1), page.totalCount ?? page.items.length);
}
