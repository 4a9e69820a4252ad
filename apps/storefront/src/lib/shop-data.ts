/**
 * The shop's data: its query cache, created once when the app starts (the hooks of
 * `@vitrine/react` read and fill it through the shop's client of `api.ts`), and a prefetch for
 * route loaders, so a route can start its first request (and the visitor token it needs) before
 * its page's code has loaded. A catalogue named in the build's settings is put in the cache at once.
 */

import { createQueryClient, type ProductListQuery, productsQueryOptions, vitrineKeys } from "@vitrine/react";
import { CATALOG_VERSION } from "../app/config.ts";
import { shopClient } from "./api.ts";

/** The shop's query cache. */
export const shopQueryClient: ReturnType<typeof createQueryClient> = createQueryClient();
// A catalogue the deployment names is the answer the hooks would ask for (kept, never stale).
if (CATALOG_VERSION) shopQueryClient.setQueryData(vitrineKeys.catalogVersion(), CATALOG_VERSION);

/**
 * Starts a page of products into the cache (the same entry `useProducts(query)` reads); no wait.
 *
 * @example
 * ```ts
 * prefetchProducts({ sort: "newest", page: 1 });
 * ```
 */
export function prefetchProducts(query: ProductListQuery): void {
  void shopQueryClient.prefetchQuery(productsQueryOptions(shopClient, query));
}
