/**
 * Variant overrides (`updateVariants`): each override selects variants by
 * (some of) their choices or by ids, and sets their price, cost, weight, SKU,
 * visibility and, in the emulator, stock. Validated against the product's
 * options, choices and variant ids.
 */
import type { VariantStock } from "@vitrine/sdk/catalog";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import type { ProductDocument, VariantDocument } from "./product-document.ts";

/** One validated override. */
export interface VariantOverrideInput {
  choices?: Record<string, string>;
  variantIds?: string[];
  price?: number;
  cost?: number;
  weight?: number;
  sku?: string;
  visible?: boolean;
  stock?: { quantity?: number; inStock?: boolean };
}

function readChoices(checks: InputChecks, raw: unknown, field: string, product: ProductDocument) {
  const body = checks.object(raw, field);
  if (!body) return undefined;
  const choices: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    const option = product.productOptions?.find((o) => o.name === name);
    if (!option) {
      checks.fail(`${field}.${name}`, `is not an option of the product`);
      continue;
    }
    const description = checks.string(value, `${field}.${name}`, { required: true });
    if (description === undefined) continue;
    if (!option.choices?.some((c) => c.description === description)) {
      checks.fail(`${field}.${name}`, `"${description}" is not a choice of option ${name}`);
      continue;
    }
    choices[name] = description;
  }
  return choices;
}

/**
 * Reads `variants` of an `updateVariants` request for `product`, reporting every violation.
 *
 * @example
 * ```ts
 * readVariantOverrides([{ choices: { Size: "M" }, price: 19 }], "variants", product);
 * ```
 */
export function readVariantOverrides(
  raw: unknown,
  field: string,
  product: ProductDocument,
): VariantOverrideInput[] {
  const checks = new InputChecks();
  const list = checks.array(raw, field, { required: true }) ?? [];
  const known = new Set((product.variants ?? []).map((v) => v.id));
  const overrides = list.flatMap((item, i) => {
    const at = `${field}[${i}]`;
    const body = checks.object(item, at, true);
    if (!body) return [];
    const override: VariantOverrideInput = {};
    const choices = readChoices(checks, body.choices, `${at}.choices`, product);
    const variantIds = checks.ids(body.variantIds, `${at}.variantIds`);
    variantIds?.forEach((id, j) => {
      if (!known.has(id)) checks.fail(`${at}.variantIds[${j}]`, `variant ${id} does not exist`);
    });
    if (choices === undefined && (variantIds === undefined || variantIds.length === 0)) {
      checks.fail(`${at}.choices`, "choices or variantIds must be given", "REQUIRED_FIELD");
    }
    if (choices !== undefined) override.choices = choices;
    if (variantIds !== undefined) override.variantIds = variantIds;
    const price = checks.amount(body.price, `${at}.price`);
    const cost = checks.amount(body.cost, `${at}.cost`);
    const weight = checks.amount(body.weight, `${at}.weight`);
    const sku = checks.string(body.sku, `${at}.sku`, { maxLength: 40 });
    const visible = checks.boolean(body.visible, `${at}.visible`);
    const stock = checks.object(body.stock, `${at}.stock`);
    const quantity = checks.number(stock?.quantity, `${at}.stock.quantity`, { min: 0, integer: true });
    const inStock = checks.boolean(stock?.inStock, `${at}.stock.inStock`);
    if (price !== undefined) override.price = price;
    if (cost !== undefined) override.cost = cost;
    if (weight !== undefined) override.weight = weight;
    if (sku !== undefined) override.sku = sku;
    if (visible !== undefined) override.visible = visible;
    if (stock) {
      override.stock = {
        ...(quantity === undefined ? {} : { quantity }),
        ...(inStock === undefined ? {} : { inStock }),
      };
    }
    return [override];
  });
  checks.done();
  return overrides;
}

function matches(variant: VariantDocument, override: VariantOverrideInput): boolean {
  if (override.variantIds && override.variantIds.length > 0) return override.variantIds.includes(variant.id);
  return Object.entries(override.choices ?? {}).every(([name, value]) => variant.choices[name] === value);
}

function applyOverride(variant: VariantDocument, override: VariantOverrideInput): VariantDocument {
  const data = variant.variant ?? {};
  const stock: VariantStock = { ...variant.stock, ...override.stock };
  return {
    ...variant,
    variant: {
      ...data,
      ...(override.price === undefined ? {} : { priceData: { ...data.priceData, price: override.price } }),
      ...(override.cost === undefined
        ? {}
        : { costAndProfitData: { ...data.costAndProfitData, itemCost: override.cost } }),
      ...(override.weight === undefined ? {} : { weight: override.weight }),
      ...(override.sku === undefined ? {} : { sku: override.sku }),
      ...(override.visible === undefined ? {} : { visible: override.visible }),
    },
    stock,
  };
}

/**
 * The product with the overrides applied in order to every variant they select (not yet derived).
 *
 * @example
 * ```ts
 * deriveProduct(applyVariantOverrides(product, overrides), context);
 * ```
 */
export function applyVariantOverrides(
  product: ProductDocument,
  overrides: readonly VariantOverrideInput[],
): ProductDocument {
  const variants = ((product.variants ?? []) as VariantDocument[]).map((variant) =>
    overrides.reduce((v, override) => (matches(v, override) ? applyOverride(v, override) : v), variant),
  );
  return { ...product, variants };
}

/**
 * The product's variants with their own data dropped (they follow the product again), stock kept.
 *
 * @example
 * ```ts
 * deriveProduct(resetVariantData(product), context);
 * ```
 */
export function resetVariantData(product: ProductDocument): ProductDocument {
  const variants = ((product.variants ?? []) as VariantDocument[]).map(({ id, choices, stock }) => ({
    id,
    choices,
    ...(stock ? { stock } : {}),
  }));
  return { ...product, variants };
}
