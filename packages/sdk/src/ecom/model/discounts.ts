/** Discounts: a coupon's, a merchant's, or an automatic discount rule's, and what they take off. */

import type { TranslatableText } from "./line-item.js";
import type { MultiCurrencyPrice } from "./money.js";

/** Where a discount applies. */
export type DiscountType = "GLOBAL" | "SPECIFIC_ITEMS" | "SHIPPING";

/** A coupon applied by its code. */
export interface Coupon {
  id?: string;
  code?: string;
  name?: string;
  amount?: MultiCurrencyPrice;
}

/** A discount the merchant gave. */
export interface MerchantDiscount {
  amount?: MultiCurrencyPrice;
  percentage?: number | null;
}

/** An automatic discount rule. */
export interface DiscountRule {
  id?: string;
  name?: TranslatableText;
  amount?: MultiCurrencyPrice;
}

/**
 * A discount applied to a cart estimate or a checkout: exactly one of `coupon`,
 * `merchantDiscount`, `discountRule`.
 *
 * @example
 * ```ts
 * const coupon = estimate.appliedDiscounts?.find((d) => d.coupon)?.coupon?.code;
 * ```
 */
export interface AppliedDiscount {
  coupon?: Coupon;
  merchantDiscount?: MerchantDiscount;
  discountRule?: DiscountRule;
  discountType?: DiscountType;
  /** The lines it applies to, for `SPECIFIC_ITEMS`. */
  lineItemIds?: string[];
}

/**
 * A discount stored on a cart: a coupon (by code) or a merchant's.
 *
 * @example
 * ```ts
 * const code = cart.appliedDiscounts?.[0]?.coupon?.code;
 * ```
 */
export interface CartDiscount {
  coupon?: { id?: string; code?: string };
  merchantDiscount?: { amount?: MultiCurrencyPrice };
}
