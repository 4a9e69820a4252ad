/**
 * Query options of the collection reads (`useCollections`, `useCollection`), for prefetching
 * (`queryClient.prefetchQuery`), route loaders and `useSuspenseQuery`.
 */
import { queryOptions } from "@tanstack/react-query";
import type { VitrineClient } from "./client.js";
import { nullWhenNotFound } from "./not-found.js";
import { vitrineKeys } from "./query-keys.js";

/** The most collections one call reads (the API's page limit). */
const COLLECTIONS_LIMIT = 100;

/**
 * The store's collections, sorted by name, up to 100 (key `vitrineKeys.collectionList()`).
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(collectionsQueryOptions(client));
 * ```
 */
export function collectionsQueryOptions(client: VitrineClient) {
  return queryOptions({
    queryKey: vitrineKeys.collectionList(),
    queryFn: async ({ signal }) => {
      const page = await client.collections
        .queryCollections()
        .ascending("name")
        .limit(COLLECTIONS_LIMIT)
        .find({ signal });
      return page.items;
    },
  });
}

/**
 * The collection with this slug, `null` when there is none (key `vitrineKeys.collection(slug)`).
 *
 * @example
 * ```tsx
 * const { data: collection } = useSuspenseQuery(collectionQueryOptions(useVitrineClient(), "sale"));
 * ```
 */
export function collectionQueryOptions(client: VitrineClient, slug: string) {
  return queryOptions({
    queryKey: vitrineKeys.collection(slug),
    queryFn: () => nullWhenNotFound(client.collections.getCollectionBySlug(slug)),
  });
}
