/**
 * A product's pictures as absolute URLs with their sizes, for link previews (`og:image`) and
 * structured data: each media item's image, or a video's poster, in gallery order, main first.
 */
import type { ShopProduct } from "@vitrine/react";
import type { MediaItem } from "@vitrine/sdk/catalog";
import type { PreviewImage } from "./page-meta.ts";

function picture(item: MediaItem): MediaItem["image"] {
  return item.image?.url ? item.image : item.thumbnail;
}

/**
 * The product's distinct pictures (main first), each URL absolute on `origin`.
 *
 * @example
 * ```ts
 * productImages(product, "https://shop.example")[0]?.url; // "https://…/tee.jpg"
 * ```
 */
export function productImages(product: ShopProduct, origin: string): PreviewImage[] {
  const items = [product.mainMedia, ...product.media].filter((item): item is MediaItem => Boolean(item));
  const seen = new Set<string>();
  const images: PreviewImage[] = [];
  for (const item of items) {
    const size = picture(item);
    if (!size?.url) continue;
    const url = new URL(size.url, origin).href;
    if (seen.has(url)) continue;
    seen.add(url);
    images.push({
      url,
      ...(size.width ? { width: size.width } : {}),
      ...(size.height ? { height: size.height } : {}),
      ...(item.title || size.altText ? { alt: item.title || size.altText || "" } : {}),
    });
  }
  return images;
}
