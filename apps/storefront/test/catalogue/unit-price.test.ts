/**
 * `UnitPrice` as markup (React's server renderer): the formatted price per unit over the base
 * quantity and its unit as people write it, and nothing without unit data or a price per unit.
 */
import type { PriceData, PricePerUnitData } from "@vitrine/sdk/catalog";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UnitPrice } from "../../src/components/product/unit-price.tsx";

function text(price: PriceData | undefined, unitData: PricePerUnitData | undefined): string {
  return renderToStaticMarkup(createElement(UnitPrice, { price, unitData })).replace(/<[^>]+>/g, "");
}

const price = (pricePerUnit: string): PriceData => ({ price: 10, formatted: { pricePerUnit } });

describe("UnitPrice", () => {
  it("writes the base quantity and unit after the price per unit", () => {
    expect(text(price("$6.80"), { baseQuantity: 100, baseMeasurementUnit: "G" })).toBe("$6.80 / 100 g");
    expect(text(price("$24.00"), { baseQuantity: 1, baseMeasurementUnit: "L" })).toBe("$24.00 / L");
    expect(text(price("$3.10"), { baseQuantity: 1, baseMeasurementUnit: "SQM" })).toBe("$3.10 / m²");
    expect(text(price("$0.90"), { baseQuantity: 10, baseMeasurementUnit: "FLOZ" })).toBe("$0.90 / 10 fl oz");
    expect(text(price("$5.00"), {})).toBe("$5.00 / unit");
  });

  it("shows nothing without unit data or a price per unit", () => {
    expect(text(price("$6.80"), undefined)).toBe("");
    expect(text({ price: 10, formatted: {} }, { baseQuantity: 100, baseMeasurementUnit: "G" })).toBe("");
    expect(text(undefined, { baseQuantity: 100, baseMeasurementUnit: "G" })).toBe("");
  });
});
