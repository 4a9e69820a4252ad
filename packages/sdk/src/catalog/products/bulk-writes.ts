/** Bulk product writes: set, or adjust, one numeric property of many products (merchant or app). */
import { defineCall } from "../../core/define-call.js";
import type { BulkProductsResult } from "../model/bulk-result.js";

/**
 * Every {@link BulkProperty}: the numeric properties a bulk write changes.
 *
 * @example
 * ```ts
 * BULK_PROPERTIES.map((property) => ({ [property]: 0 })); // the three `BulkSet`s to zero
 * ```
 */
export const BULK_PROPERTIES = ["price", "cost", "weight"] as const;
/** A numeric property a bulk write changes. */
export type BulkProperty = (typeof BULK_PROPERTIES)[number];

/** The one property to set. */
export type BulkSet = { price: number } | { cost: number } | { weight: number };

/** A change by an amount, or by a percentage (`rate` 10 = +10 %). */
export type Adjustment = { amount: number } | { percentage: { rate: number; roundToInt?: boolean } };

/** The one property to adjust. */
export type BulkAdjust = { price: Adjustment } | { cost: Adjustment } | { weight: Adjustment };

/**
 * Sets price, cost or weight of many products; resolves a result per product.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await admin.products.bulkUpdateProducts(["p1", "p2"], { price: 10 });
 * ```
 */
export const bulkUpdateProducts = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/bulk/products/update",
  request: (ids: string[], set: BulkSet) => ({ body: { ids, set } }),
  response: (wire: BulkProductsResult) => wire,
});

/**
 * Raises or lowers price, cost or weight of many products by an amount or a percentage.
 *
 * @example
 * ```ts
 * await admin.products.bulkAdjustProductProperties(["p1", "p2"], { price: { percentage: { rate: -10 } } });
 * ```
 */
export const bulkAdjustProductProperties = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v1/bulk/products/adjust-properties",
  request: (ids: string[], adjust: BulkAdjust) => ({ body: { adjust, ids } }),
  response: (wire: BulkProductsResult) => wire,
});
