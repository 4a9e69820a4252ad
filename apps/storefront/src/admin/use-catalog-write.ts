/**
 * `useCatalogWrite(write)`: a TanStack mutation for a merchant write that, once it succeeds,
 * refreshes what the dashboard and the shop have cached (the shop then shows the change). A write
 * that deletes something names its query, which is dropped from the cache instead of read again.
 */
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { vitrineKeys } from "@vitrine/react";
import { adminKeys } from "./admin-keys.ts";

/** Options of {@link useCatalogWrite}. */
export interface CatalogWriteOptions<Input> {
  /**
   * The query key of what the write deletes (for its input). That query is removed from the cache
   * rather than refreshed: a read of it could only answer 404.
   */
  deletes?(input: Input): QueryKey;
}

/**
 * A mutation running `write`, invalidating the dashboard's and the shop's queries on success.
 *
 * @example
 * ```ts
 * const remove = useCatalogWrite((id: string) => deleteProduct(admin, id), {
 *   deletes: (id) => adminKeys.product(id),
 * });
 * remove.mutate(productId);
 * ```
 */
export function useCatalogWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  { deletes }: CatalogWriteOptions<Input> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (_output, input) => {
      if (deletes) queryClient.removeQueries({ queryKey: deletes(input), exact: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: vitrineKeys.all }),
      ]);
    },
  });
}
