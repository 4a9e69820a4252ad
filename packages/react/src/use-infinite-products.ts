/**
 * `useInfiniteProducts(query)`: products page after page for infinite scroll: the pages loaded
 * so far in `data.pages`, and `fetchNextPage()` while `hasNextPage`.
 */
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from "@tanstack/react-query";
import { findShopProducts } from "./find-products.js";
import type { ProductListQuery } from "./product-list-query.js";
import { vitrineKeys } from "./query-keys.js";
import type { ShopProductPage } from "./shop-product/shop-product.js";
import type { UseProductsOptions } from "./use-products.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/** A product list request for infinite scroll: everything but the page, which the hook counts. */
export type InfiniteProductListQuery = Omit<ProductListQuery, "page">;

/**
 * Products in pages of `pageSize`, the next one fetched on demand (e.g. when a sentinel below the
 * list scrolls into view); `hasNextPage` turns false after the last page.
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useInfiniteProducts({ sort: "price-asc" });
 * const products = data?.pages.flatMap((page) => page.items) ?? [];
 * if (sentinelVisible && hasNextPage && !isFetchingNextPage) fetchNextPage();
 * ```
 */
export function useInfiniteProducts(
  query: InfiniteProductListQuery = {},
  options: UseProductsOptions = {},
): UseInfiniteQueryResult<InfiniteData<ShopProductPage, number>> {
  const client = useVitrineClient();
  return useInfiniteQuery({
    queryKey: vitrineKeys.productPages(query),
    queryFn: ({ pageParam, signal, client: queryClient }) =>
      findShopProducts(queryClient, client, { ...query, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: options.enabled ?? true,
  });
}
