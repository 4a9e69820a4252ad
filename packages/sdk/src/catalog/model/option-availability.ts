/** What a set of chosen options makes available: `getProductOptionsAvailability`'s answer. */
import type { Dimensions } from "./dimensions.js";
import type { Media } from "./media.js";
import type { PriceData } from "./price-data.js";
import type { ProductOption } from "./product-option.js";

/** The variant the chosen options select (when they select exactly one). */
export interface VariantData {
  price?: PriceData;
  convertedPriceData?: PriceData;
  weight?: number | null;
  sku?: string;
  quantity?: number | null;
  inStock?: boolean;
  visible?: boolean;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/**
 * Availability of a product for some chosen options.
 *
 * @example
 * ```ts
 * const { availableForPurchase, selectedVariant } = await client.products.getProductOptionsAvailability("p1", { Size: "M" });
 * ```
 */
export interface OptionsAvailability {
  selectedVariant?: VariantData;
  media?: Media;
  productOptions?: ProductOption[];
  availableForPurchase?: boolean;
}
