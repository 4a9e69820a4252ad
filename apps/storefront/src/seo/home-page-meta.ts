/**
 * The head of the home page: the store's name and description, its canonical URL, and the
 * `Organization` and `WebSite` (with the shop's search as its `SearchAction`) JSON-LD, plus the
 * `ItemList` of the products it features.
 */
import type { ShopProduct } from "@vitrine/react";
import type { MetaDescriptor } from "react-router";
import { paths } from "../app/paths.ts";
import { pageMeta } from "./page-meta.ts";
import { SITE, siteUrl } from "./site.ts";
import { itemListJsonLd, organizationJsonLd, webSiteJsonLd } from "./structured-data.ts";

/**
 * The home page's head tags, on `origin`, with the products it features.
 *
 * @example
 * ```ts
 * export const meta: Route.MetaFunction = ({ data }) => homePageMeta(data.origin, data.newArrivals);
 * ```
 */
export function homePageMeta(origin: string, featured: ShopProduct[] = []): MetaDescriptor[] {
  const items = featured.map((product) => ({
    name: product.name,
    url: siteUrl(origin, paths.product(product.slug)),
  }));
  return pageMeta({
    title: SITE.name,
    description: SITE.description,
    canonical: siteUrl(origin, paths.home),
    jsonLd: [
      organizationJsonLd(origin),
      webSiteJsonLd(origin, `${paths.shop}?q=`),
      ...(items.length ? [itemListJsonLd(items)] : []),
    ],
  });
}
