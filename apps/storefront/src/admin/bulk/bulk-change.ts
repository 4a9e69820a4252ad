/**
 * Bulk changes of price, cost or weight: what the merchant asks for, the preview computed from
 * the loaded products with the catalogue's arithmetic (`roundAmount` and `adjustedAmount` of
 * `@vitrine/sdk/catalog`), the SDK request, and the per-product results read from the server's
 * answer.
 */
import {
  type Adjustment,
  adjustedAmount,
  type BulkAdjust,
  type BulkProperty,
  type BulkSet,
  type ItemMetadata,
  type Product,
  roundAmount,
} from "@vitrine/sdk/catalog";

/** The largest amount the catalogue accepts. */
export const MAX_BULK_AMOUNT = 999_999_999.99;

/** A bulk change: set to a value, or adjust by an amount or a percentage (10 = +10 %). */
export interface BulkChange {
  mode: "set" | "adjust";
  property: BulkProperty;
  by: "amount" | "percentage";
  value: number;
  /** Percentage adjustments only: round the result to a whole number. */
  roundToInt: boolean;
}

/** One product in the preview. */
export interface BulkPreviewRow {
  id: string;
  name: string;
  before: number;
  after: number;
  /** False when the server would refuse it (negative or too large). */
  valid: boolean;
}

/** The product's current value of `property` (0 when unset). */
export function currentAmount(product: Product, property: BulkProperty): number {
  switch (property) {
    case "price":
      return product.priceData?.price ?? 0;
    case "cost":
      return product.costAndProfitData?.itemCost ?? 0;
    case "weight":
      return product.weight ?? 0;
  }
}

/**
 * The value after the change.
 *
 * @example
 * ```ts
 * newAmount(19.99, { mode: "adjust", property: "price", by: "percentage", value: 10, roundToInt: false }); // 21.99
 * ```
 */
export function newAmount(current: number, change: BulkChange): number {
  return change.mode === "set" ? roundAmount(change.value) : adjustedAmount(current, adjustmentOf(change));
}

/** The SDK's adjustment for an adjusting `change`: by an amount, or by a percentage. */
function adjustmentOf(change: BulkChange): Adjustment {
  return change.by === "amount"
    ? { amount: change.value }
    : { percentage: { rate: change.value, roundToInt: change.roundToInt } };
}

/**
 * Whether the catalogue takes `amount` as a price, cost or weight.
 *
 * @example
 * ```ts
 * allowedAmount(-1); // false
 * ```
 */
export function allowedAmount(amount: number): boolean {
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_BULK_AMOUNT;
}

/**
 * The preview of `change` over `products`.
 *
 * @example
 * ```ts
 * previewBulkChange([{ id: "p1", name: "Mug", priceData: { price: 10 } }], change)[0]?.after; // 11
 * ```
 */
export function previewBulkChange(products: readonly Product[], change: BulkChange): BulkPreviewRow[] {
  return products.map((product) => {
    const before = currentAmount(product, change.property);
    const after = newAmount(before, change);
    return {
      id: product.id ?? "",
      name: product.name ?? "",
      before,
      after,
      valid: allowedAmount(after),
    };
  });
}

/** The SDK call a change makes: `bulkUpdateProducts` (set) or `bulkAdjustProductProperties`. */
export type BulkRequest = { kind: "set"; set: BulkSet } | { kind: "adjust"; adjust: BulkAdjust };

/**
 * The request for `change`.
 *
 * @example
 * ```ts
 * bulkRequest({ mode: "adjust", property: "price", by: "percentage", value: 10, roundToInt: false });
 * // { kind: "adjust", adjust: { price: { percentage: { rate: 10, roundToInt: false } } } }
 * ```
 */
export function bulkRequest(change: BulkChange): BulkRequest {
  const { property, value } = change;
  if (change.mode === "set") {
    const set: BulkSet =
      property === "price" ? { price: value } : property === "cost" ? { cost: value } : { weight: value };
    return { kind: "set", set };
  }
  const by = adjustmentOf(change);
  const adjust: BulkAdjust =
    property === "price" ? { price: by } : property === "cost" ? { cost: by } : { weight: by };
  return { kind: "adjust", adjust };
}

/** What happened to one product, from the server's answer. */
export interface BulkOutcome {
  success: boolean;
  /** The server's reason when it failed. */
  error?: string;
}

/**
 * The outcome per product id of a bulk answer (v1 or v3) for `ids` (matched by `originalIndex`,
 * else by id).
 *
 * @example
 * ```ts
 * bulkOutcomes(["p1"], { results: [{ itemMetadata: { id: "p1", originalIndex: 0, success: true } }] }).get("p1");
 * // { success: true }
 * ```
 */
export function bulkOutcomes(
  ids: readonly string[],
  answer: { results?: readonly { itemMetadata?: ItemMetadata }[] },
): Map<string, BulkOutcome> {
  const outcomes = new Map<string, BulkOutcome>();
  for (const { itemMetadata: item } of answer.results ?? []) {
    const id = (item?.originalIndex !== undefined ? ids[item.originalIndex] : undefined) ?? item?.id;
    if (!id || !item) continue;
    const error = item.error?.description || item.error?.code;
    outcomes.set(id, item.success ? { success: true } : { success: false, error: error || "Not changed" });
  }
  return outcomes;
}
