/**
 * Price per unit ("$2.50 / 100 g"): the product's price spread over its total
 * quantity, expressed per base quantity, converting between units of the same
 * kind (mass, volume, length, area).
 */
import { type MeasurementUnit, type PricePerUnitData, roundAmount } from "@vitrine/sdk/catalog";

type Kind = "mass" | "volume" | "length" | "area";

/** Each unit's kind and its size in the kind's reference unit (g, ml, mm, sqm). */
const UNITS: Record<Exclude<MeasurementUnit, "UNSPECIFIED">, [Kind, number]> = {
  MG: ["mass", 0.001],
  G: ["mass", 1],
  KG: ["mass", 1000],
  OZ: ["mass", 28.349523125],
  LB: ["mass", 453.59237],
  ML: ["volume", 1],
  CL: ["volume", 10],
  L: ["volume", 1000],
  CBM: ["volume", 1_000_000],
  FLOZ: ["volume", 29.5735295625],
  PT: ["volume", 473.176473],
  QT: ["volume", 946.352946],
  GAL: ["volume", 3785.411784],
  MM: ["length", 1],
  CM: ["length", 10],
  M: ["length", 1000],
  IN: ["length", 25.4],
  FT: ["length", 304.8],
  YD: ["length", 914.4],
  SQM: ["area", 1],
  SQFT: ["area", 0.09290304],
};

/**
 * Whether a unit is one price per unit can use (any but `UNSPECIFIED`).
 *
 * @example
 * ```ts
 * isMeasurementUnit("KG"); // true
 * ```
 */
export function isMeasurementUnit(unit: unknown): unit is Exclude<MeasurementUnit, "UNSPECIFIED"> {
  return typeof unit === "string" && Object.hasOwn(UNITS, unit);
}

/**
 * Whether two units measure the same kind of thing (so one converts to the other).
 *
 * @example
 * ```ts
 * sameKind("G", "LB"); // true
 * ```
 */
export function sameKind(a: MeasurementUnit, b: MeasurementUnit): boolean {
  return isMeasurementUnit(a) && isMeasurementUnit(b) && UNITS[a][0] === UNITS[b][0];
}

/**
 * The price of `baseQuantity` base units when `price` buys `totalQuantity` total units;
 * `undefined` when the settings are incomplete or mix kinds.
 *
 * @example
 * ```ts
 * pricePerUnit(5, { totalQuantity: 500, totalMeasurementUnit: "G", baseQuantity: 1, baseMeasurementUnit: "KG" }); // 10
 * ```
 */
export function pricePerUnit(price: number, data: PricePerUnitData | undefined): number | undefined {
  const { totalQuantity, totalMeasurementUnit, baseQuantity, baseMeasurementUnit } = data ?? {};
  if (!totalQuantity || !baseQuantity || !totalMeasurementUnit || !baseMeasurementUnit) return undefined;
  if (!isMeasurementUnit(totalMeasurementUnit) || !isMeasurementUnit(baseMeasurementUnit)) return undefined;
  if (!sameKind(totalMeasurementUnit, baseMeasurementUnit)) return undefined;
  const total = totalQuantity * UNITS[totalMeasurementUnit][1];
  const base = baseQuantity * UNITS[baseMeasurementUnit][1];
  return roundAmount((price / total) * base);
}
