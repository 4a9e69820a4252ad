/**
 * From a resolved product draft to what is stored: the product document (ids,
 * dates, revision, price ranges over the variants, cost range, shipping weight
 * range, URL, categories, summary, media with full URLs), its variant documents,
 * and the row columns that filters, sorts and search read.
 */
import type { ProductMedia } from "@vitrine/sdk/catalog";
import { providerMediaUrl } from "../../media/media-id.ts";
import { fromThousandths, toThousandths } from "./amount.ts";
import type { ProductDraft, VariantDraft } from "./product-draft.ts";
import type { ProductV3Document, VariantV3Document } from "./product-v3-document.ts";

/** Where and when a product is stored. */
export interface ProductMeta {
  id: string;
  revision: string;
  createdDate: string;
  updatedDate: string;
  currency: string;
  publicUrl: string;
}

/** The columns of a product row besides its document. */
export interface ProductColumns {
  minPrice: string;
  maxPrice: string;
  minCompareAtPrice: string;
}

/** A product as it is written. */
export interface BuiltProduct {
  doc: ProductV3Document;
  variants: VariantV3Document[];
  columns: ProductColumns;
}

function range(values: readonly bigint[]) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    minValue: { amount: fromThousandths(sorted[0] ?? 0n) },
    maxValue: { amount: fromThousandths(sorted[sorted.length - 1] ?? 0n) },
  };
}

function variantDocument(draft: VariantDraft, product: ProductDraft): VariantV3Document {
  const actual = toThousandths(draft.actualPrice);
  const renderTypes = new Map(product.options.map((o) => [o.name ?? "", o]));
  const revenue =
    draft.cost === undefined
      ? undefined
      : (() => {
          const profit = actual - toThousandths(draft.cost);
          const margin = actual === 0n ? 0 : Math.round((Number(profit) / Number(actual)) * 10_000) / 10_000;
          return {
            cost: { amount: draft.cost },
            profit: { amount: fromThousandths(profit) },
            profitMargin: margin,
          };
        })();
  return {
    id: draft.id,
    visible: draft.visible,
    sku: draft.sku,
    barcode: draft.barcode,
    choices: draft.choices.map(({ optionName, choiceName }) => {
      const option = renderTypes.get(optionName);
      const choice = option?.choicesSettings?.choices?.find((c) => c.name === choiceName);
      return {
        optionChoiceIds: { optionId: option?.id ?? "", choiceId: choice?.choiceId ?? "" },
        optionChoiceNames: {
          optionName,
          choiceName,
          renderType: option?.optionRenderType ?? "TEXT_CHOICES",
        },
      };
    }),
    price: {
      actualPrice: { amount: draft.actualPrice },
      ...(draft.compareAtPrice !== undefined ? { compareAtPrice: { amount: draft.compareAtPrice } } : {}),
    },
    ...(revenue ? { revenueDetails: revenue } : {}),
    ...(product.productType === "PHYSICAL" ? { physicalProperties: { weight: draft.weight ?? 0 } } : {}),
  };
}

/**
 * A media item named by id alone, given the URL the emulator serves it at on the provider's media
 * path and the size that path answers without size parts (1000×1000, as catalogue v1 states).
 */
function servedMedia(item: ProductMedia, publicUrl: string): ProductMedia {
  if (item.url || !item.id) return item;
  const url = providerMediaUrl(publicUrl, item.id);
  return { ...item, url, image: { ...item.image, id: item.id, url, width: 1000, height: 1000 } };
}

/**
 * The stored form of `draft`.
 *
 * @example
 * ```ts
 * const { doc, variants, columns } = buildProduct(draft, { id, revision: "1", createdDate: now, updatedDate: now, currency: "USD", publicUrl });
 * ```
 */
export function buildProduct(draft: ProductDraft, meta: ProductMeta): BuiltProduct {
  const variants = draft.variants.map((v) => variantDocument(v, draft));
  const actual = draft.variants.map((v) => toThousandths(v.actualPrice));
  const compareAt = draft.variants.map((v) => toThousandths(v.compareAtPrice ?? v.actualPrice));
  const costs = draft.variants.flatMap((v) => (v.cost === undefined ? [] : [toThousandths(v.cost)]));
  const weights = draft.variants.map((v) => v.weight ?? 0);
  const actualRange = range(actual) ?? range([0n]);
  const compareAtRange = range(compareAt) ?? range([0n]);
  const costRange = range(costs);
  const categories = draft.categoryIds.map((id, index) => ({ id, index }));
  const [main, ...rest] = draft.media.map((item) => servedMedia(item, meta.publicUrl));
  const doc: ProductV3Document = {
    id: meta.id,
    revision: meta.revision,
    createdDate: meta.createdDate,
    updatedDate: meta.updatedDate,
    name: draft.name,
    slug: draft.slug,
    url: {
      relativePath: `/product-page/${draft.slug}`,
      url: `${meta.publicUrl.replace(/\/+$/, "")}/product-page/${draft.slug}`,
    },
    plainDescription: draft.plainDescription,
    visible: draft.visible,
    visibleInPos: draft.productType === "DIGITAL" ? false : draft.visibleInPos,
    media: { ...(main ? { main } : {}), itemsInfo: { items: main ? [main, ...rest] : [] } },
    options: draft.options,
    modifiers: draft.modifiers,
    ...(draft.brand ? { brand: draft.brand } : {}),
    infoSections: draft.infoSectionIds.map((id) => ({ id })),
    ...(draft.ribbon ? { ribbon: draft.ribbon } : {}),
    directCategoriesInfo: { categories },
    allCategoriesInfo: { categories },
    mainCategoryId: draft.mainCategoryId,
    ...(actualRange ? { actualPriceRange: actualRange } : {}),
    ...(compareAtRange ? { compareAtPriceRange: compareAtRange } : {}),
    ...(costRange ? { costRange } : {}),
    productType: draft.productType,
    ...(draft.productType === "PHYSICAL"
      ? {
          physicalProperties: {
            ...(draft.pricePerUnit ? { pricePerUnit: draft.pricePerUnit } : {}),
            shippingWeightRange: {
              minValue: weights.length > 0 ? Math.min(...weights) : 0,
              maxValue: weights.length > 0 ? Math.max(...weights) : 0,
            },
          },
        }
      : {}),
    ...(draft.handle ? { handle: draft.handle } : {}),
    ...(draft.subscriptionDetails ? { subscriptionDetails: draft.subscriptionDetails } : {}),
    currency: meta.currency,
    variantSummary: { variantCount: variants.length },
  };
  return {
    doc,
    variants,
    columns: {
      minPrice: actualRange?.minValue.amount ?? "0",
      maxPrice: actualRange?.maxValue.amount ?? "0",
      minCompareAtPrice: compareAtRange?.minValue.amount ?? "0",
    },
  };
}
