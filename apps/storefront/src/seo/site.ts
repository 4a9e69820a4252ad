/**
 * What search engines and link previews say about the store itself: its name, its one-line
 * description, and the absolute URL of a storefront path on the origin a page is served from
 * (canonical URLs, sitemaps and structured data name absolute URLs).
 */

/** The store as search results and link previews name it. */
export const SITE = {
  name: "Vitrine",
  description: "Vitrine demo store: apparel, home, pantry and more.",
  /** The store's logo, a path on its origin. */
  logo: "/favicon.svg",
} as const;

/**
 * The absolute URL of `path` (with its query, if any) on `origin`.
 *
 * @example
 * ```ts
 * siteUrl("https://shop.example", "/product/tee"); // "https://shop.example/product/tee"
 * ```
 */
export function siteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
