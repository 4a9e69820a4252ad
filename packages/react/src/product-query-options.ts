/**
 * Query options of the product reads (`useProducts`, `useProduct`), for prefetching
 * (`queryClient.prefetchQuery`), route loaders and `useSuspenseQuery`.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Product } from "@vitrine/sdk/catalog";
import { productBySlugV3 } from "./catalog-v3-adapter/product-by-slug.js";
import { findProductsV3 } from "./catalog-v3-adapter/product-list.js";
import { isCatalogV3 } from "./catalog-version.js";
import type { VitrineClient } from "./client.js";
import { applyProductListQuery, type ProductListQuery } from "./product-list-query.js";
import { vitrineKeys } from "./query-keys.js";

/**
 * One page of products (key `vitrineKeys.productList(query)`); while the next page loads, the
 * previous one stays in `data`. On a catalogue v3 store: the products search, counted.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(productsQueryOptions(client, { sort: "price-asc", page: 2 }));
 * ```
 */
export function productsQueryOptions(client: VitrineClient, query: ProductListQuery = {}) {
  return queryOptions({
    queryKey: vitrineKeys.productList(query),
    queryFn: async ({ signal, client: queryClient }) =>
      (await isCatalogV3(queryClient, client))
        ? findProductsV3(client, query)
        : applyProductListQuery(() => client.products.queryProducts(), query).find({ signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The product with this slug, `null` when no visible product has it (key `vitrineKeys.product(slug)`).
 * On a catalogue v3 store: the product with its variants and their inventory items.
 *
 * @example
 * ```tsx
 * const { data: product } = useSuspenseQuery(productQueryOptions(useVitrineClient(), "linen-shirt"));
 * ```
 */
export function productQueryOptions(client: VitrineClient, slug: string) {
  return queryOptions({
    queryKey: vitrineKeys.product(slug),
    queryFn: async ({ signal, client: queryClient }): Promise<Product | null> => {
      if (await isCatalogV3(queryClient, client)) return productBySlugV3(client, slug);
      const page = await client.products.queryProducts().eq("slug", slug).limit(1).find({ signal });
      return page.items[0] ?? null;
    },
  });
}
