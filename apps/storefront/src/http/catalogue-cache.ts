/**
 * The server process's cache of catalogue reads (products, listings, collections), shared by
 * every request because it holds only what any shopper sees. Each entry carries tags
 * (`product:<id>`, `listings` …) by which a webhook purges it. A read loads once however many
 * requests ask at the same time; an entry is fresh for `ttlMs` (a safety net: webhooks purge
 * changes sooner), and once expired it is still served for `staleIfErrorMs` when reloading fails,
 * so a page renders while the API is unreachable. A load that a purge overtook answers its caller
 * but is not kept. At most `maxEntries` are kept (the least recently read go first). A reader may
 * be told which entry answered it (its tags and expiry), which is how a page learns what it was
 * rendered from (`catalogue-reads.ts`).
 */

/** Options of {@link createCatalogueCache}. */
export interface CatalogueCacheOptions {
  /** How long an entry is served without reloading (default 5 minutes). */
  ttlMs?: number;
  /** How long past `ttlMs` an entry is served when reloading fails (default a day). */
  staleIfErrorMs?: number;
  /** Most entries kept (default 5 000). */
  maxEntries?: number;
  /** The time in milliseconds (default `Date.now`). */
  now?: () => number;
}

/** What a read is cached by and tagged with. */
export interface CacheRead<T> {
  key: string;
  /** The entry's tags, from what was loaded (a product page's `product:<id>` once it is known). */
  tags: (value: T) => string[];
  load: () => Promise<T>;
}

/**
 * Told what a read was served from: the entry's tags and when it expires (ms), or 0 when what it
 * answered is not kept fresh (a load a purge overtook, an expired entry served on an error).
 */
export type ReadObserver = (tags: readonly string[], expiresAt: number) => void;

/** What a route loader reads the catalogue cache through. */
export interface CatalogueReader {
  /** The cached value of `read.key`, loading it when missing or expired; `seen` is told its entry. */
  read<T>(read: CacheRead<T>, seen?: ReadObserver): Promise<T>;
}

/** A process's catalogue cache. */
export interface CatalogueCache extends CatalogueReader {
  /** Drops every entry carrying one of `tags`; returns how many were dropped. */
  purge(tags: string[]): number;
  /** Drops every entry. */
  purgeAll(): void;
  /** How many entries are kept. */
  readonly size: number;
}

interface Entry {
  value: unknown;
  tags: string[];
  storedAt: number;
}

interface Loading {
  promise: Promise<unknown>;
  epoch: number;
}

/**
 * Creates an empty cache.
 *
 * @example
 * ```ts
 * const cache = createCatalogueCache({ ttlMs: 60_000 });
 * const product = await cache.read({ key: `product:${slug}`, tags: (p) => [`product:${p?.id}`], load });
 * ```
 */
export function createCatalogueCache(options: CatalogueCacheOptions = {}): CatalogueCache {
  const { ttlMs = 5 * 60_000, staleIfErrorMs = 86_400_000, maxEntries = 5_000, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Loading>();
  /** Bumped by every purge; a load that started before a purge of its tags is not kept. */
  let epoch = 0;
  let everythingPurgedAt = 0;
  const tagPurgedAt = new Map<string, number>();

  const overtaken = (tags: string[], started: number) =>
    everythingPurgedAt > started || tags.some((tag) => (tagPurgedAt.get(tag) ?? 0) > started);

  const store = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  };

  const load = <T>(read: CacheRead<T>): Promise<T> => {
    const running = loading.get(read.key);
    if (running && running.epoch === epoch) return running.promise as Promise<T>;
    const started = epoch;
    const promise = read.load().then(
      (value) => {
        const tags = read.tags(value);
        if (!overtaken(tags, started)) store(read.key, { value, tags, storedAt: now() });
        return value;
      },
      (error: unknown) => {
        const stale = entries.get(read.key);
        if (stale && now() - stale.storedAt <= ttlMs + staleIfErrorMs) return stale.value as T;
        throw error;
      },
    );
    const settled = () => {
      if (loading.get(read.key)?.promise === promise) loading.delete(read.key);
      // Purge marks only matter to loads that were running; with none left, forget them.
      if (loading.size === 0) tagPurgedAt.clear();
    };
    promise.then(settled, settled);
    loading.set(read.key, { promise, epoch: started });
    return promise;
  };

  return {
    read<T>(read: CacheRead<T>, seen?: ReadObserver): Promise<T> {
      const entry = entries.get(read.key);
      if (entry && now() - entry.storedAt < ttlMs) {
        store(read.key, entry);
        seen?.(entry.tags, entry.storedAt + ttlMs);
        return Promise.resolve(entry.value as T);
      }
      const loaded = load(read);
      if (seen)
        loaded.then(
          () => {
            // Stored by now, unless a purge overtook the load or it failed onto a stale entry.
            const kept = entries.get(read.key);
            const fresh = kept !== undefined && now() - kept.storedAt < ttlMs;
            seen(kept?.tags ?? [], fresh ? kept.storedAt + ttlMs : 0);
          },
          () => undefined,
        );
      return loaded;
    },
    purge(tags) {
      epoch++;
      if (loading.size > 0) for (const tag of tags) tagPurgedAt.set(tag, epoch);
      let dropped = 0;
      for (const [key, entry] of entries) {
        if (entry.tags.some((tag) => tags.includes(tag))) {
          entries.delete(key);
          dropped++;
        }
      }
      return dropped;
    },
    purgeAll() {
      epoch++;
      everythingPurgedAt = epoch;
      tagPurgedAt.clear();
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
