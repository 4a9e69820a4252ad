/**
 * A catalogue v3 product (with its inventory items, when read) as a {@link ShopProduct}:
 * decimal-string prices as numbers, options and choices, variants with their stock and their own
 * id as the cart's selection, media, ribbon, brand, info sections, categories as collection ids,
 * and its purchase options (modifiers, subscription plans, pre-order).
 */
import type { MediaItem, PriceData, ProductOption } from "@vitrine/sdk/catalog";
import type {
  FixedMonetaryAmount,
  InventoryItemV3,
  ProductField,
  ProductMedia,
  ProductV3,
  VariantV3,
} from "@vitrine/sdk/catalog-v3";
import { purchaseOptionsFromV3 } from "../catalog-v3-adapter/purchase-options.js";
import type { ShopProduct, ShopStock, ShopVariant } from "./shop-product.js";

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

/** Price data from a v3 actual price (what is paid) and compare-at price (the list price). */
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

function variantStock(inStock: boolean, item: InventoryItemV3 | undefined): ShopStock {
  if (item?.trackQuantity) return { inStock, tracked: true, quantity: item.quantity ?? 0 };
  return { inStock, tracked: false, quantity: null };
}

function variant(
  source: NonNullable<NonNullable<ServedProductV3["variantsInfo"]>["variants"]>[number],
  currency: string | undefined,
  items: ReadonlyMap<string, InventoryItemV3>,
): ShopVariant {
  const choices: Record<string, string> = {};
  for (const choice of source.choices ?? []) {
    const names = choice.optionChoiceNames;
    if (names?.optionName && names.choiceName) choices[names.optionName] = names.choiceName;
  }
  const id = source.id ?? "";
  return {
    id,
    choices,
    price: priceData(source.price?.actualPrice, source.price?.compareAtPrice, currency),
    visible: source.visible !== false,
    sku: source.sku ?? null,
    stock: variantStock(source.inventoryStatus?.inStock !== false, items.get(id)),
    selection: id ? { variantId: id } : null,
  };
}

function productStock(product: ProductV3, variants: readonly ShopVariant[]): ShopStock {
  const status = product.inventory?.availabilityStatus;
  const inStock = status === undefined ? variants.some((v) => v.stock.inStock) : status !== "OUT_OF_STOCK";
  const tracked = variants.length > 0 && variants.every((v) => v.stock.tracked);
  return {
    inStock,
    tracked,
    quantity: tracked ? variants.reduce((sum, v) => sum + (v.stock.quantity ?? 0), 0) : null,
  };
}

/**
 * Maps a v3 product (with its inventory items, when read) to the shop's model. Without variants
 * (a list or search answer) prices come from the product's price ranges.
 *
 * @example
 * ```ts
 * const read = await client.productsV3.getProductBySlug("linen-shirt", { fields: [...PRODUCT_V3_FIELDS] });
 * const shirt = shopProductFromV3(read, items);
 * ```
 */
export function shopProductFromV3(
  product: ServedProductV3,
  inventoryItems: readonly InventoryItemV3[] = [],
): ShopProduct {
  const currency = product.currency ?? undefined;
  const items = new Map(inventoryItems.map((item) => [item.variantId ?? "", item]));
  const variants = (product.variantsInfo?.variants ?? []).map((v) => variant(v, currency, items));
  const prices = variants.map((v) => v.price.discountedPrice ?? 0);
  const main = product.media?.main;
  return {
    catalog: "V3_CATALOG",
    id: product.id ?? "",
    name: product.name ?? "",
    slug: product.slug ?? "",
    description: product.plainDescription ?? null,
    brand: product.brand?.name ?? null,
    ribbon: product.ribbon?.name ?? null,
    mainMedia: main ? mediaItem(main) : null,
    media: (product.media?.itemsInfo?.items ?? (main ? [main] : [])).map(mediaItem),
    price: priceData(product.actualPriceRange?.minValue, product.compareAtPriceRange?.minValue, currency),
    priceRange: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    discount: null,
    pricePerUnit: null,
    options: productOptions(product),
    variants,
    stock: productStock(product, variants),
    collectionIds: (product.allCategoriesInfo?.categories ?? []).flatMap((c) => (c.id ? [c.id] : [])),
    infoSections: (product.infoSections ?? []).map((section) => ({
      title: section.title ?? "",
      description: section.plainDescription ?? "",
    })),
    purchaseOptions: purchaseOptionsFromV3(product, inventoryItems),
  };
}
