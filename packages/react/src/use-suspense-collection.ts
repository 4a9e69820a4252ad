/** `useSuspenseCollection(slug)`: one collection by its slug on `useSuspenseQuery`, or `null`. */
import { type UseSuspenseQueryResult, useSuspenseQuery } from "@tanstack/react-query";
import type { CollectionV2 } from "@vitrine/sdk/catalog";
import { collectionQueryOptions } from "./collection-query-options.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The collection with this slug (the query of {@link collectionQueryOptions}, same key): the
 * nearest `<Suspense>` shows its fallback until it is read, then `data` is the collection, or
 * `null` when there is none; a failed read with nothing yet to show throws the SDK's error to the
 * nearest error boundary.
 *
 * @example
 * ```tsx
 * const { data: collection } = useSuspenseCollection("sale");
 * if (collection === null) return <NotFound />;
 * ```
 */
export function useSuspenseCollection(slug: string): UseSuspenseQueryResult<CollectionV2 | null> {
  return useSuspenseQuery(collectionQueryOptions(useVitrineClient(), slug));
}
