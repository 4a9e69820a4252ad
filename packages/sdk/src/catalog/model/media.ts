/** Media of v1 products, choices and collections: a main item and a gallery. */
import type { MediaItemType } from "./enums.js";

/** A picture or file variant: URL and pixel size. */
export interface MediaItemUrlAndSize {
  url?: string;
  width?: number;
  height?: number;
  format?: string | null;
  altText?: string | null;
}

/** A video: its files in several resolutions and the still frame's media id. */
export interface MediaItemVideo {
  files?: MediaItemUrlAndSize[];
  stillFrameMediaId?: string;
}

/**
 * One media item (an image or a video, with a thumbnail).
 *
 * @example
 * ```ts
 * const item: MediaItem = { id: "m1", mediaType: "image", image: { url: "https://…/a.jpg", width: 800, height: 600 } };
 * ```
 */
export interface MediaItem {
  id?: string;
  title?: string;
  mediaType?: MediaItemType;
  image?: MediaItemUrlAndSize;
  video?: MediaItemVideo;
  thumbnail?: MediaItemUrlAndSize;
}

/**
 * The media of a product, a choice or a collection.
 *
 * @example
 * ```ts
 * const src = product.media?.mainMedia?.image?.url;
 * ```
 */
export interface Media {
  mainMedia?: MediaItem;
  items?: MediaItem[];
}
