/**
 * A catalogue v3 product as the hooks return products: the v1 `Product` shape the storefront
 * reads (decimal-string prices as numbers, options and choices, variants with their stock, media,
 * ribbon, brand, info sections, categories as collection ids), with its purchase options
 * (modifiers, subscription plans, pre-order).
 */
import type {
  Media,
  MediaItem,
  PriceData,
  ProductOption,
  Stock,
  Variant,
  VariantStock,
} from "@vitrine/sdk/catalog";
import type {
  FixedMonetaryAmount,
  InventoryItemV3,
  ProductField,
  ProductMedia,
  ProductV3,
  VariantV3,
} from "@vitrine/sdk/catalog-v3";
import type { ProductWithPurchaseOptions } from "../purchase-options.js";
import { purchaseOptionsFromV3 } from "./purchase-options.js";

/** The optional parts a product page and a product card read. */
export const PRODUCT_V3_FIELDS = [
  "CURRENCY",
  "PLAIN_DESCRIPTION",
  "INFO_SECTION",
  "INFO_SECTION_PLAIN_DESCRIPTION",
  "MEDIA_ITEMS_INFO",
  "ALL_CATEGORIES_INFO",
  "VARIANT_OPTION_CHOICE_NAMES",
] as const satisfies readonly ProductField[];

/** The parts of a v3 product the wire sends beyond the typed model. */
export type ServedProductV3 = ProductV3 & {
  allCategoriesInfo?: { categories?: { id?: string | null }[] };
  variantsInfo?: { variants?: (VariantV3 & { inventoryStatus?: { inStock?: boolean } })[] };
};

function amount(money: FixedMonetaryAmount | undefined): number | undefined {
  if (money?.amount === undefined || money.amount === "") return undefined;
  const value = Number(money.amount);
  return Number.isFinite(value) ? value : undefined;
}

/** v1 price data from a v3 actual price (what is paid) and compare-at price (the list price). */
function priceData(
  actual: FixedMonetaryAmount | undefined,
  compareAt: FixedMonetaryAmount | undefined,
  currency: string | undefined,
): PriceData {
  const paid = amount(actual);
  const listed = amount(compareAt) ?? paid;
  const formattedListed = compareAt?.formattedAmount ?? actual?.formattedAmount;
  return {
    ...(currency ? { currency } : {}),
    ...(listed === undefined ? {} : { price: listed }),
    ...(paid === undefined ? {} : { discountedPrice: paid }),
    formatted: {
      ...(formattedListed ? { price: formattedListed } : {}),
      ...(actual?.formattedAmount ? { discountedPrice: actual.formattedAmount } : {}),
    },
  };
}

function mediaItem(media: ProductMedia): MediaItem {
  const image = media.image;
  const url = image?.url ?? media.url;
  return {
    ...(media.id ? { id: media.id } : {}),
    ...(media.displayName ? { title: media.displayName } : {}),
    mediaType: media.mediaType === "VIDEO" ? "video" : "image",
    ...(url
      ? {
          image: {
            url,
            ...(image?.width === undefined ? {} : { width: image.width }),
            ...(image?.height === undefined ? {} : { height: image.height }),
            altText: media.altText ?? image?.altText ?? null,
          },
        }
      : {}),
  };
}

function productMedia(product: ProductV3): Media {
  const main = product.media?.main;
  const items = product.media?.itemsInfo?.items ?? (main ? [main] : []);
  return { ...(main ? { mainMedia: mediaItem(main) } : {}), items: items.map(mediaItem) };
}

function productOptions(product: ProductV3): ProductOption[] {
  return (product.options ?? []).map((option) => ({
    name: option.name ?? "",
    optionType: option.optionRenderType === "SWATCH_CHOICES" ? "color" : "drop_down",
    choices: (option.choicesSettings?.choices ?? []).map((choice) => ({
      description: choice.name ?? "",
      value: choice.colorCode ?? choice.name ?? "",
      inStock: choice.inStock !== false,
      visible: choice.visible !== false,
    })),
  }));
}

function variantStock(inStock: boolean, item: InventoryItemV3 | undefined): VariantStock {
  if (item?.trackQuantity) return { trackQuantity: true, quantity: item.quantity ?? 0, inStock };
  return { trackQuantity: false, inStock };
}

function variant(
  source: NonNullable<NonNullable<ServedProductV3["variantsInfo"]>["variants"]>[number],
  currency: string | undefined,
  items: ReadonlyMap<string, InventoryItemV3>,
): Variant {
  const choices: Record<string, string> = {};
  for (const choice of source.choices ?? []) {
    const names = choice.optionChoiceNames;
    if (names?.optionName && names.choiceName) choices[names.optionName] = names.choiceName;
  }
  const id = source.id ?? "";
  return {
    id,
    choices,
    variant: {
      priceData: priceData(source.price?.actualPrice, source.price?.compareAtPrice, currency),
      visible: source.visible !== false,
      ...(source.sku ? { sku: source.sku } : {}),
      ...(typeof source.physicalProperties?.weight === "number"
        ? { weight: source.physicalProperties.weight }
        : {}),
    },
    stock: variantStock(source.inventoryStatus?.inStock !== false, items.get(id)),
  };
}

function productStock(product: ProductV3, variants: readonly Variant[]): Stock {
  const status = product.inventory?.availabilityStatus;
  const inStock = status === undefined ? variants.some((v) => v.stock?.inStock) : status !== "OUT_OF_STOCK";
  const tracked = variants.length > 0 && variants.every((v) => v.stock?.trackQuantity);
  const someOut = variants.some((v) => v.stock?.inStock === false);
  return {
    trackInventory: tracked,
    inStock,
    inventoryStatus: !inStock ? "OUT_OF_STOCK" : someOut ? "PARTIALLY_OUT_OF_STOCK" : "IN_STOCK",
    ...(tracked ? { quantity: variants.reduce((sum, v) => sum + (v.stock?.quantity ?? 0), 0) } : {}),
  };
}

/**
 * Maps a v3 product (with its inventory items, when read) to the app-facing `Product`. Without
 * variants (a list or search answer) prices come from the product's price ranges.
 *
 * @example
 * ```ts
 * const product = productFromV3(await client.productsV3.getProductBySlug("linen-shirt", { fields: [...PRODUCT_V3_FIELDS] }));
 * ```
 */
export function productFromV3(
  product: ServedProductV3,
  inventoryItems: readonly InventoryItemV3[] = [],
): ProductWithPurchaseOptions {
  const currency = product.currency ?? undefined;
  const items = new Map(inventoryItems.map((item) => [item.variantId ?? "", item]));
  const variants = (product.variantsInfo?.variants ?? []).map((v) => variant(v, currency, items));
  const price = priceData(
    product.actualPriceRange?.minValue,
    product.compareAtPriceRange?.minValue,
    currency,
  );
  const ribbon = product.ribbon?.name ?? null;
  const prices = variants.map((v) => v.variant?.priceData?.discountedPrice ?? 0);
  return {
    id: product.id ?? "",
    name: product.name ?? null,
    slug: product.slug ?? "",
    visible: product.visible ?? true,
    productType: product.productType === "DIGITAL" ? "digital" : "physical",
    description: product.plainDescription ?? null,
    stock: productStock(product, variants),
    price,
    priceData: price,
    ...(prices.length > 0
      ? { priceRange: { minValue: Math.min(...prices), maxValue: Math.max(...prices) } }
      : {}),
    additionalInfoSections: (product.infoSections ?? []).map((section) => ({
      title: section.title ?? "",
      description: section.plainDescription ?? "",
    })),
    ribbons: ribbon ? [{ text: ribbon }] : [],
    ribbon,
    brand: product.brand?.name ?? null,
    media: productMedia(product),
    manageVariants: variants.length > 1,
    productOptions: productOptions(product),
    collectionIds: (product.allCategoriesInfo?.categories ?? []).flatMap((c) => (c.id ? [c.id] : [])),
    variants,
    createdDate: product.createdDate ?? null,
    lastUpdated: product.updatedDate ?? null,
    purchaseOptions: purchaseOptionsFromV3(product, inventoryItems),
  };
}
