/**
 * Prices stored lines from the catalogue as it is now: the chosen variant's
 * discounted price, the product's name, page URL and main image, the chosen
 * options as description lines, weight, SKU, item type, and availability
 * from stock (`AVAILABLE`; `PARTIALLY_AVAILABLE` with `quantityAvailable`
 * when fewer units are in stock than asked; `NOT_AVAILABLE` when none;
 * `NOT_FOUND` when the product or variant left the catalogue, priced 0).
 */
import type { ProductDocument, VariantDocument } from "../../catalog/model/product-document.ts";
import type { StoreContext } from "../../catalog/model/store-context.ts";
import type { StoredLine } from "../cart/cart-record.ts";
import type { AvailabilityStatus, DescriptionLine, LineItem } from "./line-item.ts";
import type { PricedLine } from "./totals.ts";
import { toCents, wirePrice } from "./wire-money.ts";

/** Priced lines: as served, and as totals read them. */
export interface PricedLines {
  lineItems: LineItem[];
  priced: PricedLine[];
}

function text(value: string) {
  return { original: value, translated: value };
}

function descriptionLines(product: ProductDocument, variant: VariantDocument): DescriptionLine[] {
  return (product.productOptions ?? []).flatMap((option): DescriptionLine[] => {
    const name = option.name ?? "";
    const chosen = variant.choices[name];
    if (chosen === undefined) return [];
    const choice = option.choices?.find((c) => c.description === chosen);
    if (option.optionType === "color" && choice?.value)
      return [{ name: text(name), colorInfo: { ...text(chosen), code: choice.value }, lineType: "COLOR" }];
    return [{ name: text(name), plainText: text(chosen), lineType: "PLAIN_TEXT" }];
  });
}

function availability(product: ProductDocument, variant: VariantDocument, quantity: number) {
  if (product.stock?.trackInventory === true) {
    const inStock = Math.max(0, variant.stock?.quantity ?? 0);
    const status: AvailabilityStatus =
      inStock === 0 ? "NOT_AVAILABLE" : inStock < quantity ? "PARTIALLY_AVAILABLE" : "AVAILABLE";
    return { status, quantityAvailable: inStock };
  }
  return { status: (variant.stock?.inStock ?? true) ? "AVAILABLE" : "NOT_AVAILABLE" } as const;
}

function image(product: ProductDocument) {
  const main = product.media?.mainMedia;
  if (!main?.id || !main.image?.url) return undefined;
  return {
    id: main.id,
    url: main.image.url,
    ...(main.image.height !== undefined ? { height: main.image.height } : {}),
    ...(main.image.width !== undefined ? { width: main.image.width } : {}),
    ...(main.image.altText ? { altText: main.image.altText } : {}),
  };
}

/**
 * One served line for `line`, and its unit price in cents (0 when its product is gone).
 *
 * @example
 * ```ts
 * const { lineItem, unitCents } = priceLine(line, products.get(line.catalogReference.catalogItemId), context);
 * ```
 */
export function priceLine(
  line: StoredLine,
  product: ProductDocument | undefined,
  context: StoreContext,
): { lineItem: LineItem; unitCents: number } {
  const variant = ((product?.variants ?? []) as VariantDocument[]).find((v) => v.id === line.variantId);
  const price = (cents: number) => wirePrice(cents, context.currency);
  const slug = product?.slug ?? "";
  const fullCents = variant ? toCents(variant.variant?.priceData?.price ?? 0) : 0;
  const unitCents = variant ? toCents(variant.variant?.priceData?.discountedPrice ?? 0) : 0;
  const physical = (product?.productType ?? "physical") === "physical";
  const sku = variant?.variant?.sku;
  const picture = product ? image(product) : undefined;
  const lineItem: LineItem = {
    id: line.id,
    quantity: line.quantity,
    catalogReference: line.catalogReference,
    productName: text(product?.name ?? line.productName),
    url: { relativePath: `/product-page/${slug}`, url: `${context.publicUrl}/product-page/${slug}` },
    price: price(unitCents),
    fullPrice: price(fullCents),
    priceBeforeDiscounts: price(unitCents),
    lineItemPrice: price(unitCents * line.quantity),
    descriptionLines: product && variant ? descriptionLines(product, variant) : [],
    ...(picture ? { image: picture } : {}),
    availability:
      product && variant ? availability(product, variant, line.quantity) : { status: "NOT_FOUND" },
    physicalProperties: {
      weight: variant?.variant?.weight ?? 0,
      ...(sku ? { sku } : {}),
      shippable: physical,
    },
    itemType: { preset: physical ? "PHYSICAL" : "DIGITAL" },
    paymentOption: "FULL_PAYMENT_ONLINE",
    rootCatalogItemId: line.catalogReference.catalogItemId,
    customLineItem: false,
    priceUndetermined: false,
    fixedQuantity: false,
  };
  return { lineItem, unitCents };
}

/**
 * Every stored line priced against `products` (from `loadCatalogProducts`).
 *
 * @example
 * ```ts
 * const { lineItems, priced } = priceLines(cart.doc.lineItems, products, context);
 * ```
 */
export function priceLines(
  lines: readonly StoredLine[],
  products: ReadonlyMap<string, ProductDocument>,
  context: StoreContext,
): PricedLines {
  const lineItems: LineItem[] = [];
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const { lineItem, unitCents } = priceLine(
      line,
      products.get(line.catalogReference.catalogItemId),
      context,
    );
    lineItems.push(lineItem);
    priced.push({
      id: line.id,
      totalCents: unitCents * line.quantity,
      shippable: lineItem.physicalProperties.shippable && lineItem.availability.status !== "NOT_FOUND",
    });
  }
  return { lineItems, priced };
}
