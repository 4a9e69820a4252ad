/** The product form ↔ SDK payload mapping, and the variants table → `updateVariants` overrides. */
import type { Product } from "@vitrine/sdk/catalog";
import { describe, expect, it } from "vitest";
import {
  emptyProductForm,
  formatChoices,
  parseChoices,
  productFormFrom,
  toProductPayload,
} from "../../src/admin/products/product-form-values.ts";
import { variantChanges, variantRowsFrom } from "../../src/admin/products/variant-rows.ts";

describe("choices text", () => {
  it("reads comma-separated choices, colours with their hex value, and writes them back", () => {
    const choices = parseChoices(" Red #c62828, Navy #1A237E ,, Sand ");
    expect(choices).toEqual([
      { description: "Red", value: "#c62828" },
      { description: "Navy", value: "#1A237E" },
      { description: "Sand", value: "Sand" },
    ]);
    expect(formatChoices(choices)).toBe("Red #c62828, Navy #1A237E, Sand");
  });
});

describe("product form → payload", () => {
  it("maps every field of a new product, numbers as numbers, options with their choices", () => {
    const payload = toProductPayload({
      ...emptyProductForm(),
      name: "Desk lamp",
      description: "Warm light",
      productType: "physical",
      price: "40",
      cost: "12.5",
      weight: "1.2",
      discountType: "PERCENT",
      discountValue: "15",
      ribbon: " Sale ",
      brand: "Lumen",
      pricePerUnit: true,
      totalQuantity: "500",
      totalUnit: "G",
      baseQuantity: "100",
      baseUnit: "G",
      visible: false,
      manageVariants: true,
      options: [
        { name: "Size", optionType: "drop_down", choices: "S, M" },
        { name: "Color", optionType: "color", choices: "Red #ff0000" },
      ],
    });
    expect(payload).toEqual({
      name: "Desk lamp",
      description: "Warm light",
      productType: "physical",
      visible: false,
      manageVariants: true,
      priceData: { price: 40 },
      costAndProfitData: { itemCost: 12.5 },
      weight: 1.2,
      discount: { type: "PERCENT", value: 15 },
      ribbon: "Sale",
      brand: "Lumen",
      pricePerUnitData: {
        totalQuantity: 500,
        totalMeasurementUnit: "G",
        baseQuantity: 100,
        baseMeasurementUnit: "G",
      },
      productOptions: [
        {
          name: "Size",
          optionType: "drop_down",
          choices: [
            { description: "S", value: "S" },
            { description: "M", value: "M" },
          ],
        },
        { name: "Color", optionType: "color", choices: [{ description: "Red", value: "#ff0000" }] },
      ],
    });
  });

  it("leaves empty numbers, ribbon and brand out, and sends no discount as NONE", () => {
    expect(toProductPayload({ ...emptyProductForm(), name: "Card" })).toEqual({
      name: "Card",
      description: "",
      productType: "physical",
      visible: true,
      manageVariants: false,
      discount: { type: "NONE", value: 0 },
      productOptions: [],
    });
  });

  it("sends what was typed for the server to judge (a negative price is not dropped)", () => {
    expect(toProductPayload({ ...emptyProductForm(), name: "X", price: "-3" }).priceData).toEqual({
      price: -3,
    });
  });

  it("round-trips a stored product, and sends options on update only when they changed", () => {
    const stored: Product = {
      id: "p1",
      name: "Tee",
      description: "Cotton",
      productType: "physical",
      visible: true,
      priceData: { price: 25, currency: "USD" },
      costAndProfitData: { itemCost: 8 },
      weight: 0.2,
      discount: { type: "AMOUNT", value: 5 },
      ribbon: "New",
      brand: "Vitrine",
      pricePerUnitData: {
        totalQuantity: 1,
        totalMeasurementUnit: "KG",
        baseQuantity: 100,
        baseMeasurementUnit: "G",
      },
      productOptions: [
        {
          name: "Color",
          optionType: "color",
          choices: [{ description: "Black", value: "#000000", inStock: true, visible: true }],
        },
      ],
    };
    const form = productFormFrom(stored);
    expect(form).toMatchObject({
      price: "25",
      cost: "8",
      discountType: "AMOUNT",
      discountValue: "5",
      totalUnit: "KG",
      baseUnit: "G",
      options: [{ name: "Color", optionType: "color", choices: "Black #000000" }],
    });
    const unchanged = toProductPayload({ ...form, name: "Tee 2" }, form);
    expect(unchanged.name).toBe("Tee 2");
    expect(unchanged).not.toHaveProperty("productOptions");
    const withSize = toProductPayload(
      { ...form, options: [...form.options, { name: "Size", optionType: "drop_down", choices: "M" }] },
      form,
    );
    expect(withSize.productOptions?.map((o) => o.name)).toEqual(["Color", "Size"]);
    // A price per unit turned off is removed with null on update; a form without one sends none.
    expect(toProductPayload({ ...form, pricePerUnit: false }, form).pricePerUnitData).toBeNull();
    const withoutUnit = { ...form, pricePerUnit: false };
    expect(toProductPayload(withoutUnit, withoutUnit)).not.toHaveProperty("pricePerUnitData");
    expect(toProductPayload(withoutUnit)).not.toHaveProperty("pricePerUnitData");
  });
});

describe("variants table → overrides", () => {
  const product: Product = {
    variants: [
      {
        id: "v1",
        choices: { Size: "S", Color: "Red" },
        variant: { priceData: { price: 10 }, weight: 1, sku: "S-R", visible: true },
        stock: { trackQuantity: true, quantity: 3, inStock: true },
      },
      {
        id: "v2",
        choices: { Size: "M", Color: "Red" },
        variant: { priceData: { price: 10 }, visible: true },
        stock: { trackQuantity: false, inStock: true },
      },
      { id: "v3", choices: { Size: "L", Color: "Red" }, variant: { priceData: { price: 12 } } },
    ],
  };

  it("sends only the changed rows, by variant id, with only the changed fields", () => {
    const loaded = variantRowsFrom(product);
    expect(loaded.map((row) => row.label)).toEqual(["S / Red", "M / Red", "L / Red"]);
    const edited = loaded.map((row) => {
      if (row.id === "v1") return { ...row, price: "11.5", quantity: "7", sku: "" };
      if (row.id === "v3") return { ...row, cost: "4", inStock: false, visible: false };
      return row;
    });
    expect(variantChanges(edited, loaded)).toEqual({
      overrides: [
        { variantIds: ["v1"], price: 11.5, sku: "", stock: { quantity: 7 } },
        { variantIds: ["v3"], cost: 4, visible: false, stock: { inStock: false } },
      ],
      rowIds: ["v1", "v3"],
    });
  });

  it("clears a figure the merchant emptied (null) and sends nothing when nothing changed", () => {
    const loaded = variantRowsFrom(product);
    expect(variantChanges(loaded, loaded)).toEqual({ overrides: [], rowIds: [] });
    const cleared = loaded.map((row) => (row.id === "v1" ? { ...row, weight: "" } : row));
    expect(variantChanges(cleared, loaded).overrides).toEqual([{ variantIds: ["v1"], weight: null }]);
  });
});
