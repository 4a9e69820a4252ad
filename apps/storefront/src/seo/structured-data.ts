/**
 * The schema.org objects of the shop's pages besides products: `BreadcrumbList` (where a page
 * sits), `ItemList` (the products a listing shows, in order), and the home page's
 * `Organization` and `WebSite` with a `SearchAction` into the shop's search.
 */
import { SITE, siteUrl } from "./site.ts";

/** One step of a breadcrumb trail: a name and the absolute URL of its page. */
export interface Crumb {
  name: string;
  url: string;
}

/**
 * A `BreadcrumbList` of `crumbs`, first (home) to last (the page itself).
 *
 * @example
 * ```ts
 * breadcrumbJsonLd([{ name: "Home", url: "https://s/" }, { name: "Tee", url: "https://s/product/tee" }]);
 * ```
 */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * An `ItemList` of the products a listing page shows, `first` being the position of its first
 * item in the whole listing (page 2 of 12 a page starts at 13).
 *
 * @example
 * ```ts
 * itemListJsonLd([{ name: "Tee", url: "https://s/product/tee" }], 13);
 * ```
 */
export function itemListJsonLd(items: Crumb[], first = 1) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: first + index,
      name: item.name,
      url: item.url,
    })),
  };
}

/**
 * The store's `Organization` (name, URL, logo) on `origin`.
 *
 * @example
 * ```ts
 * organizationJsonLd("https://shop.example").logo; // "https://shop.example/favicon.svg"
 * ```
 */
export function organizationJsonLd(origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl(origin, "/")}#organization`,
    name: SITE.name,
    url: siteUrl(origin, "/"),
    logo: siteUrl(origin, SITE.logo),
  };
}

/**
 * The store's `WebSite`, with a `SearchAction` whose URL template is the shop's search
 * (`searchPath` followed by the query, e.g. `/shop?q=`).
 *
 * @example
 * ```ts
 * webSiteJsonLd("https://shop.example", "/shop?q=").potentialAction.target.urlTemplate;
 * // "https://shop.example/shop?q={search_term_string}"
 * ```
 */
export function webSiteJsonLd(origin: string, searchPath: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${siteUrl(origin, "/")}#website`,
    name: SITE.name,
    url: siteUrl(origin, "/"),
    publisher: { "@id": `${siteUrl(origin, "/")}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${siteUrl(origin, searchPath)}{search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}
