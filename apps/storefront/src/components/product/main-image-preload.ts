/**
 * The `<link rel="preload">` of a product page's main picture, as a React Router `links`
 * descriptor: the gallery's first item with the same `srcset` and `sizes` as its `<img>`, at high
 * fetch priority, so the browser fetches the page's largest picture while it still reads the head.
 */
import type { ShopProduct } from "@vitrine/react";
import type { LinkDescriptor } from "react-router";
import { MAIN_SIZES } from "./gallery.tsx";
import { pictureOf, sourceSet } from "./product-image.tsx";

/**
 * The preload of `product`'s main picture (none when it has no picture).
 *
 * @example
 * ```ts
 * export const links: Route.LinksFunction = () => mainImagePreload(product);
 * ```
 */
export function mainImagePreload(product: ShopProduct): LinkDescriptor[] {
  const item = product.media[0] ?? product.mainMedia ?? undefined;
  const picture = pictureOf(item);
  if (!picture?.url) return [];
  const srcSet = item?.mediaType === "video" ? undefined : sourceSet(item);
  // `fetchPriority` is passed through to the `<link>` (React renders it), though the router's
  // descriptor type does not list it.
  const preload = {
    rel: "preload",
    as: "image",
    href: picture.url,
    fetchPriority: "high",
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: MAIN_SIZES } : {}),
  };
  return [preload];
}
