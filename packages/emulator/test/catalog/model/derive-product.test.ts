/** The pure product model: creation defaults, derived prices, discounts, profit, ranges, stock and options. */

import { ValidationFailure } from "@vitrine/emulator";
import { DEFAULT_VARIANT } from "@vitrine/emulator/testing";
import { roundAmount } from "@vitrine/sdk/catalog";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the derived product fields
import { deriveProduct } from "../../../src/catalog/model/derive-product.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the price per unit
import { pricePerUnit } from "../../../src/catalog/model/price-per-unit.ts";
// biome-ignore lint/style/noRestrictedImports: builds product documents as the write endpoints do
import { applyProductInput, createProductDocument } from "../../../src/catalog/model/product-changes.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the product input reader
import { readProductInput } from "../../../src/catalog/model/product-input.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the money helpers
import { applyDiscount, formatMoney } from "../../../src/catalog-core/model/money.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the slug helpers
import { firstFreeSlug, slugify } from "../../../src/catalog-core/model/slug.ts";
// biome-ignore lint/style/noRestrictedImports: the model functions under test take the store context
import type { StoreContext } from "../../../src/catalog-core/model/store-context.ts";

const context: StoreContext = {
  currency: "USD",
  publicUrl: "http://localhost:4000",
  now: "2026-01-02T03:04:05.000Z",
};
const ids = { id: "p1", numericId: "7", slug: "tee", inventoryItemId: "i1" };
let counter = 0;
const newId = () => `v${++counter}`;

function create(raw: Record<string, unknown>) {
  return createProductDocument(readProductInput(raw, "product", { creating: true }), ids, context, newId);
}

describe("money and units", () => {
  it("rounds, formats and discounts", () => {
    expect(roundAmount(0.1 + 0.2)).toBe(0.3);
    expect(formatMoney(10, "USD")).toBe("$10.00");
    expect(formatMoney(1234.5, "EUR")).toBe("€1,234.50");
    expect(applyDiscount(20, { type: "PERCENT", value: 25 })).toBe(15);
    expect(applyDiscount(20, { type: "AMOUNT", value: 25 })).toBe(0);
    expect(applyDiscount(20, { type: "NONE", value: 5 })).toBe(20);
  });

  it("computes price per unit across units of one kind only", () => {
    const data = {
      totalQuantity: 500,
      totalMeasurementUnit: "G",
      baseQuantity: 1,
      baseMeasurementUnit: "KG",
    } as const;
    expect(pricePerUnit(5, data)).toBe(10);
    expect(pricePerUnit(5, { ...data, baseMeasurementUnit: "L" })).toBeUndefined();
  });

  it("slugifies and numbers slugs", () => {
    expect(slugify("Crème Brûlée — 250 g")).toBe("creme-brulee-250-g");
    expect(slugify("!!!")).toBe("item");
    expect(firstFreeSlug("shirt", new Set(["shirt", "shirt-1"]))).toBe("shirt-2");
  });
});

describe("createProductDocument", () => {
  it("fills defaults and derives prices, profit and the default variant", () => {
    const doc = create({
      name: "Tee",
      priceData: { price: 20 },
      costAndProfitData: { itemCost: 8 },
      discount: { type: "PERCENT", value: 10 },
    });
    expect(doc).toMatchObject({
      id: "p1",
      slug: "tee",
      numericId: "7",
      visible: true,
      productType: "physical",
      priceData: {
        currency: "USD",
        price: 20,
        discountedPrice: 18,
        formatted: { price: "$20.00", discountedPrice: "$18.00", pricePerUnit: null },
      },
      costAndProfitData: {
        itemCost: 8,
        formattedItemCost: "$8.00",
        profit: 10,
        formattedProfit: "$10.00",
        profitMargin: 0.5556,
      },
      priceRange: { minValue: 20, maxValue: 20 },
      stock: { trackInventory: false, inStock: true, inventoryStatus: "IN_STOCK" },
      productPageUrl: { base: "http://localhost:4000/", path: "/product-page/tee" },
      createdDate: context.now,
      lastUpdated: context.now,
      ribbons: [],
    });
    expect(doc.price).toEqual(doc.priceData);
    expect(doc.convertedPriceData).toEqual(doc.priceData);
    expect(doc.variants).toHaveLength(1);
    expect(doc.variants?.[0]).toMatchObject({
      id: DEFAULT_VARIANT,
      choices: {},
      variant: { priceData: { price: 20 } },
    });
  });

  it("builds one variant per combination; managed variants keep their own prices", () => {
    const doc = create({
      name: "Tee",
      priceData: { price: 20 },
      manageVariants: true,
      stock: { trackInventory: true, quantity: 3 },
      productOptions: [
        { name: "Size", choices: [{ description: "S" }, { description: "M" }] },
        { name: "Color", optionType: "color", choices: [{ value: "#f00", description: "Red" }] },
      ],
    });
    expect(doc.variants?.map((v) => v.choices)).toEqual([
      { Size: "S", Color: "Red" },
      { Size: "M", Color: "Red" },
    ]);
    expect(doc.stock).toEqual({
      trackInventory: true,
      quantity: 6,
      inStock: true,
      inventoryStatus: "IN_STOCK",
    });
    const cheaper = doc.variants?.map((v, i) =>
      i === 0 ? { ...v, variant: { ...v.variant, priceData: { price: 15 } }, stock: { quantity: 0 } } : v,
    );
    const next = deriveProduct({ ...doc, ...(cheaper ? { variants: cheaper } : {}) }, context);
    expect(next.priceRange).toEqual({ minValue: 15, maxValue: 20 });
    expect(next.priceData?.price).toBe(15);
    expect(next.stock?.inventoryStatus).toBe("PARTIALLY_OUT_OF_STOCK");
    expect(next.productOptions?.[0]?.choices?.map((c) => c.inStock)).toEqual([false, true]);
  });

  it("rejects bad input with every violation", () => {
    let failure: unknown;
    try {
      readProductInput(
        { name: " ", priceData: { price: -1 }, weight: "heavy", discount: { type: "HALF" } },
        "product",
        { creating: true },
      );
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(ValidationFailure);
    expect((failure as ValidationFailure).fieldViolations.map((v) => [v.field, v.violatedRule])).toEqual([
      ["product.name", "REQUIRED_FIELD"],
      ["product.weight", "INVALID_VALUE"],
      ["product.priceData.price", "MIN_VALUE"],
      ["product.discount.type", "INVALID_VALUE"],
    ]);
  });
});

describe("applyProductInput", () => {
  it("changes only sent fields and shifts managed variants with the product price", () => {
    const doc = create({
      name: "Tee",
      description: "Soft",
      priceData: { price: 20 },
      manageVariants: true,
      productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
    });
    const next = applyProductInput(
      doc,
      { price: 25, ribbon: "Sale" },
      { ...context, now: "2026-02-01T00:00:00.000Z" },
      newId,
    );
    expect(next.description).toBe("Soft");
    expect(next.variants?.map((v) => v.variant?.priceData?.price)).toEqual([25, 25]);
    expect(next.ribbons).toEqual([{ text: "Sale" }]);
    expect(next.lastUpdated).toBe("2026-02-01T00:00:00.000Z");
    expect(next.createdDate).toBe(context.now);
  });

  it("returns to the default variant when options are removed", () => {
    const doc = create({
      name: "Tee",
      productOptions: [{ name: "Size", choices: [{ description: "S" }] }],
      manageVariants: true,
    });
    const next = applyProductInput(doc, { productOptions: [] }, context, newId);
    expect(next.manageVariants).toBe(false);
    expect(next.variants?.map((v) => v.id)).toEqual([DEFAULT_VARIANT]);
  });
});
