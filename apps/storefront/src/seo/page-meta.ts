/**
 * The head tags every page shares, as React Router `meta` descriptors: `<title>`, the meta
 * description, the canonical URL, Open Graph (`og:*`) and Twitter card tags (with the page's
 * image when it has one), and the page's JSON-LD blocks (`script:ld+json`).
 */
import type { MetaDescriptor } from "react-router";
import { SITE } from "./site.ts";

/** An image a link preview shows: an absolute URL and, when known, its size and text. */
export interface PreviewImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

/** What {@link pageMeta} describes. */
export interface PageMetaInput {
  /** The page's own title; the store's name is appended (`"Linen shirt · Vitrine"`). */
  title: string;
  description: string;
  /** The page's canonical absolute URL. */
  canonical: string;
  /** `og:type`: `website` unless given (`product` for a product page). */
  type?: string;
  image?: PreviewImage | null;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd?: object[];
  /** Keep the page out of search results (`robots: noindex`), e.g. a search result page. */
  noindex?: boolean;
}

/**
 * The page's head tags.
 *
 * @example
 * ```ts
 * export const meta: MetaFunction = () =>
 *   pageMeta({ title: "Shop", description: "Every product", canonical: "https://shop.example/shop" });
 * ```
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.title === SITE.name ? SITE.name : `${input.title} · ${SITE.name}`;
  const image = input.image;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: input.canonical },
    { property: "og:site_name", content: SITE.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: input.canonical },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  if (image) {
    tags.push({ property: "og:image", content: image.url });
    if (image.width) tags.push({ property: "og:image:width", content: String(image.width) });
    if (image.height) tags.push({ property: "og:image:height", content: String(image.height) });
    if (image.alt) tags.push({ property: "og:image:alt", content: image.alt });
    tags.push({ name: "twitter:image", content: image.url });
  }
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}
