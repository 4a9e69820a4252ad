/**
 * A request's catalogue reads, remembered for its page: the loaders read through
 * `catalogueCacheFor(context)`, the process's catalogue cache as seen by one request (its load
 * context), which notes each read's tags and expiry; the server's entry then keeps the rendered
 * page in the page cache under those tags until the first of them expires (`pageSourcesOf`).
 */
import type { StorefrontConfig } from "../app/config.ts";
import type { CatalogueReader } from "./catalogue-cache.ts";
import { catalogueCacheOf } from "./catalogue-cache-of.ts";
import type { PageSources } from "./page-cache.ts";
import { pageCacheOf } from "./page-cache-of.ts";

/** A request's load context: one object per request, holding the server's settings. */
interface RequestContext {
  config: StorefrontConfig;
}

interface Reads {
  tags: Set<string>;
  expiresAt: number;
  since: number;
  reader: CatalogueReader;
}

const requests = new WeakMap<RequestContext, Reads>();

/**
 * The catalogue cache of the server of `context`, noting what this request reads from it.
 *
 * @example
 * ```ts
 * const product = await cachedRead(catalogueCacheFor(context), options.queryKey, productReadTags, load);
 * ```
 */
export function catalogueCacheFor(context: RequestContext): CatalogueReader {
  let reads = requests.get(context);
  if (!reads) {
    const cache = catalogueCacheOf(context.config);
    const noted: Reads = {
      tags: new Set(),
      expiresAt: Number.POSITIVE_INFINITY,
      // Before any read: a purge from here on may concern what the page shows.
      since: pageCacheOf(context.config).epoch,
      reader: {
        read: (read) =>
          cache.read(read, (tags, expiresAt) => {
            for (const tag of tags) noted.tags.add(tag);
            noted.expiresAt = Math.min(noted.expiresAt, expiresAt);
          }),
      },
    };
    reads = noted;
    requests.set(context, reads);
  }
  return reads.reader;
}

/**
 * What the page of `context`'s request was rendered from, so far; `undefined` when it read
 * nothing from the catalogue cache.
 */
export function pageSourcesOf(context: RequestContext): PageSources | undefined {
  const reads = requests.get(context);
  return reads && { tags: reads.tags, expiresAt: reads.expiresAt, since: reads.since };
}
