/** `useCollections()`: every visible collection, by name. */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import { vitrineKeys } from "./query-keys.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/** The most collections one call reads (the API's page limit). */
const COLLECTIONS_LIMIT = 100;

/**
 * The store's collections, sorted by name (up to 100).
 *
 * @example
 * ```tsx
 * const { data: collections = [] } = useCollections();
 * ```
 */
export function useCollections(): UseQueryResult<CollectionV2[]> {
  const client = useVitrineClient();
  return useQuery({
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
