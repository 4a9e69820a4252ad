/**
 * Which catalogue the store runs, asked once per query cache (`getCatalogVersion`, never stale):
 * the catalogue hooks read it first and call the matching catalogue. A store that does not
 * serve the call (a 404, or the provider's refusal of a v3 call on a v1 store) runs v1.
 */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { isApiError } from "@vitrine/sdk";
import type { CatalogVersion } from "@vitrine/sdk/catalog";
import type { VitrineClient } from "./client.js";
import { vitrineKeys } from "./query-keys.js";

/** The answer of a v1 store to a catalogue v3 call. */
const V1_REFUSING_V3 = 428;

/**
 * The store's catalogue version (key `vitrineKeys.catalogVersion()`), kept for the cache's life.
 *
 * @example
 * ```ts
 * const version = await queryClient.ensureQueryData(catalogVersionQueryOptions(client)); // "V3_CATALOG"
 * ```
 */
export function catalogVersionQueryOptions(client: VitrineClient) {
  return queryOptions({
    queryKey: vitrineKeys.catalogVersion(),
    queryFn: async (): Promise<CatalogVersion> => {
      try {
        return await client.catalogVersioning.getCatalogVersion();
      } catch (error) {
        if (isApiError(error) && (error.status === 404 || error.status === V1_REFUSING_V3))
          return "V1_CATALOG";
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Whether the store runs catalogue v3, from the cache (asking the store the first time).
 *
 * @example
 * ```ts
 * queryFn: async ({ client: queryClient }) => ((await isCatalogV3(queryClient, client)) ? readV3() : readV1()),
 * ```
 */
export async function isCatalogV3(queryClient: QueryClient, client: VitrineClient): Promise<boolean> {
  return (await queryClient.ensureQueryData(catalogVersionQueryOptions(client))) === "V3_CATALOG";
}
