/**
 * `roundAmount` and `adjustedAmount`: the catalogue's rounding (cents, half away from zero, no
 * float drift) and bulk adjustments; and the emulator stores, for a bulk adjustment sent by the
 * SDK, exactly the amount `adjustedAmount` computes.
 */
import { listenTestApp } from "@vitrine/emulator/testing";
import { type Adjustment, adjustedAmount, roundAmount } from "@vitrine/sdk/catalog";
import { describe, expect, it } from "vitest";
import { catalogClients } from "./support/catalog-clients.ts";

describe("roundAmount", () => {
  it("rounds to cents, half away from zero, without float drift", () => {
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(roundAmount(2.675)).toBe(2.68);
    expect(roundAmount(0.125)).toBe(0.13);
    expect(roundAmount(-0.125)).toBe(-0.13);
    expect(roundAmount(10.004)).toBe(10);
    expect(roundAmount(0)).toBe(0);
    expect(roundAmount(999_999_999.99)).toBe(999_999_999.99);
  });
});

describe("adjustedAmount", () => {
  it("adds an amount and rounds to cents", () => {
    expect(adjustedAmount(19.99, { amount: -0.1 })).toBe(19.89);
    expect(adjustedAmount(0.1, { amount: 0.2 })).toBe(0.3);
    expect(adjustedAmount(20, { amount: -25 })).toBe(-5);
  });

  it("scales by a percentage, rounded to cents or to a whole number", () => {
    expect(adjustedAmount(19.99, { percentage: { rate: 10 } })).toBe(21.99);
    expect(adjustedAmount(10.05, { percentage: { rate: -50 } })).toBe(5.03);
    expect(adjustedAmount(19.99, { percentage: { rate: 10, roundToInt: true } })).toBe(22);
    expect(adjustedAmount(12.5, { percentage: { rate: 0, roundToInt: true } })).toBe(13);
    expect(adjustedAmount(40, { percentage: { rate: -100 } })).toBe(0);
  });

  it("is what the emulator stores for the same bulk adjustment", { timeout: 90_000 }, async () => {
    const emulator = await listenTestApp();
    try {
      const { admin } = catalogClients(emulator.baseUrl);
      const cases: [number, Adjustment][] = [
        [19.99, { percentage: { rate: 10 } }],
        [10.05, { percentage: { rate: -50 } }],
        [19.99, { percentage: { rate: 7.5, roundToInt: true } }],
        [0.1, { amount: 0.2 }],
      ];
      for (const [price, adjustment] of cases) {
        const { id = "" } = await admin.products.createProduct({ name: "Mug", priceData: { price } });
        await admin.products.bulkAdjustProductProperties([id], { price: adjustment });
        const stored = await admin.products.getProduct(id);
        expect(stored.priceData?.price, JSON.stringify([price, adjustment])).toBe(
          adjustedAmount(price, adjustment),
        );
      }
    } finally {
      await emulator.close();
    }
  });
});
