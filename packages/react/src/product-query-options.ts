/**
 * Query options of the product reads (`useProducts`, `useProduct`), for prefetching
 * (`queryClient.prefetchQuery`), route loaders and `useSuspenseQuery`.
 */
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { productBySlugV3 } from "./catalog-v3-adapter/product-by-slug.js";
import { isCatalogV3 } from "./catalog-version.js";
import type { VitrineClient } from "./client.js";
import { findShopProducts } from "./find-products.js";
import type { ProductListQuery } from "./product-list-query.js";
import { vitrineKeys } from "./query-keys.js";
import { shopProductFromV1 } from "./shop-product/from-v1.js";
import type { ShopProduct } from "./shop-product/shop-product.js";

/**
 * One page of products as `ShopProduct`s (key `vitrineKeys.productList(query)`); while the next
 * page loads, the previous one stays in `data`. On a catalogue v3 store: the products search, counted.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(productsQueryOptions(client, { sort: "price-asc", page: 2 }));
 * ```
 */
export function productsQueryOptions(client: VitrineClient, query: ProductListQuery = {}) {
  return queryOptions({
    queryKey: vitrineKeys.productList(query),
    queryFn: ({ signal, client: queryClient }) => findShopProducts(queryClient, client, query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The product with this slug as a `ShopProduct`, `null` when no visible product has it (key
 * `vitrineKeys.product(slug)`).
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
    queryFn: async ({ signal, client: queryClient }): Promise<ShopProduct | null> => {
      if (await isCatalogV3(queryClient, client)) return productBySlugV3(client, slug);
      const page = await client.products.queryProducts().eq("slug", slug).limit(1).find({ signal });
      return page.items[0] ? shopProductFromV1(page.items[0]) : null;
    },
  });
}
