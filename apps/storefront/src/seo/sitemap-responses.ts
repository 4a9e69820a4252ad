/**
 * The answers of `/sitemap.xml`, `/sitemaps/*.xml` and `/robots.txt`, as `Response`s a resource
 * route's loader returns: the sitemap index names one file of the shop's own pages and
 * collections (`/sitemaps/pages.xml`) and as many product files (`/sitemaps/products-N.xml`, N
 * from 1) as the catalogue needs at `perFile` URLs each (at most 50 000, the protocol's limit);
 * `robots.txt` allows the shop, keeps crawlers out of the cart, account and dashboard, and names
 * the index. A product file past the end answers 404.
 */
import { paths } from "../app/paths.ts";
import { siteUrl } from "./site.ts";
import type { SitemapCatalogue } from "./sitemap-catalogue.ts";
import { MAX_SITEMAP_URLS, type SitemapEntry, sitemapIndexXml, urlSetXml } from "./sitemap-xml.ts";

/** Where the sitemaps are served. */
export const SITEMAP_PATHS = {
  index: "/sitemap.xml",
  pages: "/sitemaps/pages.xml",
  products: (n: number) => `/sitemaps/products-${n}.xml`,
} as const;

/** How long a shared cache keeps a sitemap or robots.txt (an hour; a day stale on errors). */
const CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=600, stale-if-error=86400";

/** Options of the sitemap answers. */
export interface SitemapOptions {
  /** URLs a product file lists; default and most 50 000. */
  perFile?: number;
}

function perFileOf(options: SitemapOptions): number {
  const wanted = options.perFile ?? MAX_SITEMAP_URLS;
  return Math.max(1, Math.min(MAX_SITEMAP_URLS, Math.floor(wanted)));
}

function xml(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_CONTROL },
  });
}

/**
 * `/sitemap.xml`: the index of the sitemap files, on `origin`.
 *
 * @example
 * ```ts
 * export const loader = ({ request }) => sitemapIndexResponse(new URL(request.url).origin, catalogue);
 * ```
 */
export async function sitemapIndexResponse(
  origin: string,
  catalogue: SitemapCatalogue,
  options: SitemapOptions = {},
): Promise<Response> {
  const files = Math.ceil((await catalogue.productCount()) / perFileOf(options));
  const entries: SitemapEntry[] = [{ loc: siteUrl(origin, SITEMAP_PATHS.pages) }];
  for (let n = 1; n <= files; n++) entries.push({ loc: siteUrl(origin, SITEMAP_PATHS.products(n)) });
  return xml(sitemapIndexXml(entries));
}

/**
 * `/sitemaps/pages.xml`: home, the shop and every collection, on `origin`.
 *
 * @example
 * ```ts
 * export const loader = ({ request }) => pagesSitemapResponse(new URL(request.url).origin, catalogue);
 * ```
 */
export async function pagesSitemapResponse(origin: string, catalogue: SitemapCatalogue): Promise<Response> {
  const collections = await catalogue.collections();
  return xml(
    urlSetXml([
      { loc: siteUrl(origin, paths.home) },
      { loc: siteUrl(origin, paths.shop) },
      ...collections.map((c) => ({ loc: siteUrl(origin, paths.collection(c.slug)), lastmod: c.lastmod })),
    ]),
  );
}

/**
 * `/sitemaps/products-N.xml`: the `n`th run of products (from 1) with their last change; 404
 * past the end (or for an `n` that is no positive whole number).
 *
 * @example
 * ```ts
 * export const loader = ({ request, params }) =>
 *   productSitemapResponse(new URL(request.url).origin, catalogue, Number(params.n));
 * ```
 */
export async function productSitemapResponse(
  origin: string,
  catalogue: SitemapCatalogue,
  n: number,
  options: SitemapOptions = {},
): Promise<Response> {
  const perFile = perFileOf(options);
  const products = Number.isInteger(n) && n >= 1 ? await catalogue.products((n - 1) * perFile, perFile) : [];
  if (products.length === 0) return new Response("No such sitemap\n", { status: 404 });
  return xml(
    urlSetXml(products.map((p) => ({ loc: siteUrl(origin, paths.product(p.slug)), lastmod: p.lastmod }))),
  );
}

/**
 * `/robots.txt` on `origin`.
 *
 * @example
 * ```ts
 * export const loader = ({ request }) => robotsResponse(new URL(request.url).origin);
 * ```
 */
export function robotsResponse(origin: string): Response {
  const body = [
    "User-agent: *",
    "Allow: /",
    // Not the cart: it carries `noindex`, which a crawler kept out by robots.txt would never read
    // (and every page links to it, so its address alone could be listed).
    `Disallow: ${paths.account}`,
    "Disallow: /admin",
    `Disallow: ${paths.thankYou}`,
    "",
    `Sitemap: ${siteUrl(origin, SITEMAP_PATHS.index)}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL },
  });
}
