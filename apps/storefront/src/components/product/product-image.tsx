/** A product picture from its media, with a neutral placeholder when there is none. */
import type { MediaItem } from "@vitrine/sdk/catalog";

/** Props of {@link ProductImage}. */
export interface ProductImageProps {
  item: MediaItem | undefined;
  alt: string;
  className?: string;
  eager?: boolean;
}

/** Shows one media item's image (lazy-loaded unless `eager`). */
export function ProductImage({ item, alt, className = "", eager = false }: ProductImageProps) {
  const url = item?.image?.url;
  if (!url) return <div className={`product-image product-image--empty ${className}`} aria-hidden="true" />;
  return (
    <img
      className={`product-image ${className}`}
      src={url}
      alt={alt}
      width={item?.image?.width}
      height={item?.image?.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
