/** `useSuspenseCollections()`: every visible collection, by name, on `useSuspenseQuery`. */
import { type UseSuspenseQueryResult, useSuspenseQuery } from "@tanstack/react-query";
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import { collectionsQueryOptions } from "./collection-query-options.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The store's collections, sorted by name, up to 100 (the query of {@link collectionsQueryOptions},
 * same key): the nearest `<Suspense>` shows its fallback until they are read; a failed read with
 * nothing yet to show throws the SDK's error to the nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data: collections } = useSuspenseCollections();
 * collections.map((collection) => <a href={`/c/${collection.slug}`}>{collection.name}</a>);
 * ```
 */
export function useSuspenseCollections(): UseSuspenseQueryResult<CollectionV2[]> {
  return useSuspenseQuery(collectionsQueryOptions(useVitrineClient()));
}
