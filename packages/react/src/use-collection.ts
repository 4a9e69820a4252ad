/** `useCollection(slug)`: one collection by its slug, or `null` when there is none. */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import { collectionQueryOptions } from "./collection-query-options.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The collection with this slug; `data` is `null` when there is none.
 *
 * @example
 * ```tsx
 * const { data: collection } = useCollection("sale");
 * ```
 */
export function useCollection(slug: string): UseQueryResult<CollectionV2 | null> {
  return useQuery(collectionQueryOptions(useVitrineClient(), slug));
}
