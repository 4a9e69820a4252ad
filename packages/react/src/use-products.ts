/** `useProducts(query)`: one page of products (search, collection, price range, sort, paging). */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ProductListQuery } from "./product-list-query.js";
import { productsQueryOptions } from "./product-query-options.js";
import type { ShopProductPage } from "./shop-product/shop-product.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/** Options of {@link useProducts}. */
export interface UseProductsOptions {
  /** `false` holds the query (e.g. until a collection slug is resolved to its id). Default `true`. */
  enabled?: boolean;
}

/**
 * A page of products. While the next page loads, the previous one stays in `data`
 * (`isPlaceholderData` is then `true`), so lists do not flash empty when paging.
 *
 * @example
 * ```tsx
 * const { data, isPending, error, refetch } = useProducts({ collectionId, sort: "price-asc", page: 2 });
 * data?.items.map((product) => <ProductCard key={product.id} product={product} />);
 * data?.totalPages;
 * ```
 */
export function useProducts(
  query: ProductListQuery = {},
  options: UseProductsOptions = {},
): UseQueryResult<ShopProductPage> {
  return useQuery({
    ...productsQueryOptions(useVitrineClient(), query),
    enabled: options.enabled ?? true,
  });
}
