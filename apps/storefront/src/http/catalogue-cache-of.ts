/**
 * The catalogue cache of a running server: one per storefront configuration object (several
 * servers with their own settings may run in one process, as the browser tests run them), so two
 * stores never share entries, and a server's cache lives as long as its configuration.
 */
import { type CatalogueCache, createCatalogueCache } from "./catalogue-cache.ts";

const caches = new WeakMap<object, CatalogueCache>();

/**
 * The catalogue cache of the server running with `config` (the same object for its lifetime).
 *
 * @example
 * ```ts
 * const cache = catalogueCacheOf(context.config);
 * ```
 */
export function catalogueCacheOf(config: object): CatalogueCache {
  let cache = caches.get(config);
  if (!cache) {
    cache = createCatalogueCache();
    caches.set(config, cache);
  }
  return cache;
}
