/**
 * The head of a product page: its name as the title, its description as the meta description,
 * its canonical URL, its main picture in link previews, and its `Product` and `BreadcrumbList`
 * JSON-LD.
 */
import type { ShopProduct } from "@vitrine/react";
import type { MetaDescriptor } from "react-router";
import { paths } from "../app/paths.ts";
import { pageMeta } from "./page-meta.ts";
import { plainText } from "./plain-text.ts";
import { productImages } from "./product-images.ts";
import { productJsonLd } from "./product-json-ld.ts";
import { SITE, siteUrl } from "./site.ts";
import { breadcrumbJsonLd } from "./structured-data.ts";

/**
 * The product page's head tags, on `origin`.
 *
 * @example
 * ```ts
 * export const meta: Route.MetaFunction = ({ data }) => productPageMeta(data.product, data.origin);
 * ```
 */
export function productPageMeta(product: ShopProduct, origin: string): MetaDescriptor[] {
  const url = siteUrl(origin, paths.product(product.slug));
  const description =
    (product.description && plainText(product.description)) || `${product.name} at ${SITE.name}.`;
  return pageMeta({
    title: product.name,
    description,
    canonical: url,
    type: "product",
    image: productImages(product, origin)[0] ?? null,
    jsonLd: [
      productJsonLd(product, url, origin),
      breadcrumbJsonLd([
        { name: "Home", url: siteUrl(origin, paths.home) },
        { name: "Shop", url: siteUrl(origin, paths.shop) },
        { name: product.name, url },
      ]),
    ],
  });
}
