/**
 * The product gallery: the chosen item large (a picture, or a video player with its poster) and
 * a row of thumbnails; the thumbnails are buttons, so they work with the keyboard, the chosen one
 * is marked `aria-pressed`, and a video's thumbnail shows its poster with a play mark.
 */
import type { MediaItem } from "@vitrine/sdk/catalog";
import { useEffect, useState } from "react";
import { ProductImage, posterOf } from "./product-image.tsx";

/** Props of {@link Gallery}. */
export interface GalleryProps {
  items: readonly MediaItem[];
  /** The product name, for alternative texts. */
  name: string;
  /** An item to show first (e.g. the chosen colour's picture). */
  featured?: MediaItem | undefined;
}

/**
 * The slot of the large item: half the page from 860px (the product layout's two columns), else
 * the page's width less its margins.
 */
const MAIN_SIZES = "(min-width: 860px) 600px, calc(100vw - 32px)";

/** The video file to play: the widest up to 1280 px, else the first. */
function videoSource(item: MediaItem): string | undefined {
  const files = item.video?.files?.filter((file) => file.url) ?? [];
  const fitting = files
    .filter((file) => (file.width ?? 0) <= 1280)
    .sort((a, b) => (b.width ?? 0) - (a.width ?? 0));
  return (fitting[0] ?? files[0])?.url;
}

function MainItem({ item, name }: { item: MediaItem | undefined; name: string }) {
  const source = item?.mediaType === "video" ? videoSource(item) : undefined;
  if (item && source) {
    const poster = posterOf(item);
    return (
      // biome-ignore lint/a11y/useMediaCaption: product videos come without captions from the catalogue
      <video
        className="product-image gallery__video"
        src={source}
        poster={poster?.url}
        width={poster?.width}
        height={poster?.height}
        controls
        preload="none"
        aria-label={item.title || `${name}, video`}
      />
    );
  }
  return <ProductImage item={item} alt={item?.title || name} sizes={MAIN_SIZES} eager />;
}

/** Shows the product's pictures and videos. */
export function Gallery({ items, name, featured }: GalleryProps) {
  const [current, setCurrent] = useState(0);
  const featuredIndex = featured ? items.findIndex((item) => item.id === featured.id) : -1;
  useEffect(() => {
    if (featuredIndex >= 0) setCurrent(featuredIndex);
  }, [featuredIndex]);
  const shown = items[current] ?? items[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <MainItem item={shown} name={name} />
      </div>
      {items.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures and videos">
          {items.map((item, index) => {
            const video = item.mediaType === "video";
            return (
              <li key={item.id ?? index}>
                <button
                  type="button"
                  className={`gallery__thumb${video ? " gallery__thumb--video" : ""}`}
                  aria-pressed={index === current}
                  aria-label={`${video ? "Video" : "Picture"} ${index + 1} of ${items.length}`}
                  onClick={() => setCurrent(index)}
                >
                  <ProductImage item={item} alt="" sizes="68px" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
