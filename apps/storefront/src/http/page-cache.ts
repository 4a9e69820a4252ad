/**
 * The server process's cache of finished catalogue pages: the status, headers and HTML of a page
 * kept by its address (`pageKey`: origin, path and the query with its parameters in order), with
 * the nonce cut out (`nonce-template.ts`), so a page asked again is answered without routing,
 * loading or rendering. A page carries the tags of the catalogue reads it was rendered from and
 * expires when the first of them does, so the store's webhooks purge it with its data (the same
 * tags) and it is never older than the catalogue cache would serve. A page rendered while any
 * purge came is not kept (its data may be what was purged; purges are rare). At most `maxBytes` of pages are kept, the least recently
 * served going first.
 */
import type { BodyTemplate, HeaderTemplate } from "./nonce-template.ts";

/** Options of {@link createPageCache}. */
export interface PageCacheOptions {
  /** Most bytes of pages kept (bodies, headers and keys; default 32 MiB). */
  maxBytes?: number;
  /** The time in milliseconds (default `Date.now`). */
  now?: () => number;
}

/** A kept page, its nonce cut out. */
export interface CachedPage {
  status: number;
  headers: ReadonlyArray<readonly [name: string, value: HeaderTemplate]>;
  body: BodyTemplate;
}

/** What a page was rendered from: its catalogue reads' tags and expiry, and when it started. */
export interface PageSources {
  tags: Iterable<string>;
  /** When the first of its reads expires (ms). */
  expiresAt: number;
  /** The cache's {@link PageCache.epoch} before the page's first read. */
  since: number;
}

/** How the cache is doing, for tests and operators. */
export interface PageCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  /** Requests answered from the cache. */
  hits: number;
  /** Pages kept. */
  stores: number;
  /** Pages dropped to stay within `maxBytes`. */
  evictions: number;
  /** Pages dropped by purges. */
  purged: number;
}

/** A process's page cache. */
export interface PageCache {
  /** The page kept under `key`, if any and not expired (counted as a hit). */
  get(key: string): CachedPage | undefined;
  /** Keeps `page` under `key` unless it expired or a purge overtook it; whether it was kept. */
  store(key: string, page: CachedPage, sources: PageSources): boolean;
  /** Drops every page carrying one of `tags`. */
  purge(tags: readonly string[]): void;
  /** Drops every page. */
  purgeAll(): void;
  /** Bumped by every purge. */
  readonly epoch: number;
  stats(): PageCacheStats;
}

interface Entry {
  page: CachedPage;
  tags: readonly string[];
  expiresAt: number;
  bytes: number;
}

/**
 * The address a page is kept under: origin, path and the query's parameters sorted by name (the
 * order of a repeated name kept), so `?sort=price&q=mug` and `?q=mug&sort=price` are one page.
 *
 * @example
 * ```ts
 * pageKey(new URL("http://shop.test/shop?sort=price&q=mug")); // "http://shop.test/shop?q=mug&sort=price"
 * ```
 */
export function pageKey(url: URL): string {
  if (!url.search) return `${url.origin}${url.pathname}`;
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.origin}${url.pathname}?${query}` : `${url.origin}${url.pathname}`;
}

function sizeOf(key: string, page: CachedPage): number {
  let bytes = key.length;
  for (const part of page.body) bytes += part.length;
  for (const [name, value] of page.headers) bytes += name.length + value.join("").length;
  return bytes;
}

/**
 * Creates an empty cache.
 *
 * @example
 * ```ts
 * const pages = createPageCache({ maxBytes: 32 * 1024 * 1024 });
 * const page = pages.get(pageKey(url));
 * ```
 */
export function createPageCache(options: PageCacheOptions = {}): PageCache {
  const { maxBytes = 32 * 1024 * 1024, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let epoch = 0;
  const counts = { hits: 0, stores: 0, evictions: 0, purged: 0 };

  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        drop(key, entry);
        return undefined;
      }
      // Most recently served last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, entry);
      counts.hits++;
      return entry.page;
    },
    store(key, page, sources) {
      const size = sizeOf(key, page);
      if (sources.since !== epoch || sources.expiresAt <= now() || size > maxBytes) return false;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, { page, tags: [...sources.tags], expiresAt: sources.expiresAt, bytes: size });
      bytes += size;
      counts.stores++;
      for (const [oldest, entry] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, entry);
        counts.evictions++;
      }
      return true;
    },
    purge(tags) {
      epoch++;
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) {
          drop(key, entry);
          counts.purged++;
        }
      }
    },
    purgeAll() {
      epoch++;
      counts.purged += entries.size;
      entries.clear();
      bytes = 0;
    },
    get epoch() {
      return epoch;
    },
    stats: () => ({ entries: entries.size, bytes, maxBytes, ...counts }),
  };
}
