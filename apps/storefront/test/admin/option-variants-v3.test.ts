/** A v3 product's options in the dashboard's editor ↔ the update's options and variants. */
import type { ProductV3 } from "@vitrine/sdk/catalog-v3";
import { describe, expect, it } from "vitest";
import {
  optionFormsOf,
  optionsPayload,
  variantsForOptions,
} from "../../src/admin/products/v3/option-variants-v3.ts";

const price = (amount: string) => ({ actualPrice: { amount } });
const choice = (optionName: string, choiceName: string) => ({
  optionChoiceNames: { optionName, choiceName },
});

/** A shirt in S (20) and M (22). */
const shirt: ProductV3 = {
  id: "shirt",
  options: [
    {
      name: "Size",
      optionRenderType: "TEXT_CHOICES",
      choicesSettings: { choices: [{ name: "S" }, { name: "M" }] },
    },
  ],
  variantsInfo: {
    variants: [
      { id: "v-s", choices: [choice("Size", "S")], price: price("20") },
      {
        id: "v-m",
        choices: [choice("Size", "M")],
        price: { ...price("22"), compareAtPrice: { amount: "30" } },
        revenueDetails: { cost: { amount: "9.5" } },
      },
    ],
  },
};

describe("a v3 product's options in the editor", () => {
  it("reads the options as the editor shows them, colours with their code", () => {
    const mug: ProductV3 = {
      options: [
        {
          name: "Glaze",
          optionRenderType: "SWATCH_CHOICES",
          choicesSettings: { choices: [{ name: "Sand", colorCode: "#d2b48c" }, { name: "Slate" }] },
        },
      ],
    };
    expect(optionFormsOf(mug)).toEqual([
      { name: "Glaze", optionType: "color", choices: "Sand #d2b48c, Slate" },
    ]);
    expect(optionFormsOf(shirt)).toEqual([{ name: "Size", optionType: "drop_down", choices: "S, M" }]);
  });

  it("sends options by name, swatches with their colour", () => {
    expect(
      optionsPayload([
        { name: " Colour ", optionType: "color", choices: "Red #c62828, Navy" },
        { name: "Size", optionType: "drop_down", choices: "S, M" },
      ]),
    ).toEqual([
      {
        name: "Colour",
        optionRenderType: "SWATCH_CHOICES",
        choicesSettings: { choices: [{ name: "Red", colorCode: "#c62828" }, { name: "Navy" }] },
      },
      {
        name: "Size",
        optionRenderType: "TEXT_CHOICES",
        choicesSettings: { choices: [{ name: "S" }, { name: "M" }] },
      },
    ]);
  });

  it("adds an option: every variant grows into one per new choice, the first keeping its id, price and cost", () => {
    const variants = variantsForOptions(
      shirt,
      optionsPayload([
        { name: "Size", optionType: "drop_down", choices: "S, M" },
        { name: "Colour", optionType: "drop_down", choices: "Red, Navy" },
      ]),
    );
    expect(variants).toEqual([
      { id: "v-s", choices: [choice("Size", "S"), choice("Colour", "Red")], price: price("20") },
      { choices: [choice("Size", "S"), choice("Colour", "Navy")], price: price("20") },
      {
        id: "v-m",
        choices: [choice("Size", "M"), choice("Colour", "Red")],
        price: { ...price("22"), compareAtPrice: { amount: "30" } },
        revenueDetails: { cost: { amount: "9.5" } },
      },
      {
        choices: [choice("Size", "M"), choice("Colour", "Navy")],
        price: { ...price("22"), compareAtPrice: { amount: "30" } },
        revenueDetails: { cost: { amount: "9.5" } },
      },
    ]);
  });

  it("removes a choice (its variant goes) and adds one (priced as the first variant)", () => {
    const variants = variantsForOptions(
      shirt,
      optionsPayload([{ name: "Size", optionType: "drop_down", choices: "M, XL" }]),
    );
    expect(variants.map((v) => [v.id, v.choices, v.price?.actualPrice?.amount])).toEqual([
      ["v-m", [choice("Size", "M")], "22"],
      [undefined, [choice("Size", "XL")], "20"],
    ]);
  });

  it("removes the last option: one variant, which keeps the first variant's id", () => {
    expect(variantsForOptions(shirt, [])).toEqual([{ id: "v-s", choices: [], price: price("20") }]);
  });
});
