/**
 * A served catalogue v3 variant as an update sends it back. A v3 update replaces each variant
 * whole (the store updates no variant partially: what a sent variant leaves out is cleared), so
 * every dashboard write carries all a variant's writable fields it read (id, visibility, SKU,
 * barcode, choices, prices, cost, weight), with the merchant's change applied.
 */
import type { VariantV3 } from "@vitrine/sdk/catalog-v3";

/** What a write changes on a variant; absent fields keep the served value. */
export interface VariantChange {
  /** The new price, a decimal string. */
  price?: string;
  /** The new cost, a decimal string. */
  cost?: string;
  /** The new weight. */
  weight?: number;
  /** The new choices (by names), when the options changed. */
  choices?: { optionName: string; choiceName: string }[];
}

/**
 * `variant` with `change` applied, whole, as an update sends it.
 *
 * @example
 * ```ts
 * variantWriteV3(tee.variantsInfo.variants[0], { price: "25.00" });
 * // { id, visible: true, sku: "TEE-S", choices: [...], price: { actualPrice: { amount: "25.00" } }, ... }
 * ```
 */
export function variantWriteV3(variant: VariantV3, change: VariantChange = {}): VariantV3 {
  const compareAt = variant.price?.compareAtPrice?.amount;
  const cost = change.cost ?? variant.revenueDetails?.cost?.amount;
  const weight = change.weight ?? variant.physicalProperties?.weight ?? variant.weight;
  return {
    ...(variant.id ? { id: variant.id } : {}),
    ...(typeof variant.visible === "boolean" ? { visible: variant.visible } : {}),
    ...(variant.sku ? { sku: variant.sku } : {}),
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    choices: change.choices
      ? change.choices.map((names) => ({ optionChoiceNames: names }))
      : (variant.choices ?? []).map((choice) =>
          choice.optionChoiceIds
            ? { optionChoiceIds: choice.optionChoiceIds }
            : { optionChoiceNames: choice.optionChoiceNames ?? {} },
        ),
    price: {
      actualPrice: { amount: change.price ?? variant.price?.actualPrice?.amount ?? "0" },
      ...(compareAt ? { compareAtPrice: { amount: compareAt } } : {}),
    },
    ...(cost ? { revenueDetails: { cost: { amount: cost } } } : {}),
    ...(weight !== undefined && weight !== null ? { physicalProperties: { weight } } : {}),
  };
}
