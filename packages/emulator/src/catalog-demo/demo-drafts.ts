/**
 * The demo catalogue in catalogue v3 form, derived from the same source as the
 * v1 demo (`src/catalog/seed/demo-store.ts` `buildCatalogue`): each v1 product
 * becomes a v3 product draft (with the v3-only modifiers and subscription plans of
 * `demo-purchase-options.ts`), and the brands, ribbons, info sections,
 * options (as customizations) and collections (as categories) they name
 * become entities with ids derived from their names, so every seed is the same.
 */
import type { ConnectedOption, ProductMedia } from "@vitrine/sdk/catalog";
import type { CollectionDocument, ProductDocument } from "../catalog/model/product-document.ts";
import { toProductV3 } from "../catalog/model/product-v3.ts";
import type { CustomizationChoice } from "../catalog-v3/customizations/customization-rows.ts";
import { keyOf } from "../catalog-v3/customizations/customization-rows.ts";
import { amountOfNumber } from "../catalog-v3/model/amount.ts";
import { deterministicId } from "../catalog-v3/model/deterministic-id.ts";
import type { ProductDraft, StockDraft, VariantDraft } from "../catalog-v3/model/product-draft.ts";
import { demoPurchaseOptions } from "./demo-purchase-options.ts";

/** An option of the demo catalogue, as a customization: its name, look and every choice any product offers. */
export interface DemoOption {
  id: string;
  name: string;
  renderType: "TEXT_CHOICES" | "SWATCH_CHOICES";
  choices: CustomizationChoice[];
}

/** Everything the v3 demo seed stores. */
export interface DemoDrafts {
  brands: { id: string; name: string }[];
  ribbons: { id: string; name: string }[];
  infoSections: { id: string; uniqueName: string; title: string; plainDescription: string }[];
  options: DemoOption[];
  categories: CollectionDocument[];
  products: { id: string; createdDate: string; updatedDate: string; draft: ProductDraft }[];
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

function demoOptions(products: readonly ProductDocument[]): DemoOption[] {
  const byName = new Map<string, DemoOption>();
  for (const product of products) {
    for (const option of product.productOptions ?? []) {
      const name = option.name ?? "";
      const color = option.optionType === "color";
      const entry = byName.get(name) ?? {
        id: deterministicId(`customization:${name}`),
        name,
        renderType: color ? "SWATCH_CHOICES" : "TEXT_CHOICES",
        choices: [],
      };
      for (const choice of option.choices ?? []) {
        const choiceName = (color ? choice.description : choice.value) ?? "";
        if (entry.choices.some((c) => c.name === choiceName)) continue;
        entry.choices.push({
          id: deterministicId(`choice:${name}:${choiceName}`),
          choiceType: color ? "ONE_COLOR" : "CHOICE_TEXT",
          key: keyOf(choiceName),
          name: choiceName,
          ...(color && choice.value ? { colorCode: choice.value } : {}),
        });
      }
      byName.set(name, entry);
    }
  }
  return [...byName.values()];
}

function connectedOptions(product: ProductDocument, options: readonly DemoOption[]): ConnectedOption[] {
  return (product.productOptions ?? []).map((v1) => {
    const option = options.find((o) => o.name === v1.name);
    const color = v1.optionType === "color";
    return {
      id: option?.id ?? null,
      key: keyOf(v1.name ?? ""),
      name: v1.name ?? null,
      optionRenderType: option?.renderType ?? "TEXT_CHOICES",
      choicesSettings: {
        choices: (v1.choices ?? []).map((c) => {
          const name = (color ? c.description : c.value) ?? "";
          const known = option?.choices.find((choice) => choice.name === name);
          return {
            choiceId: known?.id ?? null,
            key: keyOf(name),
            name,
            choiceType: color ? "ONE_COLOR" : "CHOICE_TEXT",
            ...(known?.colorCode ? { colorCode: known.colorCode } : {}),
          };
        }),
      },
    };
  });
}

function variantDrafts(product: ProductDocument): VariantDraft[] {
  const tracked = product.stock?.trackInventory === true;
  return (product.variants ?? []).map((v1) => {
    const data = v1.variant;
    const price = data?.priceData?.price ?? product.priceData?.price ?? 0;
    const actual = data?.priceData?.discountedPrice ?? price;
    const cost = data?.costAndProfitData?.itemCost ?? product.costAndProfitData?.itemCost;
    const stock: StockDraft = tracked
      ? { quantity: v1.stock?.quantity ?? 0 }
      : { inStock: v1.stock?.inStock ?? true };
    return {
      id: deterministicId(`variant:${product.id}:${v1.id ?? ""}`),
      visible: data?.visible ?? true,
      sku: data?.sku ?? product.sku ?? null,
      barcode: null,
      choices: Object.entries(v1.choices ?? {}).map(([optionName, choiceName]) => ({
        optionName,
        choiceName,
      })),
      actualPrice: amountOfNumber(actual),
      ...(price !== actual ? { compareAtPrice: amountOfNumber(price) } : {}),
      ...(cost !== undefined && cost !== null ? { cost: amountOfNumber(cost) } : {}),
      ...(product.productType === "physical" ? { weight: data?.weight ?? product.weight ?? 0 } : {}),
      stock,
    };
  });
}

/**
 * The v3 drafts of the demo's v1 products and collections.
 *
 * @example
 * ```ts
 * const { products, collections } = await buildCatalogue(tx, publicUrl);
 * const drafts = demoDrafts(products, collections);
 * ```
 */
export function demoDrafts(
  products: readonly ProductDocument[],
  collections: readonly CollectionDocument[],
): DemoDrafts {
  const brands = unique(products.flatMap((p) => (p.brand ? [p.brand] : []))).map((name) => ({
    id: deterministicId(`brand:${name}`),
    name,
  }));
  const ribbons = unique(products.flatMap((p) => (p.ribbon ? [p.ribbon] : []))).map((name) => ({
    id: deterministicId(`ribbon:${name}`),
    name,
  }));
  const sections = new Map<string, DemoDrafts["infoSections"][number]>();
  for (const section of products.flatMap((p) => p.additionalInfoSections ?? [])) {
    const uniqueName = keyOf(section.title ?? "");
    if (!sections.has(uniqueName))
      sections.set(uniqueName, {
        id: deterministicId(`info-section:${uniqueName}`),
        uniqueName,
        title: section.title ?? "",
        plainDescription: section.description ?? "",
      });
  }
  const options = demoOptions(products);
  return {
    brands,
    ribbons,
    infoSections: [...sections.values()],
    options,
    categories: [...collections],
    products: products.map((product) => {
      const v3 = toProductV3(product);
      const media: ProductMedia[] = v3.media?.itemsInfo?.items ?? [];
      const brand = brands.find((b) => b.name === product.brand);
      const ribbon = ribbons.find((r) => r.name === product.ribbon);
      const unit = product.pricePerUnitData;
      const extras = demoPurchaseOptions(product.slug);
      const draft: ProductDraft = {
        name: product.name,
        slug: product.slug,
        plainDescription: product.description ?? null,
        visible: product.visible ?? true,
        visibleInPos: true,
        productType: product.productType === "digital" ? "DIGITAL" : "PHYSICAL",
        handle: null,
        media,
        ...(brand ? { brand } : {}),
        ...(ribbon ? { ribbon } : {}),
        infoSectionIds: (product.additionalInfoSections ?? []).flatMap(
          (s) => sections.get(keyOf(s.title ?? ""))?.id ?? [],
        ),
        options: connectedOptions(product, options),
        modifiers: [...(v3.modifiers ?? []), ...(extras.modifiers ?? [])],
        categoryIds: product.collectionIds ?? [],
        mainCategoryId: product.collectionIds?.[0] ?? null,
        ...(unit?.baseQuantity !== undefined && unit.baseMeasurementUnit
          ? { pricePerUnit: { quantity: unit.baseQuantity, measurementUnit: unit.baseMeasurementUnit } }
          : {}),
        ...(extras.subscriptionDetails ? { subscriptionDetails: extras.subscriptionDetails } : {}),
        variants: variantDrafts(product),
      };
      return {
        id: product.id,
        createdDate: product.createdDate ?? new Date(0).toISOString(),
        updatedDate: product.lastUpdated ?? product.createdDate ?? new Date(0).toISOString(),
        draft,
      };
    }),
  };
}
