/** Physical measures of v1 products: dimensions and numeric ranges. */
import type { DimensionsUnit } from "./enums.js";

/**
 * Length, width and height (decimal strings on the wire) in one unit.
 *
 * @example
 * ```ts
 * const box: Dimensions = { length: "30", width: "20", height: "10", unit: "CM" };
 * ```
 */
export interface Dimensions {
  length?: string | null;
  width?: string | null;
  height?: string | null;
  unit?: DimensionsUnit;
}

/**
 * A numeric range over a product's variants (price, cost, weight).
 *
 * @example
 * ```ts
 * const from = product.priceRange?.minValue;
 * ```
 */
export interface NumericPropertyRange {
  minValue?: number;
  maxValue?: number;
}
