/**
 * From the stored catalogue v1 product to the catalogue v3 product that the
 * `wix.stores.catalog.v3.product_*` events carry. The catalogue keeps v1
 * documents and records them in the outbox; delivery maps them here, so the
 * mapping is pure and runs on the recorded document only.
 */
import type {
  ConnectedOption,
  FixedMonetaryAmount,
  MediaItem,
  PriceRange,
  ProductMedia,
  ProductOption,
  ProductV3,
  Variant,
  VariantV3,
} from "@vitrine/sdk/catalog";
import type { ProductDocument } from "./product-document.ts";

/** A v3 product as JSON, timestamps as ISO strings. */
export type ProductV3Json = ProductV3<string>;

const amount = (value: number | null | undefined, formatted?: string): FixedMonetaryAmount | undefined =>
  value === null || value === undefined
    ? undefined
    : { amount: String(value), ...(formatted ? { formattedAmount: formatted } : {}) };

function range(values: readonly number[]): PriceRange | undefined {
  if (values.length === 0) return undefined;
  return { minValue: amount(Math.min(...values)) ?? {}, maxValue: amount(Math.max(...values)) ?? {} };
}

function media(item: MediaItem): ProductMedia {
  const image = item.image;
  return {
    ...(item.id ? { id: item.id } : {}),
    ...(image?.url ? { url: image.url } : {}),
    ...(image
      ? {
          image: {
            ...(item.id ? { id: item.id } : {}),
            ...(image.url ? { url: image.url } : {}),
            ...(image.width !== undefined ? { width: image.width } : {}),
            ...(image.height !== undefined ? { height: image.height } : {}),
            altText: image.altText ?? null,
          },
        }
      : {}),
    ...(item.title ? { displayName: item.title } : {}),
    mediaType: item.mediaType === "video" ? "VIDEO" : "IMAGE",
  };
}

function option(v1: ProductOption): ConnectedOption {
  const color = v1.optionType === "color";
  return {
    name: v1.name ?? null,
    optionRenderType: color ? "SWATCH_CHOICES" : "TEXT_CHOICES",
    choicesSettings: {
      choices: (v1.choices ?? []).map((choice) => ({
        name: (color ? choice.description : choice.value) ?? null,
        choiceType: color ? "ONE_COLOR" : "CHOICE_TEXT",
        ...(color && choice.value ? { colorCode: choice.value } : {}),
        ...(choice.inStock !== undefined ? { inStock: choice.inStock } : {}),
        ...(choice.visible !== undefined ? { visible: choice.visible } : {}),
      })),
    },
  };
}

function variant(v1: Variant, options: readonly ConnectedOption[]): VariantV3 {
  const data = v1.variant;
  const price = data?.priceData;
  const actual = price?.discountedPrice ?? price?.price;
  return {
    id: v1.id ?? null,
    visible: data?.visible ?? null,
    sku: data?.sku ?? null,
    choices: Object.entries(v1.choices ?? {}).map(([optionName, choiceName]) => {
      const renderType = options.find((o) => o.name === optionName)?.optionRenderType;
      return { optionChoiceNames: { optionName, choiceName, ...(renderType ? { renderType } : {}) } };
    }),
    price: {
      ...(actual !== undefined && actual !== null
        ? { actualPrice: amount(actual, price?.formatted?.discountedPrice) ?? {} }
        : {}),
      ...(price?.price !== undefined && price.price !== null && price.price !== actual
        ? { compareAtPrice: amount(price.price, price.formatted?.price) ?? {} }
        : {}),
    },
    ...(data?.costAndProfitData?.itemCost !== undefined && data.costAndProfitData.itemCost !== null
      ? { revenueDetails: { cost: amount(data.costAndProfitData.itemCost) ?? {} } }
      : {}),
    ...(data?.weight !== undefined ? { physicalProperties: { weight: data.weight } } : {}),
  };
}

function availability(v1: ProductDocument): NonNullable<ProductV3Json["inventory"]> {
  const status = v1.stock?.inventoryStatus;
  return {
    availabilityStatus:
      status === "OUT_OF_STOCK" || v1.stock?.inStock === false ? "OUT_OF_STOCK" : "IN_STOCK",
    preorderStatus: "DISABLED",
    preorderAvailability: "NO_VARIANTS",
  };
}

/**
 * Maps a stored v1 product to the catalogue v3 product of the product events: ids and dates,
 * name, slug, description (as `plainDescription`), visibility, media, options, variants with
 * their prices, price ranges over the variants, brand, ribbon, info sections, inventory summary,
 * product type, currency and page URL.
 *
 * @example
 * ```ts
 * toProductV3(v1Doc).actualPriceRange?.minValue?.amount; // "10"
 * ```
 */
export function toProductV3(v1: ProductDocument): ProductV3Json {
  const options = (v1.productOptions ?? []).map(option);
  const variants = (v1.variants ?? []).map((v) => variant(v, options));
  const prices = (v1.variants ?? []).map((v) => v.variant?.priceData).filter((p) => p !== undefined);
  const actual = prices.map((p) => p.discountedPrice ?? p.price).filter((p) => typeof p === "number");
  const compareAt = prices.map((p) => p.price).filter((p) => typeof p === "number");
  const fallback = v1.priceData;
  const actualRange =
    range(actual) ??
    range([fallback?.discountedPrice ?? fallback?.price].filter((p) => typeof p === "number"));
  const compareAtRange = range(compareAt) ?? range([fallback?.price].filter((p) => typeof p === "number"));
  const costRange =
    v1.costRange?.minValue !== undefined && v1.costRange.maxValue !== undefined
      ? range([v1.costRange.minValue, v1.costRange.maxValue])
      : undefined;
  const main = v1.media?.mainMedia;
  const page = v1.productPageUrl;
  return {
    id: v1.id,
    createdDate: v1.createdDate ?? null,
    updatedDate: v1.lastUpdated ?? null,
    name: v1.name,
    slug: v1.slug,
    plainDescription: v1.description ?? null,
    visible: v1.visible ?? true,
    visibleInPos: true,
    media: {
      ...(main ? { main: media(main) } : {}),
      itemsInfo: { items: (v1.media?.items ?? []).map(media) },
    },
    options,
    modifiers: (v1.customTextFields ?? []).map((field) => ({
      name: field.title ?? null,
      mandatory: field.mandatory ?? false,
      modifierRenderType: "FREE_TEXT",
      freeTextSettings: { minCharCount: 0, maxCharCount: field.maxLength ?? 500, title: field.title ?? "" },
    })),
    ...(v1.brand ? { brand: { name: v1.brand } } : {}),
    ...(v1.ribbon ? { ribbon: { name: v1.ribbon } } : {}),
    infoSections: (v1.additionalInfoSections ?? []).map((section) => ({
      title: section.title ?? null,
      plainDescription: section.description ?? null,
    })),
    ...(actualRange ? { actualPriceRange: actualRange } : {}),
    ...(compareAtRange ? { compareAtPriceRange: compareAtRange } : {}),
    ...(costRange ? { costRange } : {}),
    inventory: availability(v1),
    productType: v1.productType === "digital" ? "DIGITAL" : "PHYSICAL",
    currency: fallback?.currency ?? null,
    ...(page?.path ? { url: { relativePath: `/${page.path}`, url: `${page.base ?? ""}${page.path}` } } : {}),
    variantsInfo: { variants },
  };
}

/** Which v3 fields a changed v1 field shows up in. */
const V3_FIELDS: Record<string, readonly (keyof ProductV3Json)[]> = {
  name: ["name"],
  slug: ["slug"],
  description: ["plainDescription"],
  visible: ["visible"],
  productType: ["productType"],
  media: ["media"],
  productOptions: ["options"],
  customTextFields: ["modifiers"],
  brand: ["brand"],
  ribbon: ["ribbon"],
  additionalInfoSections: ["infoSections"],
  priceData: ["actualPriceRange", "compareAtPriceRange", "currency"],
  price: ["actualPriceRange", "compareAtPriceRange", "currency"],
  discount: ["actualPriceRange"],
  costAndProfitData: ["costRange"],
  costRange: ["costRange"],
  stock: ["inventory"],
  variants: ["variantsInfo"],
  productPageUrl: ["url"],
  createdDate: ["createdDate"],
};

/**
 * The v3 `modifiedFields` of an update: for each changed v1 field, the v3 fields it maps to, with
 * their value in the updated v3 product.
 *
 * @example
 * ```ts
 * modifiedFieldsV3({ name: "New" }, toProductV3(after)); // { name: "New" }
 * ```
 */
export function modifiedFieldsV3(
  modifiedV1: Record<string, unknown>,
  current: ProductV3Json,
): Record<string, unknown> {
  const modified: Record<string, unknown> = {};
  for (const key of Object.keys(modifiedV1)) {
    for (const field of V3_FIELDS[key] ?? []) modified[field] = current[field] ?? null;
  }
  return modified;
}
