/**
 * A route loader's catalogue read through the process's catalogue cache, keyed by the read's
 * query key and tagged from what it read (`catalogue-tags.ts`): one read (`cachedRead`), or a
 * TanStack query's options whose query function reads through the cache (`cachedQuery`), for a
 * read the loader awaits or one it streams.
 */
import type { CatalogueReader } from "./catalogue-cache.ts";

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
  cache: CatalogueReader,
  queryKey: readonly unknown[],
  tags: (value: T) => string[],
  load: () => Promise<T>,
): Promise<T> {
  return cache.read({ key: JSON.stringify(queryKey), tags, load });
}

/**
 * `options` (a TanStack query's) with its query function read through `cache`, tagged by `tags`.
 *
 * @example
 * ```ts
 * await queryClient.fetchQuery(cachedQuery(cache, collectionsQueryOptions(client), collectionReadTags));
 * ```
 */
export function cachedQuery<O extends { queryKey: readonly unknown[] }>(
  cache: CatalogueReader,
  options: O,
  tags: (value: never) => string[],
): O {
  const queryFn = (options as { queryFn?: (context: unknown) => Promise<unknown> }).queryFn;
  if (!queryFn) return options;
  return {
    ...options,
    queryFn: (context: unknown) =>
      cachedRead(cache, options.queryKey, tags as (value: unknown) => string[], () => queryFn(context)),
  };
}
