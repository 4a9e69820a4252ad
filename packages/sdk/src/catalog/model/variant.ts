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
 * const restocked: VariantOverride = { variantIds: [id], stock: { quantity: 12 } };
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
  /**
   * Stock to set on the matching variants: a tracked quantity (a whole number, 0 or more) or,
   * untracked, whether they are in stock. The emulator sets it; the provider's v1 endpoint has
   * no such field in its published type (its inventory API sets stock there).
   */
  stock?: { quantity?: number; inStock?: boolean };
}
