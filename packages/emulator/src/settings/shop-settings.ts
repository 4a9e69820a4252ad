/**
 * The shop's buying settings: coupons, a flat shipping rate and a tax rate
 * (`EmulatorConfig.shop`, CLI `--coupon`, `--shipping-rate`, `--tax-rate`).
 * Totals (`pricing/totals.ts`) read them when a cart's totals are estimated
 * or a checkout is priced.
 */

/** A coupon code and the share of the subtotal it takes off. */
export interface Coupon {
  /** The code a buyer enters, matched case-insensitively. */
  code: string;
  /** Percent of the subtotal taken off, above 0 and at most 100. */
  percentOff: number;
}

/** The shop's buying settings. */
export interface ShopSettings {
  /** Coupons buyers may apply (none by default). */
  coupons: Coupon[];
  /** Shipping charged once per cart or checkout with something to ship, in the store's currency (0 by default). */
  shippingFlatRate: number;
  /** Tax, percent of the subtotal after the coupon discount (0 by default). */
  taxRatePercent: number;
}

/** The demo store's coupon. */
export const DEMO_COUPON: Coupon = { code: "VITRINE10", percentOff: 10 };

/**
 * No coupons, free shipping, no tax.
 *
 * @example
 * ```ts
 * defaultShopSettings({ taxRatePercent: 8 }); // { coupons: [], shippingFlatRate: 0, taxRatePercent: 8 }
 * ```
 */
export function defaultShopSettings(overrides: Partial<ShopSettings> = {}): ShopSettings {
  return { coupons: [], shippingFlatRate: 0, taxRatePercent: 0, ...overrides };
}

/**
 * The demo store's settings: the 10 % coupon `VITRINE10`, 5.00 shipping, 8 % tax.
 *
 * @example
 * ```ts
 * demoShopSettings().coupons[0]?.code; // "VITRINE10"
 * ```
 */
export function demoShopSettings(): ShopSettings {
  return { coupons: [DEMO_COUPON], shippingFlatRate: 5, taxRatePercent: 8 };
}

/**
 * The coupon with this code (case-insensitive), if the shop has one.
 *
 * @example
 * ```ts
 * findCoupon(demoShopSettings(), "vitrine10"); // { code: "VITRINE10", percentOff: 10 }
 * ```
 */
export function findCoupon(shop: ShopSettings, code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return shop.coupons.find((coupon) => coupon.code.toUpperCase() === wanted);
}

/**
 * One line describing the settings, for the start banner.
 *
 * @example
 * ```ts
 * describeShop(demoShopSettings()); // "shop: coupon VITRINE10 (10% off); shipping 5.00 flat; tax 8%"
 * ```
 */
export function describeShop(shop: ShopSettings): string {
  const coupons =
    shop.coupons.length > 0
      ? shop.coupons.map((c) => `coupon ${c.code} (${c.percentOff}% off)`).join(", ")
      : "no coupons";
  const shipping =
    shop.shippingFlatRate > 0 ? `shipping ${shop.shippingFlatRate.toFixed(2)} flat` : "free shipping";
  return `shop: ${coupons}; ${shipping}; tax ${shop.taxRatePercent}%`;
}
