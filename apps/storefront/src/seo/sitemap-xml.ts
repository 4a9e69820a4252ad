/**
 * The XML of the sitemaps protocol (sitemaps.org 0.9): a sitemap index naming sitemap files, and
 * a `urlset` naming pages, each with its `lastmod` (W3C datetime) when known. Text is escaped as
 * XML requires (`&`, `<`, `>`, quotes).
 */

/** One `<url>` of a sitemap, or one `<sitemap>` of an index. */
export interface SitemapEntry {
  /** The absolute URL. */
  loc: string;
  /** When it last changed. */
  lastmod?: Date | string | null;
}

/** The most URLs one sitemap file may list (and the most files an index may name). */
export const MAX_SITEMAP_URLS = 50_000;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function lastmod(value: SitemapEntry["lastmod"]): string {
  if (!value) return "";
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : `<lastmod>${date.toISOString()}</lastmod>`;
}

function document(root: string, item: string, entries: SitemapEntry[]): string {
  const body = entries
    .map((entry) => `<${item}><loc>${escapeXml(entry.loc)}</loc>${lastmod(entry.lastmod)}</${item}>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</${root}>\n`;
}

/**
 * A `<urlset>` of pages.
 *
 * @example
 * ```ts
 * urlSetXml([{ loc: "https://s/product/tee", lastmod: new Date() }]);
 * ```
 */
export function urlSetXml(entries: SitemapEntry[]): string {
  return document("urlset", "url", entries);
}

/**
 * A `<sitemapindex>` of sitemap files.
 *
 * @example
 * ```ts
 * sitemapIndexXml([{ loc: "https://s/sitemaps/products-1.xml" }]);
 * ```
 */
export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return document("sitemapindex", "sitemap", entries);
}
