/**
 * The storefront's Vitrine client and query cache, created once when the app starts: the provider
 * that gives them to the hooks, and a prefetch for route loaders, so a route can start its first
 * request (and the visitor token it needs) before its page's code has loaded; a catalogue named in
 * the build's settings is put in the cache at once. Tokens live in
 * `localStorage`, so a signed-in member stays signed in across reloads and tabs.
 */
import {
  createQueryClient,
  createVitrineClient,
  type ProductListQuery,
  productsQueryOptions,
  VitrineProvider,
  vitrineKeys,
} from "@vitrine/react";
import { localTokenStorage } from "@vitrine/sdk/identity";
import type { ReactNode } from "react";
import { API_URL, CATALOG_VERSION, CLIENT_ID } from "./config.ts";

const client = createVitrineClient({
  baseUrl: API_URL,
  clientId: CLIENT_ID,
  tokenStorage: localTokenStorage(CLIENT_ID),
});

const queryClient = createQueryClient();
// A catalogue the deployment names is the answer the hooks would ask for (kept, never stale).
if (CATALOG_VERSION) queryClient.setQueryData(vitrineKeys.catalogVersion(), CATALOG_VERSION);

/** The app's client and query cache, for the hooks below it. */
export function AppVitrineProvider({ children }: { children: ReactNode }) {
  return (
    <VitrineProvider client={client} queryClient={queryClient}>
      {children}
    </VitrineProvider>
  );
}

/** Starts a page of products into the cache (the same entry `useProducts(query)` reads); no wait. */
export function prefetchProducts(query: ProductListQuery): void {
  void queryClient.prefetchQuery(productsQueryOptions(client, query));
}
