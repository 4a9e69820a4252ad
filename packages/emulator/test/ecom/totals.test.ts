/**
 * Totals: the arithmetic in whole cents (coupon, flat shipping, tax, rounding)
 * and estimate-totals through the app with the demo shop's settings.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the totals
import { computeTotals, totalCents } from "../../src/ecom/pricing/totals.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the money on the wire
import { centsOf, decimalAmount, wirePrice } from "../../src/ecom/pricing/wire-money.ts";
// biome-ignore-start lint/style/noRestrictedImports: unit test of the shop settings' coupons and description
import {
  defaultShopSettings,
  demoShopSettings,
  describeShop,
  findCoupon,
} from "../../src/settings/shop-settings.ts";
// biome-ignore-end lint/style/noRestrictedImports: unit test of the shop settings' coupons and description
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createProduct, createTee, errorCode, line } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe("totals arithmetic", () => {
  const shop = demoShopSettings();
  const coupon = findCoupon(shop, "VITRINE10");

  it("sums lines in cents, takes the coupon off, adds flat shipping and tax on the discounted subtotal", () => {
    const lines = [
      { id: "a", totalCents: 1999 * 3, shippable: true },
      { id: "b", totalCents: 1, shippable: false },
    ];
    // 59.97 + 0.01 = 59.98; 10 % = 6.00 (5.998); tax 8 % of 53.98 = 4.32 (4.3184); 53.98 + 5.00 + 4.32
    expect(totalCents(lines, coupon, shop)).toEqual({
      subtotal: 5998,
      discount: 600,
      shipping: 500,
      tax: 432,
      total: 6330,
    });
  });

  it("adds no binary-float drift: 0.10 × 3 is 0.30, not 0.30000000000000004", () => {
    const lines = [{ id: "a", totalCents: 10 * 3, shippable: false }];
    const totals = computeTotals(lines, undefined, defaultShopSettings(), "USD");
    expect(totals.priceSummary.total).toEqual({
      amount: "0.30",
      convertedAmount: "0.30",
      formattedAmount: "$0.30",
      formattedConvertedAmount: "$0.30",
    });
  });

  it("charges no shipping when nothing ships, rounds half away from zero, never discounts below zero", () => {
    const digital = [{ id: "a", totalCents: 1005, shippable: false }];
    expect(totalCents(digital, { code: "HALF", percentOff: 50 }, shop)).toMatchObject({
      shipping: 0,
      discount: 503,
    });
    expect(totalCents(digital, { code: "ALL", percentOff: 100 }, shop)).toMatchObject({
      discount: 1005,
      tax: 0,
    });
    expect(totalCents([], coupon, shop)).toEqual({ subtotal: 0, discount: 0, shipping: 0, tax: 0, total: 0 });
  });

  it("writes and reads decimal amounts", () => {
    expect([decimalAmount(0), decimalAmount(5), decimalAmount(123456), decimalAmount(-250)]).toEqual([
      "0.00",
      "0.05",
      "1234.56",
      "-2.50",
    ]);
    expect([centsOf("24.00"), centsOf("0.5"), centsOf("-2.50")]).toEqual([2400, 50, -250]);
    expect(wirePrice(123456, "EUR").formattedAmount).toBe("€1,234.56");
  });

  it("describes the demo shop for the start banner", () => {
    expect(describeShop(shop)).toBe("shop: coupon VITRINE10 (10% off); shipping 5.00 flat; tax 8%");
    expect(describeShop(defaultShopSettings())).toBe("shop: no coupons; free shipping; tax 0%");
  });
});

describe(`estimate totals on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ shop: demoShopSettings() });
  });
  afterEach(() => t.close());

  it("estimates the current cart's totals with the coupon, shipping and tax", async () => {
    const tee = await createTee(t);
    const ebook = await createProduct(t, {
      name: "E-book",
      productType: "digital",
      priceData: { price: 9.99 },
    });
    const visitor = await t.visitorToken();
    const none = await buyer(t, visitor, "POST", "/ecom/v1/carts/current/estimate-totals", {});
    expect([none.status, errorCode(none)]).toEqual([404, "OWNED_CART_NOT_FOUND"]);
    await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 2, { options: { Size: "M" } }), line(ebook.id, 1)],
    });
    await buyer(t, visitor, "PATCH", "/ecom/v1/carts/current", { couponCode: "VITRINE10" });
    const { status, body } = await buyer<Loose>(
      t,
      visitor,
      "POST",
      "/ecom/v1/carts/current/estimate-totals",
      {},
    );
    expect(status).toBe(200);
    // 2 × 18.00 + 9.99 = 45.99; coupon 4.60 (4.599); tax 8 % of 41.39 = 3.31 (3.3112); shipping 5.00
    const amounts = Object.fromEntries(
      Object.entries(body.priceSummary as Record<string, Loose>).map(([k, v]) => [k, v.amount]),
    );
    expect(amounts).toEqual({
      subtotal: "45.99",
      discount: "4.60",
      shipping: "5.00",
      tax: "3.31",
      total: "49.70",
      additionalFees: "0.00",
    });
    expect(body.appliedDiscounts).toEqual([
      expect.objectContaining({
        discountType: "GLOBAL",
        coupon: expect.objectContaining({ code: "VITRINE10" }),
      }),
    ]);
    expect(body.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      cost: { price: { amount: "5.00" } },
    });
    expect(body.calculatedLineItems.map((l: Loose) => l.pricesBreakdown.lineItemPrice.amount)).toEqual([
      "36.00",
      "9.99",
    ]);
    expect(body.cart.lineItems).toHaveLength(2);
    expect(body).toMatchObject({ calculationErrors: {}, currency: "USD", payNow: body.priceSummary });
  });
});
