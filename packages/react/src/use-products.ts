/** `useProducts(query)`: one page of products (search, collection, price range, sort, paging). */
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { ProductsPage } from "@vitrine/sdk/catalog";
import { applyProductListQuery, type ProductListQuery } from "./product-list-query.js";
import { vitrineKeys } from "./query-keys.js";
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
): UseQueryResult<ProductsPage> {
  const client = useVitrineClient();
  return useQuery({
    queryKey: vitrineKeys.productList(query),
    queryFn: ({ signal }) =>
      applyProductListQuery(() => client.products.queryProducts(), query).find({ signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
