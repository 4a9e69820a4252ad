/** `useProduct(slug)`: one product by its slug, or `null` when there is none. */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { productQueryOptions } from "./product-query-options.js";
import type { ShopProduct } from "./shop-product/shop-product.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The product with this slug; `data` is `null` when no visible product has it.
 *
 * @example
 * ```tsx
 * const { data: product, isPending } = useProduct("linen-shirt");
 * if (product === null) return <NotFound />;
 * ```
 */
export function useProduct(slug: string): UseQueryResult<ShopProduct | null> {
  return useQuery(productQueryOptions(useVitrineClient(), slug));
}
