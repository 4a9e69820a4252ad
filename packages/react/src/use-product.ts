/** `useProduct(slug)`: one product by its slug, or `null` when there is none. */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { Product } from "@vitrine/sdk/catalog";
import { vitrineKeys } from "./query-keys.js";
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
export function useProduct(slug: string): UseQueryResult<Product | null> {
  const client = useVitrineClient();
  return useQuery({
    queryKey: vitrineKeys.product(slug),
    queryFn: async ({ signal }) => {
      const page = await client.products.queryProducts().eq("slug", slug).limit(1).find({ signal });
      return page.items[0] ?? null;
    },
  });
}
