/**
 * The price per unit of a product sold by measure ("$6.80 / 100 g"): the selected variant's
 * formatted price per unit over the product's base quantity and unit.
 */
import type { MeasurementUnit, PriceData, PricePerUnitData } from "@vitrine/sdk/catalog";

/** Props of {@link UnitPrice}. */
export interface UnitPriceProps {
  price: PriceData | undefined;
  unitData: PricePerUnitData | undefined;
}

/** Units not written as their lower-case code. */
const UNIT_TEXT: Partial<Record<MeasurementUnit, string>> = {
  L: "L",
  CBM: "m³",
  SQM: "m²",
  FLOZ: "fl oz",
  SQFT: "sq ft",
};

/** How a measurement unit is written after a quantity: "g", "ml", "L", "m²". */
function unitText(unit: MeasurementUnit): string {
  return UNIT_TEXT[unit] ?? unit.toLowerCase();
}

/** The base quantity and unit: "100 g", or just "L" for one litre. */
function baseText({ baseQuantity = 1, baseMeasurementUnit = "UNSPECIFIED" }: PricePerUnitData): string {
  if (baseMeasurementUnit === "UNSPECIFIED") return "unit";
  const unit = unitText(baseMeasurementUnit);
  return baseQuantity === 1 ? unit : `${baseQuantity} ${unit}`;
}

/** Shows the price per unit, or nothing when the product has none. */
export function UnitPrice({ price, unitData }: UnitPriceProps) {
  const perUnit = price?.formatted?.pricePerUnit;
  if (!unitData || !perUnit) return null;
  return (
    <p className="product__unit-price" data-testid="unit-price">
      {perUnit} / {baseText(unitData)}
    </p>
  );
}
