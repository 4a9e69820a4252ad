/**
 * Query options of the product reads (`useProducts`, `useProduct`), for prefetching
 * (`queryClient.prefetchQuery`), route loaders and `useSuspenseQuery`.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Product } from "@vitrine/sdk/catalog";
import type { VitrineClient } from "./client.js";
import { applyProductListQuery, type ProductListQuery } from "./product-list-query.js";
import { vitrineKeys } from "./query-keys.js";

/**
 * One page of products (key `vitrineKeys.productList(query)`); while the next page loads, the
 * previous one stays in `data`.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(productsQueryOptions(client, { sort: "price-asc", page: 2 }));
 * ```
 */
export function productsQueryOptions(client: VitrineClient, query: ProductListQuery = {}) {
  return queryOptions({
    queryKey: vitrineKeys.productList(query),
    queryFn: ({ signal }) =>
      applyProductListQuery(() => client.products.queryProducts(), query).find({ signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The product with this slug, `null` when no visible product has it (key `vitrineKeys.product(slug)`).
 *
 * @example
 * ```tsx
 * const { data: product } = useSuspenseQuery(productQueryOptions(useVitrineClient(), "linen-shirt"));
 * ```
 */
export function productQueryOptions(client: VitrineClient, slug: string) {
  return queryOptions({
    queryKey: vitrineKeys.product(slug),
    queryFn: async ({ signal }): Promise<Product | null> => {
      const page = await client.products.queryProducts().eq("slug", slug).limit(1).find({ signal });
      return page.items[0] ?? null;
    },
  });
}
