/**
 * The product gallery: a large picture and a row of thumbnails; the thumbnails are buttons, so
 * they work with the keyboard, and the chosen one is marked `aria-pressed`.
 */
import type { MediaItem } from "@vitrine/sdk/catalog";
import { useEffect, useState } from "react";
import { ProductImage } from "./product-image.tsx";

/** Props of {@link Gallery}. */
export interface GalleryProps {
  items: readonly MediaItem[];
  /** The product name, for alternative texts. */
  name: string;
  /** An item to show first (e.g. the chosen colour's picture). */
  featured?: MediaItem | undefined;
}

/** Shows the product's pictures. */
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
        <ProductImage item={shown} alt={shown?.title || name} eager />
      </div>
      {items.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="Pictures">
          {items.map((item, index) => (
            <li key={item.id ?? index}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                aria-label={`Picture ${index + 1} of ${items.length}`}
                onClick={() => setCurrent(index)}
              >
                <ProductImage item={item.thumbnail?.url ? { image: item.thumbnail } : item} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
