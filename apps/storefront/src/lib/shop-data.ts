/**
 * The shop's data: its query cache (the hooks of `@vitrine/react` read and fill it through the
 * shop's client of `api.ts`), one per request on the server and one per page in the browser. A
 * catalogue named in the settings is put in a new cache at once.
 */
import { createQueryClient, vitrineKeys } from "@vitrine/react";
import { browserConfig, type StorefrontConfig } from "../app/config.ts";

/** The shop's query cache (TanStack Query's `QueryClient`, as `@vitrine/react` types it). */
export type ShopQueryClient = ReturnType<typeof createQueryClient>;

/**
 * A new query cache for the settings `config`.
 *
 * @example
 * ```ts
 * const queryClient = createShopQueryClient(context.config);
 * ```
 */
export function createShopQueryClient(config: StorefrontConfig): ShopQueryClient {
  const queryClient = createQueryClient();
  // A catalogue the deployment names is the answer the hooks would ask for (kept, never stale).
  if (config.catalog) queryClient.setQueryData(vitrineKeys.catalogVersion(), config.catalog);
  return queryClient;
}

let inBrowser: ShopQueryClient | undefined;

/** The browser's query cache, made once per page. */
export function browserShopQueryClient(): ShopQueryClient {
  inBrowser ??= createShopQueryClient(browserConfig());
  return inBrowser;
}
