/** Variants of a v1 product: one per combination of choices. */
import type { CostAndProfitData } from "./cost-and-profit-data.js";
import type { Dimensions } from "./dimensions.js";
import type { PriceData } from "./price-data.js";
import type { VariantStock } from "./stock.js";

/** A variant's data apart from its stock. */
export interface VariantDataWithNoStock {
  priceData?: PriceData;
  convertedPriceData?: PriceData;
  costAndProfitData?: CostAndProfitData;
  weight?: number;
  sku?: string;
  visible?: boolean;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}

/**
 * A product variant: its choices (option name → choice description), data and stock.
 *
 * @example
 * ```ts
 * const medium = product.variants?.find((v) => v.choices?.Size === "M");
 * ```
 */
export interface Variant {
  id?: string;
  choices?: Record<string, string>;
  variant?: VariantDataWithNoStock;
  stock?: VariantStock;
}

/**
 * Changes to the variants matching `choices` (or `variantIds`), as sent to `updateVariants`.
 *
 * @example
 * ```ts
 * const cheaperMedium: VariantOverride = { choices: { Size: "M" }, price: 19 };
 * ```
 */
export interface VariantOverride {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number | null;
  cost?: number | null;
  weight?: number | null;
  sku?: string | null;
  visible?: boolean | null;
  productDimensions?: Dimensions;
  packageDimensions?: Dimensions;
}
