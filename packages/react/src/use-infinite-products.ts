/**
 * `useInfiniteProducts(query)`: products page after page for infinite scroll: the pages loaded
 * so far in `data.pages`, and `fetchNextPage()` while `hasNextPage`.
 */
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery } from "@tanstack/react-query";
import type { ProductsPage } from "@vitrine/sdk/catalog";
import { findProductsV3 } from "./catalog-v3-adapter/product-list.js";
import { isCatalogV3 } from "./catalog-version.js";
import { applyProductListQuery, type ProductListQuery } from "./product-list-query.js";
import { vitrineKeys } from "./query-keys.js";
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
): UseInfiniteQueryResult<InfiniteData<ProductsPage, number>> {
  const client = useVitrineClient();
  return useInfiniteQuery({
    queryKey: vitrineKeys.productPages(query),
    queryFn: async ({ pageParam, signal, client: queryClient }) =>
      (await isCatalogV3(queryClient, client))
        ? findProductsV3(client, { ...query, page: pageParam })
        : applyProductListQuery(() => client.products.queryProducts(), { ...query, page: pageParam }).find({
            signal,
          }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPage) => (last.hasNext() ? lastPage + 1 : undefined),
    enabled: options.enabled ?? true,
  });
}
