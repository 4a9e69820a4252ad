/**
 * The three numeric properties a merchant sets or adjusts in bulk (price,
 * cost, weight). With managed variants the product's figure moves every
 * variant by the same difference, and fails if a variant would go negative.
 */
import { type BulkProperty, roundAmount } from "@vitrine/sdk/catalog";
import { MAX_AMOUNT } from "../../catalog-core/model/input-checks.ts";
import { invalidField } from "../../errors.ts";
import type { ProductDocument, VariantDocument } from "./product-document.ts";

/**
 * The product's current value of a property (the lowest variant price with managed variants).
 *
 * @example
 * ```ts
 * productAmount(doc, "price"); // 19.99
 * ```
 */
export function productAmount(product: ProductDocument, property: BulkProperty): number {
  switch (property) {
    case "price":
      return product.priceData?.price ?? 0;
    case "cost":
      return product.costAndProfitData?.itemCost ?? 0;
    case "weight":
      return product.weight ?? 0;
  }
}

function variantAmount(variant: VariantDocument, property: BulkProperty): number {
  const data = variant.variant;
  if (property === "price") return data?.priceData?.price ?? 0;
  if (property === "cost") return data?.costAndProfitData?.itemCost ?? 0;
  return data?.weight ?? 0;
}

function withVariantAmount(variant: VariantDocument, property: BulkProperty, value: number): VariantDocument {
  const data = variant.variant ?? {};
  if (property === "price")
    return { ...variant, variant: { ...data, priceData: { ...data.priceData, price: value } } };
  if (property === "cost") {
    return {
      ...variant,
      variant: { ...data, costAndProfitData: { ...data.costAndProfitData, itemCost: value } },
    };
  }
  return { ...variant, variant: { ...data, weight: value } };
}

function moved(
  product: ProductDocument,
  property: BulkProperty,
  value: number,
  variantValue: (current: number) => number,
  field: string,
): ProductDocument {
  const rounded = roundAmount(value);
  if (!Number.isFinite(rounded) || rounded < 0)
    throw invalidField(field, "must not be negative", "MIN_VALUE");
  if (rounded > MAX_AMOUNT) throw invalidField(field, `must be at most ${MAX_AMOUNT}`, "MAX_VALUE");
  let variants = product.variants as VariantDocument[] | undefined;
  if (product.manageVariants === true && variants) {
    variants = variants.map((v) =>
      withVariantAmount(v, property, roundAmount(variantValue(variantAmount(v, property)))),
    );
    if (variants.some((v) => variantAmount(v, property) < 0)) {
      throw invalidField(field, `would make a variant's ${property} negative`, "MIN_VALUE");
    }
  }
  const base = { ...product, ...(variants ? { variants } : {}) };
  if (property === "price") return { ...base, priceData: { ...product.priceData, price: rounded } };
  if (property === "cost")
    return { ...base, costAndProfitData: { ...product.costAndProfitData, itemCost: rounded } };
  return { ...base, weight: rounded };
}

/**
 * The product with a property set to `value` (not yet derived); managed variants move by the same
 * difference. Throws a validation failure on `field` when a value would be out of range.
 *
 * @example
 * ```ts
 * const next = deriveProduct(setProductAmount(doc, "price", 25, "set.price"), context);
 * ```
 */
export function setProductAmount(
  product: ProductDocument,
  property: BulkProperty,
  value: number,
  field: string,
): ProductDocument {
  const delta = roundAmount(value) - productAmount(product, property);
  return moved(product, property, value, (current) => current + delta, field);
}

/**
 * The product with `adjust` applied to a property, and to each managed variant's own value
 * (so a percentage scales every variant). Throws like {@link setProductAmount}.
 *
 * @example
 * ```ts
 * adjustProductAmount(doc, "price", (p) => p * 1.1, "adjust.price");
 * ```
 */
export function adjustProductAmount(
  product: ProductDocument,
  property: BulkProperty,
  adjust: (current: number) => number,
  field: string,
): ProductDocument {
  return moved(product, property, adjust(productAmount(product, property)), adjust, field);
}
