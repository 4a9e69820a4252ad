/** The discount of a v1 product. */
import type { DiscountType } from "./enums.js";

/**
 * A product discount: an amount off, or a percentage off.
 *
 * @example
 * ```ts
 * const tenPercent: Discount = { type: "PERCENT", value: 10 };
 * ```
 */
export interface Discount {
  type?: DiscountType;
  value?: number;
}
