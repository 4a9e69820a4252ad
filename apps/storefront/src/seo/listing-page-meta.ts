/**
 * The head of a listing page (the shop, a collection or category, a search): its title and
 * description, a canonical URL that keeps only what changes the listing's content (collection,
 * page) and drops sort and price filters, `noindex` on searches, and the `ItemList` of the
 * products shown with a `BreadcrumbList`.
 */
import type { ShopProduct, ShopProductPage } from "@vitrine/react";
import type { MetaDescriptor } from "react-router";
import { paths } from "../app/paths.ts";
import { pageMeta } from "./page-meta.ts";
import { SITE, siteUrl } from "./site.ts";
import { breadcrumbJsonLd, type Crumb, itemListJsonLd } from "./structured-data.ts";

/** What a listing page shows. */
export interface ListingPage {
  /** The listing's own path (`/shop`, `/collection/summer`). */
  path: string;
  /** Its heading ("Shop", a collection's name). */
  name: string;
  /** A collection's description, if any. */
  description?: string | null;
  /** The search words, when it is a search. */
  query?: string;
  /** The page of products shown (each one's name and slug is what the head names). */
  products: Pick<ShopProductPage, "page" | "pageSize" | "totalCount"> & {
    items: Pick<ShopProduct, "name" | "slug">[];
  };
}

/**
 * The listing page's head tags, on `origin`.
 *
 * @example
 * ```ts
 * listingPageMeta({ path: "/shop", name: "Shop", products: page }, "https://shop.example");
 * ```
 */
export function listingPageMeta(listing: ListingPage, origin: string): MetaDescriptor[] {
  const { products } = listing;
  const pageSuffix = products.page > 1 ? ` (page ${products.page})` : "";
  const search = listing.query?.trim();
  const canonicalPath = products.page > 1 ? `${listing.path}?page=${products.page}` : listing.path;
  const url = siteUrl(origin, canonicalPath);
  const items: Crumb[] = products.items.map((product) => ({
    name: product.name,
    url: siteUrl(origin, paths.product(product.slug)),
  }));
  const trail: Crumb[] = [{ name: "Home", url: siteUrl(origin, paths.home) }];
  if (listing.path !== paths.shop) trail.push({ name: "Shop", url: siteUrl(origin, paths.shop) });
  trail.push({ name: listing.name, url: siteUrl(origin, listing.path) });
  return pageMeta({
    title: search ? `Search: ${search}` : `${listing.name}${pageSuffix}`,
    description:
      listing.description?.trim() ||
      `${listing.name} at ${SITE.name}: ${products.totalCount} product${products.totalCount === 1 ? "" : "s"}.`,
    canonical: url,
    noindex: Boolean(search),
    image: null,
    jsonLd: [itemListJsonLd(items, (products.page - 1) * products.pageSize + 1), breadcrumbJsonLd(trail)],
  });
}
