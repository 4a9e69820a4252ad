/**
 * The page cache of a running server: one per storefront configuration object, as its catalogue
 * cache (`catalogue-cache-of.ts`), so two stores served from one process never share pages. Its
 * bound is the configuration's `pageCacheBytes` (default 32 MiB).
 */
import type { StorefrontConfig } from "../app/config.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";

const caches = new WeakMap<StorefrontConfig, PageCache>();

/**
 * The page cache of the server running with `config` (the same object for its lifetime).
 *
 * @example
 * ```ts
 * const page = pageCacheOf(context.config).get(pageKey(url));
 * ```
 */
export function pageCacheOf(config: StorefrontConfig): PageCache {
  let cache = caches.get(config);
  if (!cache) {
    cache = createPageCache(config.pageCacheBytes === undefined ? {} : { maxBytes: config.pageCacheBytes });
    caches.set(config, cache);
  }
  return cache;
}
