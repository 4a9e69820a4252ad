/**
 * Query options of the collection reads (`useCollections`, `useCollection`), for prefetching
 * (`queryClient.prefetchQuery`), route loaders and `useSuspenseQuery`.
 */
import { queryOptions } from "@tanstack/react-query";
import { COLLECTION_FIELDS } from "./catalog-v3-adapter/categories.js";
import { collectionFromCategory } from "./catalog-v3-adapter/collection.js";
import { isCatalogV3 } from "./catalog-version.js";
import type { VitrineClient } from "./client.js";
import { nullWhenNotFound } from "./not-found.js";
import { vitrineKeys } from "./query-keys.js";

/** The most collections one call reads (the API's page limit). */
const COLLECTIONS_LIMIT = 100;

/**
 * The store's collections, sorted by name, up to 100 (key `vitrineKeys.collectionList()`); on a
 * catalogue v3 store its categories, with their descriptions.
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(collectionsQueryOptions(client));
 * ```
 */
export function collectionsQueryOptions(client: VitrineClient) {
  return queryOptions({
    queryKey: vitrineKeys.collectionList(),
    queryFn: async ({ signal, client: queryClient }) => {
      if (await isCatalogV3(queryClient, client))
        return (
          await client.categories
            .queryCategories({ fields: [...COLLECTION_FIELDS] })
            .ascending("name")
            .limit(COLLECTIONS_LIMIT)
            .find({ signal })
        ).items.map(collectionFromCategory);
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
 * The collection with this slug, `null` when there is none (key `vitrineKeys.collection(slug)`); on
 * a catalogue v3 store the category with this slug, with its description.
 *
 * @example
 * ```tsx
 * const { data: collection } = useSuspenseQuery(collectionQueryOptions(useVitrineClient(), "sale"));
 * ```
 */
export function collectionQueryOptions(client: VitrineClient, slug: string) {
  return queryOptions({
    queryKey: vitrineKeys.collection(slug),
    queryFn: async ({ client: queryClient }) =>
      (await isCatalogV3(queryClient, client))
        ? nullWhenNotFound(
            client.categories
              .getCategoryBySlug(slug, { fields: [...COLLECTION_FIELDS] })
              .then(collectionFromCategory),
          )
        : nullWhenNotFound(client.collections.getCollectionBySlug(slug)),
  });
}
