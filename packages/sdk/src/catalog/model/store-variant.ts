/** Store variants: every variant of every product, flattened with its product's data. */
import type { VariantStock } from "./stock.js";

/** An image of the platform media model. */
export interface PlatformImage {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string | null;
  filename?: string | null;
}

/** One resolution of a video. */
export interface VideoResolution {
  url?: string;
  height?: number;
  width?: number;
  format?: string;
}

/** A video of the platform media model. */
export interface PlatformVideo {
  id?: string;
  resolutions?: VideoResolution[];
  filename?: string | null;
}

/** An image or a video. */
export interface PlatformMedia {
  image?: PlatformImage;
  video?: PlatformVideo;
}

/** Pre-order settings of a variant. */
export interface PreorderInfo {
  enabled?: boolean;
  message?: string | null;
  limit?: number | null;
}

/**
 * A store variant; its `id` is `{productId}-{variantId}`.
 *
 * @example
 * ```ts
 * const variant: StoreVariant = await client.storeVariants.getStoreVariant("p1-00000000-0000-0000-0000-000000000000");
 * ```
 */
export interface StoreVariant {
  id?: string;
  variantId?: string;
  productId?: string;
  variantName?: string;
  productName?: string;
  managedVariant?: boolean;
  sku?: string;
  stock?: VariantStock;
  choices?: Record<string, string>;
  collectionIds?: string[];
  media?: PlatformMedia;
  preorderInfo?: PreorderInfo;
}
