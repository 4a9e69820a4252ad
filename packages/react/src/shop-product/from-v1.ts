/**
 * A catalogue v1 product as a {@link ShopProduct}: its fields with defaults filled in, the
 * discount as text, and each variant's cart selection (its option choices; none for a product
 * without options, whose line names the bare product).
 */
import type { Product, Variant } from "@vitrine/sdk/catalog";
import { purchaseOptionsOfV1 } from "../purchase-options.js";
import type { ShopProduct, ShopStock, ShopVariant } from "./shop-product.js";

function discountText(product: Product): string | null {
  const discount = product.discount;
  if (!discount?.value || discount.type === "NONE") return null;
  return discount.type === "PERCENT" ? `${discount.value}% off` : `$${discount.value} off`;
}

function variant(source: Variant, product: Product): ShopVariant {
  const choices = { ...(source.choices ?? {}) };
  const stock = source.stock;
  return {
    id: source.id ?? "",
    choices,
    price: source.variant?.priceData ?? product.priceData ?? {},
    visible: source.variant?.visible !== false,
    sku: source.variant?.sku ?? null,
    stock: {
      inStock: stock?.inStock !== false,
      tracked: stock?.trackQuantity === true,
      quantity: stock?.trackQuantity ? (stock.quantity ?? 0) : null,
    },
    selection: Object.keys(choices).length > 0 ? { options: choices } : null,
  };
}

function productStock(product: Product): ShopStock {
  const tracked = product.stock?.trackInventory === true;
  return {
    inStock: product.stock?.inStock !== false,
    tracked,
    quantity: tracked ? (product.stock?.quantity ?? null) : null,
  };
}

/**
 * Maps a v1 product to the shop's model.
 *
 * @example
 * ```ts
 * const page = await client.products.queryProducts().eq("slug", "linen-shirt").find();
 * const shirt = shopProductFromV1(page.items[0]);
 * ```
 */
export function shopProductFromV1(product: Product): ShopProduct {
  const range = product.priceRange;
  return {
    catalog: "V1_CATALOG",
    id: product.id ?? "",
    name: product.name ?? "",
    slug: product.slug ?? "",
    description: product.description ?? null,
    brand: product.brand ?? null,
    ribbon: product.ribbon ?? product.ribbons?.[0]?.text ?? null,
    mainMedia: product.media?.mainMedia ?? null,
    media: product.media?.items ?? [],
    price: product.priceData ?? product.price ?? {},
    priceRange:
      typeof range?.minValue === "number" && typeof range.maxValue === "number"
        ? { min: range.minValue, max: range.maxValue }
        : null,
    discount: discountText(product),
    pricePerUnit: product.pricePerUnitData ?? null,
    options: product.productOptions ?? [],
    variants: (product.variants ?? []).map((v) => variant(v, product)),
    stock: productStock(product),
    collectionIds: product.collectionIds ?? [],
    infoSections: (product.additionalInfoSections ?? []).map((section) => ({
      title: section.title ?? "",
      description: section.description ?? "",
    })),
    purchaseOptions: purchaseOptionsOfV1(product),
  };
}
