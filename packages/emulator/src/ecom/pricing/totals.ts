/**
 * The totals of a cart or checkout: subtotal of its lines, the coupon's
 * discount, flat-rate shipping and tax, all in whole cents:
 *
 * - subtotal = Σ line price × quantity (lines whose product is gone count 0);
 * - discount = coupon percent of the subtotal, rounded to the cent;
 * - shipping = the shop's flat rate when some line is shippable (physical), else 0;
 * - tax = tax rate percent of (subtotal − discount), rounded to the cent;
 * - total = subtotal − discount + shipping + tax.
 */

import { toCents } from "../../catalog-core/model/money.ts";
import type { Coupon, ShopSettings } from "../../settings/shop-settings.ts";
import { type MultiCurrencyPrice, percentOf, wirePrice } from "./wire-money.ts";

/** What totals need of a line. */
export interface PricedLine {
  id: string;
  /** Unit price × quantity, in cents. */
  totalCents: number;
  shippable: boolean;
}

/** The totals as cents, for arithmetic and tests. */
export interface TotalCents {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The flat-rate shipping option every shippable cart gets. */
export const FLAT_RATE_CODE = "vitrine-flat-rate";

/** The served totals fields of a cart estimate or a checkout. */
export interface Totals {
  priceSummary: {
    subtotal: MultiCurrencyPrice;
    shipping: MultiCurrencyPrice;
    tax: MultiCurrencyPrice;
    discount: MultiCurrencyPrice;
    total: MultiCurrencyPrice;
    additionalFees: MultiCurrencyPrice;
  };
  appliedDiscounts: {
    discountType: "GLOBAL";
    coupon: { id: string; code: string; amount: MultiCurrencyPrice; name: string };
    lineItemIds: string[];
  }[];
  shippingInfo: {
    region?: { id: string; name: string };
    selectedCarrierServiceOption?: {
      code: string;
      title: string;
      logistics: { deliveryTime: string };
      cost: {
        price: MultiCurrencyPrice;
        totalPriceBeforeTax: MultiCurrencyPrice;
        totalPriceAfterTax: MultiCurrencyPrice;
      };
      requestedShippingOption: boolean;
    };
  };
  taxSummary: { taxableAmount: MultiCurrencyPrice; totalTax: MultiCurrencyPrice };
  calculationErrors: Record<string, never>;
}

/**
 * The totals in cents.
 *
 * @example
 * ```ts
 * totalCents([{ id: "l1", totalCents: 4000, shippable: true }], { code: "X", percentOff: 10 },
 *   { coupons: [], shippingFlatRate: 5, taxRatePercent: 8 });
 * // { subtotal: 4000, discount: 400, shipping: 500, tax: 288, total: 4388 }
 * ```
 */
export function totalCents(
  lines: readonly PricedLine[],
  coupon: Coupon | undefined,
  shop: ShopSettings,
): TotalCents {
  const subtotal = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discount = coupon ? Math.min(subtotal, percentOf(subtotal, coupon.percentOff)) : 0;
  const shipping = lines.some((line) => line.shippable) ? toCents(shop.shippingFlatRate) : 0;
  const tax = percentOf(subtotal - discount, shop.taxRatePercent);
  return { subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax };
}

/**
 * The served totals of `lines` with `coupon` applied, in `currency`.
 *
 * @example
 * ```ts
 * computeTotals(lines, findCoupon(shop, "VITRINE10"), shop, "USD").priceSummary.total.amount; // "43.88"
 * ```
 */
export function computeTotals(
  lines: readonly PricedLine[],
  coupon: Coupon | undefined,
  shop: ShopSettings,
  currency: string,
): Totals {
  const cents = totalCents(lines, coupon, shop);
  const price = (value: number) => wirePrice(value, currency);
  const shippingPrice = price(cents.shipping);
  return {
    priceSummary: {
      subtotal: price(cents.subtotal),
      shipping: shippingPrice,
      tax: price(cents.tax),
      discount: price(cents.discount),
      total: price(cents.total),
      additionalFees: price(0),
    },
    appliedDiscounts: coupon
      ? [
          {
            discountType: "GLOBAL",
            coupon: {
              id: coupon.code,
              code: coupon.code,
              amount: price(cents.discount),
              name: `${coupon.percentOff}% off`,
            },
            lineItemIds: lines.map((line) => line.id),
          },
        ]
      : [],
    shippingInfo: lines.some((line) => line.shippable)
      ? {
          region: { id: "vitrine-everywhere", name: "Everywhere" },
          selectedCarrierServiceOption: {
            code: FLAT_RATE_CODE,
            title: "Standard shipping",
            logistics: { deliveryTime: "3-5 business days" },
            cost: {
              price: shippingPrice,
              totalPriceBeforeTax: shippingPrice,
              totalPriceAfterTax: shippingPrice,
            },
            requestedShippingOption: false,
          },
        }
      : {},
    taxSummary: { taxableAmount: price(cents.subtotal - cents.discount), totalTax: price(cents.tax) },
    calculationErrors: {},
  };
}
