/**
 * The writable fields of a product (create and partial update), read from
 * untrusted input and validated field by field. Server-owned fields (id,
 * numericId, ranges, formatted prices, media, variants, collections …) are
 * not part of it: they are ignored when sent.
 */
import type {
  AdditionalInfoSection,
  CustomTextField,
  Discount,
  OptionType,
  PricePerUnitData,
  ProductOption,
  ProductType,
  SeoSchema,
} from "@vitrine/sdk/catalog";
import { InputChecks } from "../../catalog-core/model/input-checks.ts";
import { isMeasurementUnit, sameKind } from "./price-per-unit.ts";

/** Stock written through the emulator's product writes (the provider's inventory API owns it there). */
export interface StockInput {
  trackInventory?: boolean;
  quantity?: number;
  inStock?: boolean;
}

/** The validated writable fields of a product; only fields that were sent are present. */
export interface ProductInput {
  name?: string;
  slug?: string;
  visible?: boolean;
  productType?: Exclude<ProductType, "unspecified_product_type">;
  description?: string;
  sku?: string;
  weight?: number;
  price?: number;
  cost?: number;
  discount?: Discount;
  pricePerUnitData?: PricePerUnitData | null;
  additionalInfoSections?: AdditionalInfoSection[];
  customTextFields?: CustomTextField[];
  ribbon?: string;
  brand?: string;
  manageVariants?: boolean;
  productOptions?: ProductOption[];
  seoData?: SeoSchema;
  stock?: StockInput;
}

function readDiscount(checks: InputChecks, raw: unknown, field: string): Discount | undefined {
  const body = checks.object(raw, field);
  if (!body) return undefined;
  const type = checks.oneOf(body.type, `${field}.type`, ["NONE", "AMOUNT", "PERCENT"] as const, true);
  const value =
    checks.number(body.value ?? 0, `${field}.value`, {
      min: 0,
      max: type === "PERCENT" ? 100 : 999_999_999.99,
    }) ?? 0;
  return type === undefined ? undefined : { type, value: type === "NONE" ? 0 : value };
}

function readPricePerUnit(checks: InputChecks, raw: unknown, field: string): PricePerUnitData | undefined {
  const body = checks.object(raw, field);
  if (!body) return undefined;
  const totalQuantity = checks.number(body.totalQuantity, `${field}.totalQuantity`, {
    required: true,
    min: 0.0001,
  });
  const baseQuantity = checks.number(body.baseQuantity, `${field}.baseQuantity`, {
    required: true,
    min: 0.0001,
  });
  const total = body.totalMeasurementUnit;
  const base = body.baseMeasurementUnit;
  if (!isMeasurementUnit(total))
    return checks.fail(`${field}.totalMeasurementUnit`, "must be a measurement unit");
  if (!isMeasurementUnit(base))
    return checks.fail(`${field}.baseMeasurementUnit`, "must be a measurement unit");
  if (!sameKind(total, base)) {
    return checks.fail(`${field}.baseMeasurementUnit`, "must measure the same kind as totalMeasurementUnit");
  }
  if (totalQuantity === undefined || baseQuantity === undefined) return undefined;
  return { totalQuantity, totalMeasurementUnit: total, baseQuantity, baseMeasurementUnit: base };
}

function readOptions(checks: InputChecks, raw: unknown, field: string): ProductOption[] | undefined {
  const list = checks.array(raw, field, { maxSize: 6 });
  if (!list) return undefined;
  const names = new Set<string>();
  return list.flatMap((item, i) => {
    const at = `${field}[${i}]`;
    const body = checks.object(item, at, true);
    if (!body) return [];
    const name = checks.string(body.name, `${at}.name`, { required: true, maxLength: 50 });
    if (name !== undefined && names.has(name)) checks.fail(`${at}.name`, "must be unique", "UNIQUE");
    if (name !== undefined) names.add(name);
    const optionType: OptionType =
      checks.oneOf(body.optionType ?? "drop_down", `${at}.optionType`, ["drop_down", "color"] as const) ??
      "drop_down";
    const choices = checks.array(body.choices, `${at}.choices`, { required: true }) ?? [];
    if (choices.length === 0) checks.fail(`${at}.choices`, "must not be empty", "REQUIRED_FIELD");
    const descriptions = new Set<string>();
    const parsed = choices.flatMap((choice, j) => {
      const cat = `${at}.choices[${j}]`;
      const c = checks.object(choice, cat, true);
      if (!c) return [];
      const description = checks.string(c.description ?? c.value, `${cat}.description`, {
        required: true,
        maxLength: 50,
      });
      const value = checks.string(c.value ?? c.description, `${cat}.value`, { maxLength: 50 });
      const visible = checks.boolean(c.visible, `${cat}.visible`);
      if (description === undefined) return [];
      if (descriptions.has(description)) checks.fail(`${cat}.description`, "must be unique", "UNIQUE");
      descriptions.add(description);
      return [{ value: value ?? description, description, ...(visible === undefined ? {} : { visible }) }];
    });
    return name === undefined ? [] : [{ optionType, name, choices: parsed }];
  });
}

function readSections(checks: InputChecks, raw: unknown, field: string): AdditionalInfoSection[] | undefined {
  const list = checks.array(raw, field);
  if (!list) return undefined;
  return list.flatMap((item, i) => {
    const body = checks.object(item, `${field}[${i}]`, true);
    if (!body) return [];
    const title = checks.string(body.title, `${field}[${i}].title`, { maxLength: 50 }) ?? "";
    const description =
      checks.string(body.description, `${field}[${i}].description`, { maxLength: 16_000 }) ?? "";
    return [{ title, description }];
  });
}

function readTextFields(checks: InputChecks, raw: unknown, field: string): CustomTextField[] | undefined {
  const list = checks.array(raw, field, { maxSize: 2 });
  if (!list) return undefined;
  return list.flatMap((item, i) => {
    const body = checks.object(item, `${field}[${i}]`, true);
    if (!body) return [];
    const title = checks.string(body.title, `${field}[${i}].title`, { required: true, maxLength: 100 }) ?? "";
    const maxLength = checks.number(body.maxLength ?? 500, `${field}[${i}].maxLength`, {
      min: 1,
      integer: true,
    });
    const mandatory = checks.boolean(body.mandatory, `${field}[${i}].mandatory`) ?? false;
    return [{ title, maxLength: maxLength ?? 500, mandatory }];
  });
}

function readStock(checks: InputChecks, raw: unknown, field: string): StockInput | undefined {
  const body = checks.object(raw, field);
  if (!body) return undefined;
  const trackInventory = checks.boolean(body.trackInventory, `${field}.trackInventory`);
  const quantity = checks.number(body.quantity, `${field}.quantity`, { min: 0, integer: true });
  const inStock = checks.boolean(body.inStock, `${field}.inStock`);
  return {
    ...(trackInventory === undefined ? {} : { trackInventory }),
    ...(quantity === undefined ? {} : { quantity }),
    ...(inStock === undefined ? {} : { inStock }),
  };
}

/**
 * Reads the writable fields of `raw` (the request's `product`), reporting violations under `field`.
 * On create, `name` is required.
 *
 * @example
 * ```ts
 * const input = readProductInput(payload.product, "product", { creating: true });
 * ```
 */
export function readProductInput(raw: unknown, field: string, options: { creating: boolean }): ProductInput {
  const checks = new InputChecks();
  const body = checks.object(raw, field, true);
  if (!body) {
    checks.done();
    return {};
  }
  const f = (name: string) => `${field}.${name}`;
  const input: ProductInput = {};
  const set = <K extends keyof ProductInput>(key: K, value: ProductInput[K] | undefined) => {
    if (value !== undefined) input[key] = value;
  };
  set(
    "name",
    checks.string(body.name, f("name"), { required: options.creating || "name" in body, maxLength: 80 }),
  );
  set("slug", checks.string(body.slug, f("slug"), { required: "slug" in body, maxLength: 100 }));
  set("visible", checks.boolean(body.visible, f("visible")));
  set("productType", checks.oneOf(body.productType, f("productType"), ["physical", "digital"] as const));
  set("description", checks.string(body.description, f("description"), { maxLength: 8000 }));
  set("sku", checks.string(body.sku, f("sku"), { maxLength: 40 }));
  set("weight", checks.amount(body.weight, f("weight")));
  const priceData = checks.object(body.priceData, f("priceData"));
  set("price", checks.amount(priceData?.price, f("priceData.price")));
  const cost = checks.object(body.costAndProfitData, f("costAndProfitData"));
  set("cost", checks.amount(cost?.itemCost, f("costAndProfitData.itemCost")));
  set("discount", readDiscount(checks, body.discount, f("discount")));
  if (body.pricePerUnitData === null) input.pricePerUnitData = null;
  else set("pricePerUnitData", readPricePerUnit(checks, body.pricePerUnitData, f("pricePerUnitData")));
  set(
    "additionalInfoSections",
    readSections(checks, body.additionalInfoSections, f("additionalInfoSections")),
  );
  set("customTextFields", readTextFields(checks, body.customTextFields, f("customTextFields")));
  set("ribbon", checks.string(body.ribbon, f("ribbon"), { maxLength: 30 })?.trim());
  set("brand", checks.string(body.brand, f("brand"), { maxLength: 50 })?.trim());
  set("manageVariants", checks.boolean(body.manageVariants, f("manageVariants")));
  set("productOptions", readOptions(checks, body.productOptions, f("productOptions")));
  const seo = checks.object(body.seoData, f("seoData"));
  if (seo) input.seoData = seo as SeoSchema;
  set("stock", readStock(checks, body.stock, f("stock")));
  checks.done();
  return input;
}
