/**
 * The storefront's query cache, created once when the app starts, and the provider that gives it
 * and the shop's client (`lib/api.ts`) to the hooks; and a prefetch for route loaders, so a route
 * can start its first request (and the visitor token it needs) before its page's code has loaded.
 * A catalogue named in the build's settings is put in the cache at once.
 */
import {
  createQueryClient,
  type ProductListQuery,
  productsQueryOptions,
  VitrineProvider,
  vitrineKeys,
} from "@vitrine/react";
import type { ReactNode } from "react";
import { shopClient } from "../lib/api.ts";
import { CATALOG_VERSION } from "./config.ts";

const queryClient = createQueryClient();
// A catalogue the deployment names is the answer the hooks would ask for (kept, never stale).
if (CATALOG_VERSION) queryClient.setQueryData(vitrineKeys.catalogVersion(), CATALOG_VERSION);

/** The app's client and query cache, for the hooks below it. */
export function AppVitrineProvider({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={shopClient} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  );
}

/** Starts a page of products into the cache (the same entry `useProducts(query)` reads); no wait. */
export function prefetchProducts(query: ProductListQuery): void {
  void queryClient.prefetchQuery(productsQueryOptions(shopClient, query));
}
