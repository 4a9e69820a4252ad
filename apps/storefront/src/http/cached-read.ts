/**
 * A route loader's catalogue read through the process's catalogue cache, keyed by the read's
 * query key and tagged from what it read (`catalogue-tags.ts`).
 */
import type { CatalogueCache } from "./catalogue-cache.ts";

/**
 * `load()` through `cache` under `queryKey`, tagged by `tags(value)`.
 *
 * @example
 * ```ts
 * const options = productQueryOptions(client, slug);
 * const product = await cachedRead(cache, options.queryKey, productReadTags, () => queryClient.fetchQuery(options));
 * queryClient.setQueryData(options.queryKey, product); // the browser hydrates it
 * ```
 */
export function cachedRead<T>(
  cache: CatalogueCache,
  queryKey: readonly unknown[],
  tags: (value: T) => string[],
  load: () => Promise<T>,
): Promise<T> {
  return cache.read({ key: JSON.stringify(queryKey), tags, load });
}
