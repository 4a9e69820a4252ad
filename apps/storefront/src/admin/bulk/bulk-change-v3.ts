/**
 * Bulk changes of price, cost or weight on a catalogue v3 store, where they belong to each
 * variant: the preview (one row per product, its lowest variant's value before and after, with
 * the catalogue's arithmetic of `bulk-change.ts`) and the products of the v3 bulk update, each
 * with its `revision`, its options and every variant (a v3 update replaces the variant list, so
 * each variant keeps its id, choices and the values the change leaves alone).
 */
import type { ProductV3, ProductV3BulkUpdate, VariantV3 } from "@vitrine/sdk/catalog-v3";
import {
  type BulkChange,
  type BulkPreviewRow,
  type BulkProperty,
  MAX_BULK_AMOUNT,
  newAmount,
} from "./bulk-change.ts";

/** A variant's current value of `property`, or `undefined` when it has none. */
export function variantAmount(variant: VariantV3, property: BulkProperty): number | undefined {
  const text =
    property === "price"
      ? variant.price?.actualPrice?.amount
      : property === "cost"
        ? variant.revenueDetails?.cost?.amount
        : (variant.physicalProperties?.weight ?? variant.weight);
  return text === undefined || text === null || text === "" ? undefined : Number(text);
}

/** Whether the catalogue takes `amount`. */
function allowed(amount: number): boolean {
  return Number.isFinite(amount) && amount >= 0 && amount <= MAX_BULK_AMOUNT;
}

/**
 * The preview of `change` over v3 `products` (read with their variants): per product, the lowest
 * variant's value before and after; a product is valid when every variant's new value is.
 *
 * @example
 * ```ts
 * previewBulkChangeV3([tee], { mode: "adjust", property: "price", by: "percentage", value: 10, roundToInt: false });
 * // [{ id: tee.id, name: "Tee", before: 20, after: 22, valid: true }]
 * ```
 */
export function previewBulkChangeV3(products: readonly ProductV3[], change: BulkChange): BulkPreviewRow[] {
  return products.map((product) => {
    const pairs = (product.variantsInfo?.variants ?? []).map((variant) => {
      const before = variantAmount(variant, change.property) ?? 0;
      return { before, after: newAmount(before, change) };
    });
    return {
      id: product.id ?? "",
      name: product.name ?? "",
      before: Math.min(...pairs.map((pair) => pair.before)),
      after: Math.min(...pairs.map((pair) => pair.after)),
      valid: pairs.length > 0 && pairs.every((pair) => allowed(pair.after)),
    };
  });
}

/** `variant` as sent back in an update, with `change` applied. */
function changedVariant(variant: VariantV3, change: BulkChange): NonNullable<VariantV3> {
  const after = (property: BulkProperty) => {
    const current = variantAmount(variant, property);
    if (property !== change.property) return current;
    return newAmount(current ?? 0, change);
  };
  const price = after("price");
  const cost = after("cost");
  const weight = after("weight");
  const compareAt = variant.price?.compareAtPrice?.amount;
  return {
    id: variant.id ?? "",
    choices: (variant.choices ?? []).map((choice) =>
      choice.optionChoiceIds
        ? { optionChoiceIds: choice.optionChoiceIds }
        : { optionChoiceNames: choice.optionChoiceNames ?? {} },
    ),
    price: {
      actualPrice: { amount: String(price ?? 0) },
      ...(compareAt ? { compareAtPrice: { amount: compareAt } } : {}),
    },
    ...(cost !== undefined ? { revenueDetails: { cost: { amount: String(cost) } } } : {}),
    ...(weight !== undefined ? { physicalProperties: { weight } } : {}),
  };
}

/**
 * The v3 bulk update of `change` over `products` (read with their variants and merchant data).
 *
 * @example
 * ```ts
 * await admin.productsV3.bulkUpdateProducts(bulkUpdatesV3([tee], change));
 * ```
 */
export function bulkUpdatesV3(products: readonly ProductV3[], change: BulkChange): ProductV3BulkUpdate[] {
  return products.map((product) => ({
    product: {
      id: product.id ?? "",
      revision: product.revision ?? "",
      options: product.options ?? [],
      variantsInfo: {
        variants: (product.variantsInfo?.variants ?? []).map((variant) => changedVariant(variant, change)),
      },
    },
  }));
}
