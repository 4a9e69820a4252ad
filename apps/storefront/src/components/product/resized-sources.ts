/**
 * Smaller copies of a picture on the store's media host, for a `srcset`: a media URL
 * (`…/media/{id}`, the provider's `static.wixstatic.com` path and the emulator's) takes a size
 * transform (`…/media/{id}/v1/fit/w_{w},h_{h}/{fileName}`) and answers the picture scaled into
 * that box. Each width below the picture's own, with its height in proportion, and the original.
 */
import type { MediaItemUrlAndSize } from "@vitrine/sdk/catalog";

/** The widths offered: a phone's card up to a desktop's main picture at twice the density. */
const WIDTHS = [240, 360, 480, 720, 960, 1440] as const;

const MEDIA_PATH = /^\/media\/([^/]+)$/;

/** One candidate of a `srcset`: a URL and its width in pixels. */
export interface SizedSource {
  url: string;
  width: number;
}

/**
 * The picture's scaled copies (smallest first, the original last), or `undefined` when it is not
 * on a media host or its size is unknown.
 *
 * @example
 * ```ts
 * resizedSources({ url: "http://localhost:4000/media/tee", width: 1000, height: 1000 })?.[0];
 * // { url: "http://localhost:4000/media/tee/v1/fit/w_240,h_240/tee", width: 240 }
 * ```
 */
export function resizedSources(picture: MediaItemUrlAndSize): SizedSource[] | undefined {
  const { url, width, height } = picture;
  if (!url || !width || !height) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const id = MEDIA_PATH.exec(parsed.pathname)?.[1];
  if (!id || parsed.search) return undefined;
  const smaller = WIDTHS.filter((w) => w < width).map((w) => ({
    url: `${url}/v1/fit/w_${w},h_${Math.max(1, Math.round((height * w) / width))}/${id}`,
    width: w,
  }));
  return [...smaller, { url, width }];
}
