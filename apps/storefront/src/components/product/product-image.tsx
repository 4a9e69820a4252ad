/**
 * A media item's picture: an image, or a video's poster. Lazy-loaded unless `eager` (then fetched
 * at high priority: the page's largest picture), with its width and height (no layout shift) and a
 * `srcset` the browser picks from with the `sizes` the caller states for its slot: scaled copies
 * of a picture on the store's media host, else the sizes the API gives. A neutral placeholder when
 * there is no picture.
 */
import type { MediaItem, MediaItemUrlAndSize } from "@vitrine/sdk/catalog";
import { resizedSources } from "./resized-sources.ts";

/** Props of {@link ProductImage}. */
export interface ProductImageProps {
  item: MediaItem | undefined;
  alt: string;
  /** The slot's width for the browser's pick of a size, e.g. `"(max-width: 480px) 50vw, 300px"`. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** The picture of a media item: the image itself, or for a video its poster (the thumbnail). */
export function pictureOf(item: MediaItem | undefined): MediaItemUrlAndSize | undefined {
  if (item?.mediaType === "video") return posterOf(item);
  return item?.image?.url ? item.image : item?.thumbnail;
}

/** A video's poster: its thumbnail, unless that is one of the video's own files. */
export function posterOf(item: MediaItem): MediaItemUrlAndSize | undefined {
  const poster = item.thumbnail;
  if (!poster?.url || item.video?.files?.some((file) => file.url === poster.url)) return undefined;
  return poster;
}

/**
 * `url 1000w, …` for the item's picture: its scaled copies when it is on the store's media host,
 * else its distinct sizes with a known width (largest first); undefined with fewer than two.
 */
export function sourceSet(item: MediaItem | undefined): string | undefined {
  const picture = pictureOf(item);
  const resized = picture ? resizedSources(picture) : undefined;
  if (resized && resized.length > 1) return resized.map((size) => `${size.url} ${size.width}w`).join(", ");
  const sizes = [item?.image, item?.thumbnail].filter(
    (size): size is MediaItemUrlAndSize & { url: string; width: number } =>
      Boolean(size?.url) && typeof size?.width === "number" && size.width > 0,
  );
  const distinct = sizes.filter((size, index) => sizes.findIndex((s) => s.url === size.url) === index);
  if (distinct.length < 2) return undefined;
  return distinct
    .sort((a, b) => b.width - a.width)
    .map((size) => `${size.url} ${size.width}w`)
    .join(", ");
}

/** Shows one media item's picture. */
export function ProductImage({ item, alt, sizes, className = "", eager = false }: ProductImageProps) {
  const picture = pictureOf(item);
  if (!picture?.url)
    return <div className={`product-image product-image--empty ${className}`} aria-hidden="true" />;
  const srcSet = item?.mediaType === "video" ? undefined : sourceSet(item);
  return (
    <img
      className={`product-image ${className}`}
      src={picture.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={picture.width}
      height={picture.height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
