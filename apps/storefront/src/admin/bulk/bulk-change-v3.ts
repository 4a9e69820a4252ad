/**
 * Bulk changes of price, cost or weight on a catalogue v3 store, where they belong to each
 * variant: the preview (one row per product, its lowest variant's value before and after, with
 * the catalogue's arithmetic of `bulk-change.ts`) and the products of the v3 bulk update, each
 * with its `revision`, its options and every variant whole (`variant-write-v3.ts`), changed.
 */
import type { BulkProperty } from "@vitrine/sdk/catalog";
import type { ProductV3, ProductV3BulkUpdate, VariantV3 } from "@vitrine/sdk/catalog-v3";
import { variantWriteV3 } from "../products/v3/variant-write-v3.ts";
import { allowedAmount, type BulkChange, type BulkPreviewRow, newAmount } from "./bulk-change.ts";

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
      valid: pairs.length > 0 && pairs.every((pair) => allowedAmount(pair.after)),
    };
  });
}

/** `variant` as sent back in an update, with `change` applied. */
function changedVariant(variant: VariantV3, change: BulkChange): VariantV3 {
  const current = variantAmount(variant, change.property);
  const after = newAmount(current ?? 0, change);
  if (change.property === "weight") return variantWriteV3(variant, { weight: after });
  return variantWriteV3(variant, { [change.property]: String(after) });
}

/**
 * The v3 bulk update of `change` over `products` (read with their variants and merchant data).
 *
 * @example
 * ```ts
 * await bulkUpdateProductsV3(admin, bulkUpdatesV3([tee], change));
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
