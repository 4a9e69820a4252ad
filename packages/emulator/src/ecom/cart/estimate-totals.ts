/**
 * Estimate totals of a cart (`POST /ecom/v1/carts/current/estimate-totals`):
 * the served cart, each line's price breakdown, and the totals under the
 * shop's settings (`pricing/totals.ts`). Nothing is stored.
 */

import { findCoupon, type ShopSettings } from "../../settings/shop-settings.ts";
import { computeTotals } from "../pricing/totals.ts";
import { wirePrice } from "../pricing/wire-money.ts";
import type { CartRow } from "./cart-record.ts";
import type { CartView } from "./cart-view.ts";

/**
 * The estimate-totals answer for a viewed cart.
 *
 * @example
 * ```ts
 * estimateTotals(row, await viewCart(db, row, context), config.shop, context.currency).priceSummary.total;
 * ```
 */
export function estimateTotals(row: CartRow, view: CartView, shop: ShopSettings, currency: string) {
  const coupon = row.doc.couponCode ? findCoupon(shop, row.doc.couponCode) : undefined;
  const totals = computeTotals(view.priced, coupon, shop, currency);
  const zero = wirePrice(0, currency);
  return {
    cart: view.cart,
    calculatedLineItems: view.lineItems.map((item) => ({
      lineItemId: item.id,
      pricesBreakdown: {
        totalPriceAfterTax: item.lineItemPrice,
        totalPriceBeforeTax: item.lineItemPrice,
        totalDiscount: zero,
        price: item.price,
        priceBeforeDiscounts: item.priceBeforeDiscounts,
        lineItemPrice: item.lineItemPrice,
        fullPrice: item.fullPrice,
      },
      paymentOption: item.paymentOption,
    })),
    ...totals,
    weightUnit: "KG",
    currency,
    payNow: totals.priceSummary,
    payLater: {
      subtotal: zero,
      shipping: zero,
      tax: zero,
      discount: zero,
      total: zero,
      additionalFees: zero,
    },
    additionalFees: [],
    violations: [],
  };
}
