/**
 * Derivation: recomputes every server-owned field of a product from the
 * fields a merchant writes. Writes change only merchant fields and then call
 * `deriveProduct`, so a stored document is always internally consistent
 * (prices and their formatted text, discounts, profit, ranges over variants,
 * stock status, choice availability, main media, ribbons, page URL).
 */
import {
  type CostAndProfitData,
  type Discount,
  type InventoryStatus,
  type NumericPropertyRange,
  type PriceData,
  type PricePerUnitData,
  roundAmount,
  type Stock,
} from "@vitrine/sdk/catalog";
import { applyDiscount, formatMoney } from "../../catalog-core/model/money.ts";
import type { StoreContext } from "../../catalog-core/model/store-context.ts";
import { pricePerUnit } from "./price-per-unit.ts";
import type { ProductDocument, VariantDocument } from "./product-document.ts";

/**
 * A price block (`priceData`, `convertedPriceData`) for a base price.
 *
 * @example
 * ```ts
 * priceBlock(20, { type: "AMOUNT", value: 5 }, undefined, "USD").formatted?.discountedPrice; // "$15.00"
 * ```
 */
export function priceBlock(
  price: number,
  discount: Discount | undefined,
  unitData: PricePerUnitData | undefined,
  currency: string,
): PriceData {
  const discountedPrice = applyDiscount(price, discount);
  const perUnit = pricePerUnit(discountedPrice, unitData);
  return {
    currency,
    price: roundAmount(price),
    discountedPrice,
    formatted: {
      price: formatMoney(price, currency),
      discountedPrice: formatMoney(discountedPrice, currency),
      pricePerUnit: perUnit === undefined ? null : formatMoney(perUnit, currency),
    },
    pricePerUnit: perUnit ?? null,
  };
}

/**
 * Cost, profit and margin for a cost and the price actually charged.
 *
 * @example
 * ```ts
 * costBlock(6, 10, "USD").profitMargin; // 0.4
 * ```
 */
export function costBlock(cost: number, chargedPrice: number, currency: string): CostAndProfitData {
  const profit = roundAmount(chargedPrice - cost);
  return {
    itemCost: roundAmount(cost),
    formattedItemCost: formatMoney(cost, currency),
    profit,
    formattedProfit: formatMoney(profit, currency),
    profitMargin: chargedPrice > 0 ? Math.round((profit / chargedPrice) * 10_000) / 10_000 : 0,
  };
}

function range(values: readonly number[]): NumericPropertyRange {
  if (values.length === 0) return { minValue: 0, maxValue: 0 };
  return { minValue: Math.min(...values), maxValue: Math.max(...values) };
}

function inventoryStatus(variants: readonly VariantDocument[]): InventoryStatus {
  const inStock = variants.filter((v) => v.stock?.inStock).length;
  if (inStock === variants.length) return "IN_STOCK";
  return inStock === 0 ? "OUT_OF_STOCK" : "PARTIALLY_OUT_OF_STOCK";
}

/** The merchant-written numbers of a variant, falling back to the product's when variants are not managed. */
function variantFacts(product: ProductDocument, variant: VariantDocument) {
  const base = product.priceData?.price ?? 0;
  const baseCost = product.costAndProfitData?.itemCost ?? 0;
  const managed = product.manageVariants === true;
  const own = variant.variant;
  return {
    price: managed ? (own?.priceData?.price ?? base) : base,
    cost: managed ? (own?.costAndProfitData?.itemCost ?? baseCost) : baseCost,
    weight: managed ? (own?.weight ?? product.weight ?? 0) : (product.weight ?? 0),
    sku: managed ? (own?.sku ?? "") : (product.sku ?? ""),
    visible: own?.visible ?? true,
  };
}

function deriveVariant(
  product: ProductDocument,
  variant: VariantDocument,
  context: StoreContext,
): VariantDocument {
  const facts = variantFacts(product, variant);
  const prices = priceBlock(facts.price, product.discount, product.pricePerUnitData, context.currency);
  const tracked = product.stock?.trackInventory === true;
  const quantity = Math.max(0, Math.trunc(variant.stock?.quantity ?? 0));
  return {
    id: variant.id,
    choices: variant.choices,
    variant: {
      priceData: prices,
      convertedPriceData: prices,
      costAndProfitData: costBlock(facts.cost, prices.discountedPrice ?? facts.price, context.currency),
      weight: facts.weight,
      sku: facts.sku,
      visible: facts.visible,
    },
    stock: tracked
      ? { trackQuantity: true, quantity, inStock: quantity > 0 }
      : { trackQuantity: false, inStock: variant.stock?.inStock ?? true },
  };
}

/**
 * The product with every derived field recomputed and `lastUpdated` set to `context.now`.
 *
 * @example
 * ```ts
 * const stored = deriveProduct({ ...doc, discount: { type: "PERCENT", value: 10 } }, context);
 * ```
 */
export function deriveProduct(product: ProductDocument, context: StoreContext): ProductDocument {
  const variants = (product.variants ?? []) as VariantDocument[];
  const derivedVariants = variants.map((v) => deriveVariant(product, v, context));
  const facts = variants.map((v) => variantFacts(product, v));
  const managed = product.manageVariants === true && facts.length > 0;
  const basePrice = managed ? Math.min(...facts.map((f) => f.price)) : (product.priceData?.price ?? 0);
  const prices = priceBlock(basePrice, product.discount, product.pricePerUnitData, context.currency);
  const tracked = product.stock?.trackInventory === true;
  const stock: Stock = {
    trackInventory: tracked,
    ...(tracked ? { quantity: derivedVariants.reduce((sum, v) => sum + (v.stock?.quantity ?? 0), 0) } : {}),
    inStock: derivedVariants.some((v) => v.stock?.inStock),
    inventoryStatus: inventoryStatus(derivedVariants),
  };
  const productOptions = (product.productOptions ?? []).map((option) => ({
    ...option,
    choices: (option.choices ?? []).map((choice) => ({
      ...choice,
      inStock: derivedVariants.some(
        (v) => v.choices[option.name ?? ""] === choice.description && v.stock?.inStock === true,
      ),
      visible: choice.visible ?? true,
    })),
  }));
  const items = product.media?.items ?? [];
  const ribbon = product.ribbon ?? "";
  return {
    ...product,
    price: prices,
    priceData: prices,
    convertedPriceData: prices,
    costAndProfitData: costBlock(
      product.costAndProfitData?.itemCost ?? 0,
      prices.discountedPrice ?? basePrice,
      context.currency,
    ),
    priceRange: range(derivedVariants.map((v) => v.variant?.priceData?.price ?? 0)),
    costRange: range(derivedVariants.map((v) => v.variant?.costAndProfitData?.itemCost ?? 0)),
    weightRange: range(derivedVariants.map((v) => v.variant?.weight ?? 0)),
    stock,
    productOptions,
    variants: derivedVariants,
    media: items.length > 0 ? { mainMedia: items[0]!, items } : { items: [] },
    ribbons: ribbon ? [{ text: ribbon }] : [],
    productPageUrl: { base: `${context.publicUrl}/`, path: `/product-page/${product.slug}` },
    collectionIds: product.collectionIds ?? [],
    lastUpdated: context.now,
  };
}
