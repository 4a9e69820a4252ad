/**
 * `useCatalogWrite(write)`: a TanStack mutation for a merchant write that, once it succeeds,
 * refreshes what the dashboard and the shop have cached (the shop then shows the change). A write
 * that deletes something names its query and the way off its page: that query is left out of the
 * refresh, the page is left, and the query is dropped once nothing on screen shows it. Dropped any
 * earlier, a page still showing the deleted thing would read it again (a 404) on its next render,
 * which the refresh of the shop's queries brings before the navigation has replaced the page.
 */
import { hashKey, type QueryClient, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { vitrineKeys } from "@vitrine/react";
import { adminKeys } from "./admin-keys.ts";

/** Options of {@link useCatalogWrite}. */
export interface CatalogWriteOptions<Input> {
  /**
   * The query key of what the write deletes (for its input). That query is removed from the cache
   * rather than refreshed: a read of it could only answer 404.
   */
  deletes?(input: Input): QueryKey;
  /** Leaves the page of what was deleted (e.g. a navigation), before its query is dropped. */
  leave?(input: Input): Promise<void> | void;
}

/** Removes the query `key` from the cache as soon as no component observes it. */
function removeWhenUnobserved(queryClient: QueryClient, key: QueryKey): void {
  const cache = queryClient.getQueryCache();
  const query = cache.find({ queryKey: key, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0) {
    cache.remove(query);
    return;
  }
  const stop = cache.subscribe((event) => {
    if (event.type !== "observerRemoved" || event.query !== query || query.getObserversCount() > 0) return;
    stop();
    cache.remove(query);
  });
}

/**
 * A mutation running `write`, invalidating the dashboard's and the shop's queries on success.
 *
 * @example
 * ```ts
 * const remove = useCatalogWrite((id: string) => deleteProduct(admin, id), {
 *   deletes: (id) => adminKeys.product(id),
 *   leave: () => navigate(paths.admin.products, { replace: true }),
 * });
 * remove.mutate(productId);
 * ```
 */
export function useCatalogWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  { deletes, leave }: CatalogWriteOptions<Input> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (_output, input) => {
      const deleted = deletes?.(input);
      const deletedHash = deleted ? hashKey(deleted) : undefined;
      const refreshed = { predicate: (query: { queryHash: string }) => query.queryHash !== deletedHash };
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all, ...refreshed }),
        queryClient.invalidateQueries({ queryKey: vitrineKeys.all, ...refreshed }),
      ]);
      await leave?.(input);
      if (deleted) removeWhenUnobserved(queryClient, deleted);
    },
  });
}
