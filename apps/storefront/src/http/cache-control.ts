/**
 * The `Cache-Control` of each kind of response the storefront's server sends. Catalogue pages
 * (home, shop, collections, products, search) hold nothing personal, so any shared cache (a CDN,
 * a reverse proxy) may keep them: briefly fresh (`s-maxage`), then served while it refetches in
 * the background (`stale-while-revalidate`), and for a day when the server fails
 * (`stale-if-error`); browsers revalidate every time (`max-age=0`), so a purge reaches shoppers
 * at the next navigation. Cart, checkout, sign-in and account pages, and every answer to a form
 * post, are `private, no-store`: nobody keeps them.
 */

/** The kinds of response, by who may keep them. */
export type CacheKind = "catalogue" | "private";

/** How long a shared cache keeps a catalogue page, in seconds. */
export const CATALOGUE_CACHE_SECONDS = {
  /** Fresh in a shared cache. */
  sMaxAge: 60,
  /** Served stale while the cache refetches. */
  staleWhileRevalidate: 600,
  /** Served stale while the server answers errors or cannot be reached. */
  staleIfError: 86_400,
} as const;

const VALUES: Record<CacheKind, string> = {
  catalogue: [
    "public",
    "max-age=0",
    `s-maxage=${CATALOGUE_CACHE_SECONDS.sMaxAge}`,
    `stale-while-revalidate=${CATALOGUE_CACHE_SECONDS.staleWhileRevalidate}`,
    `stale-if-error=${CATALOGUE_CACHE_SECONDS.staleIfError}`,
  ].join(", "),
  private: "private, no-store",
};

/**
 * The `Cache-Control` value of a `kind` of response.
 *
 * @example
 * ```ts
 * export const headers: HeadersFunction = () => ({ "Cache-Control": cacheControl("catalogue") });
 * ```
 */
export function cacheControl(kind: CacheKind): string {
  return VALUES[kind];
}
