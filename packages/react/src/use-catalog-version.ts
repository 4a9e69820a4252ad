/** `useCatalogVersion()`: which catalogue the store runs, asked once per query cache. */
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import type { CatalogVersion } from "@vitrine/sdk/catalog";
import { catalogVersionQueryOptions } from "./catalog-version.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The store's catalogue version: `"V1_CATALOG"` (also for a store that does not serve the call)
 * or `"V3_CATALOG"`. Read once and kept; the catalogue hooks read it the same way.
 *
 * @example
 * ```tsx
 * const { data: version } = useCatalogVersion();
 * ```
 */
export function useCatalogVersion(): UseQueryResult<CatalogVersion> {
  return useQuery(catalogVersionQueryOptions(useVitrineClient()));
}
