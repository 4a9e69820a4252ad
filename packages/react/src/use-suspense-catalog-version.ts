/** `useSuspenseCatalogVersion()`: which catalogue the store runs, on `useSuspenseQuery`. */
import { type UseSuspenseQueryResult, useSuspenseQuery } from "@tanstack/react-query";
import type { CatalogVersion } from "@vitrine/sdk/catalog";
import { catalogVersionQueryOptions } from "./catalog-version.js";
import { useVitrineClient } from "./use-vitrine-client.js";

/**
 * The store's catalogue version (the query of {@link catalogVersionQueryOptions}, same key, asked
 * once per query cache): the nearest `<Suspense>` shows its fallback until it is known.
 *
 * @example
 * ```tsx
 * const { data: version } = useSuspenseCatalogVersion();
 * return version === "V3_CATALOG" ? <V3Badge /> : null;
 * ```
 */
export function useSuspenseCatalogVersion(): UseSuspenseQueryResult<CatalogVersion> {
  return useSuspenseQuery(catalogVersionQueryOptions(useVitrineClient()));
}
