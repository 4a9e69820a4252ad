/** Price per unit settings of a v1 product ("€2.50 / 100 g"). */
import type { MeasurementUnit } from "./enums.js";

/**
 * The product's total quantity and the base quantity its price per unit refers to.
 *
 * @example
 * ```ts
 * const ppu: PricePerUnitData = { totalQuantity: 500, totalMeasurementUnit: "G", baseQuantity: 100, baseMeasurementUnit: "G" };
 * ```
 */
export interface PricePerUnitData {
  totalQuantity?: number;
  totalMeasurementUnit?: MeasurementUnit;
  baseQuantity?: number;
  baseMeasurementUnit?: MeasurementUnit;
}
