/** The bulk change model: preview arithmetic (the catalogue's rounding), the SDK request, results. */
import type { Product } from "@vitrine/sdk/catalog";
import { describe, expect, it } from "vitest";
import {
  type BulkChange,
  bulkOutcomes,
  bulkRequest,
  newAmount,
  previewBulkChange,
} from "../../src/admin/bulk/bulk-change.ts";

const change = (over: Partial<BulkChange>): BulkChange => ({
  mode: "adjust",
  property: "price",
  by: "percentage",
  value: 10,
  roundToInt: false,
  ...over,
});

const products: Product[] = [
  { id: "p1", name: "Mug", priceData: { price: 19.99 }, costAndProfitData: { itemCost: 4.5 }, weight: 0.35 },
  { id: "p2", name: "Tote", priceData: { price: 40 } },
];

describe("bulk preview", () => {
  it("raises by a percentage and rounds to cents, half away from zero", () => {
    expect(previewBulkChange(products, change({}))).toEqual([
      { id: "p1", name: "Mug", before: 19.99, after: 21.99, valid: true },
      { id: "p2", name: "Tote", before: 40, after: 44, valid: true },
    ]);
    expect(newAmount(0, change({ mode: "set", value: 2.675 }))).toBe(2.68);
    expect(newAmount(10.05, change({ value: -50 }))).toBe(5.03);
  });

  it("rounds a percentage to a whole number when asked", () => {
    expect(newAmount(19.99, change({ roundToInt: true }))).toBe(22);
    expect(newAmount(12.5, change({ value: 0, roundToInt: true }))).toBe(13);
  });

  it("adjusts by an amount, sets a value, and reads cost and weight (0 when unset)", () => {
    expect(previewBulkChange(products, change({ by: "amount", value: -0.1 })).map((r) => r.after)).toEqual([
      19.89, 39.9,
    ]);
    expect(previewBulkChange(products, change({ mode: "set", property: "cost", value: 3 }))).toEqual([
      { id: "p1", name: "Mug", before: 4.5, after: 3, valid: true },
      { id: "p2", name: "Tote", before: 0, after: 3, valid: true },
    ]);
    expect(
      previewBulkChange(products, change({ property: "weight", value: 100 })).map((r) => r.after),
    ).toEqual([0.7, 0]);
  });

  it("marks results the server refuses: below zero or above the largest amount", () => {
    const rows = previewBulkChange(products, change({ by: "amount", value: -25 }));
    expect(rows.map((r) => [r.after, r.valid])).toEqual([
      [-5.01, false],
      [15, true],
    ]);
    expect(previewBulkChange(products, change({ mode: "set", value: 1e9 }))[0]?.valid).toBe(false);
  });
});

describe("bulk request", () => {
  it("maps set and adjust to the SDK's shapes", () => {
    expect(bulkRequest(change({ mode: "set", property: "weight", value: 2 }))).toEqual({
      kind: "set",
      set: { weight: 2 },
    });
    expect(bulkRequest(change({ roundToInt: true }))).toEqual({
      kind: "adjust",
      adjust: { price: { percentage: { rate: 10, roundToInt: true } } },
    });
    expect(bulkRequest(change({ property: "cost", by: "amount", value: -1.5 }))).toEqual({
      kind: "adjust",
      adjust: { cost: { amount: -1.5 } },
    });
  });

  it("reads per-product outcomes by original index, with the server's reason for failures", () => {
    const outcomes = bulkOutcomes(["p1", "p2", "gone"], {
      results: [
        { itemMetadata: { id: "p1", originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: "p2",
            originalIndex: 1,
            success: false,
            error: { code: "INVALID_ARGUMENT", description: "would make a variant's price negative" },
          },
        },
        {
          itemMetadata: {
            id: "gone",
            originalIndex: 2,
            success: false,
            error: { code: "PRODUCT_NOT_FOUND" },
          },
        },
      ],
    });
    expect(Object.fromEntries(outcomes)).toEqual({
      p1: { success: true },
      p2: { success: false, error: "would make a variant's price negative" },
      gone: { success: false, error: "PRODUCT_NOT_FOUND" },
    });
  });
});
