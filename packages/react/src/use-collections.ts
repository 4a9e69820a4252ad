/** `useCollections()`: every visible collection, by name. */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import { collectionsQueryOptions } from "./collection-query-options.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The store's collections, sorted by name (up to 100).
 *
 * @example
 * ```tsx
 * const { data: collections = [] } = useCollections();
 * ```
 */
export function useCollections(): UseQueryResult<CollectionV2[]> {
  return useQuery(collectionsQueryOptions(useVitrineClient()));
}
