/**
 * The draft a stored product was built from, read back from its document and
 * variants: the base an update applies its changes to.
 */
import type { ProductDraft, VariantDraft } from "./product-draft.ts";
import type { ProductV3Document, VariantV3Document } from "./product-v3-document.ts";

function variantDraft(variant: VariantV3Document): VariantDraft {
  const weight = variant.physicalProperties?.weight;
  return {
    id: variant.id,
    visible: variant.visible ?? true,
    sku: variant.sku ?? null,
    barcode: variant.barcode ?? null,
    choices: (variant.choices ?? []).map((choice) => ({
      optionName: choice.optionChoiceNames?.optionName ?? "",
      choiceName: choice.optionChoiceNames?.choiceName ?? "",
    })),
    actualPrice: variant.price?.actualPrice?.amount ?? "0",
    ...(variant.price?.compareAtPrice?.amount !== undefined
      ? { compareAtPrice: variant.price.compareAtPrice.amount }
      : {}),
    ...(variant.revenueDetails?.cost?.amount !== undefined
      ? { cost: variant.revenueDetails.cost.amount }
      : {}),
    ...(weight !== undefined && weight !== null ? { weight } : {}),
  };
}

/**
 * The draft of a stored product.
 *
 * @example
 * ```ts
 * const base = storedDraft(row.doc, (await loadVariants(tx, [row.id])).get(row.id) ?? []);
 * ```
 */
export function storedDraft(doc: ProductV3Document, variants: readonly VariantV3Document[]): ProductDraft {
  return {
    name: doc.name,
    slug: doc.slug,
    plainDescription: doc.plainDescription ?? null,
    visible: doc.visible ?? true,
    visibleInPos: doc.visibleInPos ?? true,
    productType: doc.productType ?? "PHYSICAL",
    handle: doc.handle ?? null,
    media: doc.media?.itemsInfo?.items ?? [],
    ...(doc.brand?.id ? { brand: { id: doc.brand.id, name: doc.brand.name ?? "" } } : {}),
    ...(doc.ribbon?.id ? { ribbon: { id: doc.ribbon.id, name: doc.ribbon.name ?? "" } } : {}),
    infoSectionIds: (doc.infoSections ?? []).flatMap((s) => (s.id ? [s.id] : [])),
    options: doc.options ?? [],
    modifiers: doc.modifiers ?? [],
    categoryIds: (doc.directCategoriesInfo?.categories ?? []).map((c) => c.id),
    mainCategoryId: doc.mainCategoryId ?? null,
    ...(doc.physicalProperties?.pricePerUnit ? { pricePerUnit: doc.physicalProperties.pricePerUnit } : {}),
    ...(doc.subscriptionDetails ? { subscriptionDetails: doc.subscriptionDetails } : {}),
    variants: variants.map(variantDraft),
  };
}
