/**
 * A read product's variants as served: each variant cut to the requested fields with its stock,
 * the cheapest visible one (`MIN_PRICE_VARIANT`), and the product's pre-order summary.
 */

import type { ProductField } from "@vitrine/sdk/catalog-v3";
import type { ProductV3Document, VariantV3Document } from "../model/product-v3-document.ts";
import { subscriptionPricesInfo } from "./subscription-prices.ts";

/** A variant as a product read returns it: its document and its inventory item's stock and pre-order state. */
export interface VariantRead {
  doc: VariantV3Document;
  inStock: boolean;
  preorder: boolean;
}

/**
 * A variant as a product read serves it: choices by ids only unless their names are asked for,
 * its cost with `MERCHANT_DATA`, its subscription prices with `SUBSCRIPTION_PRICES_INFO`, and its
 * stock and pre-order state from its inventory item.
 *
 * @example
 * ```ts
 * servedVariant({ doc, inStock: true, preorder: false }, product.subscriptionDetails, fields).inventoryStatus;
 * ```
 */
export function servedVariant(
  read: VariantRead,
  plans: ProductV3Document["subscriptionDetails"],
  fields: ReadonlySet<ProductField>,
): Record<string, unknown> {
  const { revenueDetails, choices, ...rest } = read.doc;
  return {
    ...rest,
    choices: (choices ?? []).map((choice) =>
      fields.has("VARIANT_OPTION_CHOICE_NAMES") ? choice : { optionChoiceIds: choice.optionChoiceIds ?? {} },
    ),
    ...(fields.has("MERCHANT_DATA") && revenueDetails ? { revenueDetails } : {}),
    ...(fields.has("SUBSCRIPTION_PRICES_INFO")
      ? {
          subscriptionPricesInfo: subscriptionPricesInfo(
            plans?.subscriptions,
            rest.price?.actualPrice?.amount,
          ),
        }
      : {}),
    inventoryStatus: { inStock: read.inStock, preorderEnabled: read.preorder },
  };
}

/**
 * The position of the visible variant with the lowest actual price, the first of equals in variant
 * order (`MIN_PRICE_VARIANT`); -1 when no variant is visible.
 */
export function minPriceVariantIndex(variants: readonly VariantRead[]): number {
  let lowest = -1;
  let lowestPrice = 0;
  for (const [index, variant] of variants.entries()) {
    if (variant.doc.visible === false) continue;
    const price = Number(variant.doc.price?.actualPrice?.amount ?? 0);
    if (lowest === -1 || price < lowestPrice) {
      lowest = index;
      lowestPrice = price;
    }
  }
  return lowest;
}

/** The product's pre-order status from its variants'. */
export function preorderSummary(preorders: readonly boolean[]) {
  const enabled = preorders.filter(Boolean).length;
  if (enabled === 0) return { preorderStatus: "DISABLED", preorderAvailability: "NO_VARIANTS" } as const;
  if (enabled === preorders.length)
    return { preorderStatus: "ENABLED", preorderAvailability: "ALL_VARIANTS" } as const;
  return { preorderStatus: "PARTIALLY_ENABLED", preorderAvailability: "SOME_VARIANTS" } as const;
}
