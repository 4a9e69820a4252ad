/**
 * `useSuspenseProducts(query)`: one page of products on `useSuspenseQuery`: the component
 * suspends until the page is there, so `data` is always a page.
 */
import { type UseSuspenseQueryResult, useSuspenseQuery } from "@tanstack/react-query";
import type { ProductListQuery } from "./product-list-query.js";
import { productsQueryOptions } from "./product-query-options.js";
import type { ShopProductPage } from "./shop-product/shop-product.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * A page of products (the query of {@link productsQueryOptions}, same key): the nearest
 * `<Suspense>` shows its fallback until the page is loaded, and a failed read with nothing yet to
 * show throws the SDK's error to the nearest error boundary. A new query suspends again: change it
 * inside `startTransition` to keep the current page on screen while the next one loads.
 *
 * @example
 * ```tsx
 * function ProductGrid({ page }: { page: number }) {
 *   const { data } = useSuspenseProducts({ sort: "price-asc", page });
 *   return data.items.map((product) => <ProductCard key={product.id} product={product} />);
 * }
 * <Suspense fallback={<GridSkeleton />}><ProductGrid page={2} /></Suspense>;
 * ```
 */
export function useSuspenseProducts(query: ProductListQuery = {}): UseSuspenseQueryResult<ShopProductPage> {
  return useSuspenseQuery(productsQueryOptions(useVitrineClient(), query));
}
