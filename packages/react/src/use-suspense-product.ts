/** `useSuspenseProduct(slug)`: one product by its slug on `useSuspenseQuery`, `null` when there is none. */
import { type UseSuspenseQueryResult, useSuspenseQuery } from "@tanstack/react-query";
import { productQueryOptions } from "./product-query-options.js";
import type { ShopProduct } from "./shop-product/shop-product.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The product with this slug (the query of {@link productQueryOptions}, same key): the nearest
 * `<Suspense>` shows its fallback until it is read, then `data` is the product, or `null` when no
 * visible product has the slug; a failed read with nothing yet to show throws the SDK's error to
 * the nearest error boundary.
 *
 * @example
 * ```tsx
 * function ProductTitle({ slug }: { slug: string }) {
 *   const { data: product } = useSuspenseProduct(slug);
 *   return product ? <h1>{product.name}</h1> : <NotFound />;
 * }
 * ```
 */
export function useSuspenseProduct(slug: string): UseSuspenseQueryResult<ShopProduct | null> {
  return useSuspenseQuery(productQueryOptions(useVitrineClient(), slug));
}
