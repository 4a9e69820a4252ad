/**
 * The product gallery: the shown item large (a picture, or a video player with its poster) and
 * a row of thumbnails; the thumbnails are buttons, so they work with the keyboard, the shown one
 * is marked `aria-pressed`, and a video's thumbnail shows its poster with a play mark.
 *
 * The page's URL says what is shown (`gallery-params.ts`): `?picture=N` when it names an item,
 * else the picture of the colour the URL chooses (`?Color=Red`), else the first item; so the
 * server renders it (and preloads it, the page's high-priority picture) and the browser's first
 * render agrees. The thumbnails are the submit buttons of a GET form of the page
 * (`name="picture" value="N"`, the URL's other parameters as hidden fields): before the page has
 * hydrated, or without JavaScript, a click reloads the page showing that item with the same
 * variant. Once hydrated, a click shows the item in place, and a colour chosen on the page shows
 * its picture.
 */
import type { MediaItem } from "@vitrine/sdk/catalog";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { PICTURE_PARAM, paramsKeptByThumbnails, pictureIn } from "./gallery-params.ts";
import { ProductImage, posterOf } from "./product-image.tsx";

/** Props of {@link Gallery}. */
export interface GalleryProps {
  items: readonly MediaItem[];
  /** The product name, for alternative texts. */
  name: string;
  /** The chosen colour's picture: shown first unless the URL asks for an item, and when the colour changes. */
  featured?: MediaItem | undefined;
}

/** What the gallery shows: the item's index, and the index of the colour's picture then (-1: none). */
interface GalleryView {
  shown: number;
  featured: number;
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
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const featuredIndex = featured ? items.findIndex((item) => item.id === featured.id) : -1;
  const [view, setView] = useState<GalleryView>(() => ({
    shown: pictureIn(search, items.length) ?? Math.max(featuredIndex, 0),
    featured: featuredIndex,
  }));
  // A colour chosen on the page shows its picture; set while rendering, so no frame shows the old one.
  if (view.featured !== featuredIndex)
    setView({ shown: featuredIndex >= 0 ? featuredIndex : view.shown, featured: featuredIndex });
  const shown = items[view.shown] ?? items[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <MainItem item={shown} name={name} />
      </div>
      {items.length > 1 ? (
        <form method="get" action={pathname}>
          {paramsKeptByThumbnails(search).map(([param, value]) => (
            <input key={`${param}=${value}`} type="hidden" name={param} value={value} />
          ))}
          <ul className="gallery__thumbs" aria-label="Pictures and videos">
            {items.map((item, index) => {
              const video = item.mediaType === "video";
              return (
                <li key={item.id ?? index}>
                  <button
                    type="submit"
                    name={PICTURE_PARAM}
                    value={index + 1}
                    className={`gallery__thumb${video ? " gallery__thumb--video" : ""}`}
                    aria-pressed={index === view.shown}
                    aria-label={`${video ? "Video" : "Picture"} ${index + 1} of ${items.length}`}
                    onClick={(event) => {
                      event.preventDefault();
                      setView({ shown: index, featured: featuredIndex });
                    }}
                  >
                    <ProductImage item={item} alt="" sizes="68px" />
                  </button>
                </li>
              );
            })}
          </ul>
        </form>
      ) : null}
    </div>
  );
}
