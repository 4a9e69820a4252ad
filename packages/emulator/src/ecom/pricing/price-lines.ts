/**
 * Prices stored lines from the catalogue as it is now: the chosen variant's
 * price to pay, the product's name, page URL and main image, the chosen
 * options as description lines (then the chosen modifiers and free text), weight, SKU, item type, and availability
 * from stock (`AVAILABLE`; `PARTIALLY_AVAILABLE` with `quantityAvailable`
 * when fewer units are in stock than asked; `NOT_AVAILABLE` when none;
 * `NOT_FOUND` when the product or variant left the catalogue, priced 0). A v3
 * variant taking pre-orders counts the units still open to pre-order as
 * available, and a line with pre-ordered units says so in a "Pre-order"
 * description line with the shop's message (the provider's cart line has no
 * pre-order field). A v3 line bought on a subscription plan is priced with
 * the plan's discount and shows the plan (`subscriptionOptionInfo`).
 */

import type { StoreContext } from "../../catalog-core/model/store-context.ts";
import { planUnitCents } from "../../catalog-v3/products/subscription-prices.ts";
import type { StoredLine } from "../cart/cart-record.ts";
import type { CatalogItem, CatalogVariant } from "./catalog-item.ts";
import type { AvailabilityStatus, DescriptionLine, LineItem } from "./line-item.ts";
import { chosenPlan, subscriptionOptionInfo } from "./subscription-plan.ts";
import type { PricedLine } from "./totals.ts";
import { wirePrice } from "./wire-money.ts";

/** Priced lines: as served, and as totals read them. */
export interface PricedLines {
  lineItems: LineItem[];
  priced: PricedLine[];
}

function text(value: string) {
  return { original: value, translated: value };
}

function descriptionLines(item: CatalogItem, variant: CatalogVariant): DescriptionLine[] {
  return item.options.flatMap((option): DescriptionLine[] => {
    const chosen = variant.choices[option.name];
    if (chosen === undefined) return [];
    const code = option.colorCodes.get(chosen);
    if (option.color && code)
      return [{ name: text(option.name), colorInfo: { ...text(chosen), code }, lineType: "COLOR" }];
    return [{ name: text(option.name), plainText: text(chosen), lineType: "PLAIN_TEXT" }];
  });
}

/** The line's chosen modifiers (v3, by key) and free text, named as the product names them. */
function purchaseLines(line: StoredLine, item: CatalogItem): DescriptionLine[] {
  const chosen = line.catalogReference.options;
  const modifierLines = Object.entries(chosen?.variantId ? (chosen.options ?? {}) : {}).map(
    ([key, choice]): DescriptionLine => {
      const modifier = item.modifiers?.find((m) => m.key === key);
      return {
        name: text(modifier?.name ?? key),
        plainText: text(modifier?.choices.get(choice) ?? choice),
        lineType: "PLAIN_TEXT",
      };
    },
  );
  const textLines = Object.entries(chosen?.customTextFields ?? {}).map(
    ([key, value]): DescriptionLine => ({
      name: text(item.modifiers?.find((m) => m.key === key)?.name ?? key),
      plainText: text(value),
      lineType: "PLAIN_TEXT",
    }),
  );
  return [...modifierLines, ...textLines];
}

function availability(variant: CatalogVariant, quantity: number) {
  const stock = variant.stock;
  if (stock.tracked) {
    const available = stock.quantity + (stock.preorder?.units ?? 0);
    const status: AvailabilityStatus =
      available === 0 ? "NOT_AVAILABLE" : available < quantity ? "PARTIALLY_AVAILABLE" : "AVAILABLE";
    return { status, quantityAvailable: available };
  }
  return { status: stock.inStock || stock.preorder ? "AVAILABLE" : "NOT_AVAILABLE" } as const;
}

/** A "Pre-order" line, with the shop's message, when some of the line's units would be pre-ordered. */
function preorderLines(variant: CatalogVariant, quantity: number): DescriptionLine[] {
  const stock = variant.stock;
  if (!stock.preorder) return [];
  const preordered = stock.tracked
    ? quantity > stock.quantity && (stock.preorder.units ?? 0) > 0
    : !stock.inStock;
  if (!preordered) return [];
  return [
    {
      name: text("Pre-order"),
      plainText: text(stock.preorder.message ?? "Available for pre-order"),
      lineType: "PLAIN_TEXT",
    },
  ];
}

/**
 * One served line for `line`, and its unit price in cents (0 when its product is gone).
 *
 * @example
 * ```ts
 * const { lineItem, unitCents } = priceLine(line, items.get(line.catalogReference.catalogItemId), context);
 * ```
 */
export function priceLine(
  line: StoredLine,
  item: CatalogItem | undefined,
  context: StoreContext,
): { lineItem: LineItem; unitCents: number } {
  const variant = item?.variants.find((v) => v.id === line.variantId);
  const price = (cents: number) => wirePrice(cents, context.currency);
  const slug = item?.slug ?? "";
  const fullCents = variant?.fullCents ?? 0;
  const plan = variant ? chosenPlan(item, line.catalogReference) : undefined;
  const unitCents = plan ? planUnitCents(variant?.unitCents ?? 0, plan) : (variant?.unitCents ?? 0);
  const physical = item?.physical ?? true;
  const sku = variant?.sku;
  const picture = item?.image;
  const lineItem: LineItem = {
    id: line.id,
    quantity: line.quantity,
    catalogReference: line.catalogReference,
    productName: text(item?.name ?? line.productName),
    url: { relativePath: `/product-page/${slug}`, url: `${context.publicUrl}/product-page/${slug}` },
    price: price(unitCents),
    fullPrice: price(fullCents),
    priceBeforeDiscounts: price(unitCents),
    lineItemPrice: price(unitCents * line.quantity),
    descriptionLines:
      item && variant
        ? [
            ...descriptionLines(item, variant),
            ...purchaseLines(line, item),
            ...preorderLines(variant, line.quantity),
          ]
        : [],
    ...(picture ? { image: picture } : {}),
    availability: variant ? availability(variant, line.quantity) : { status: "NOT_FOUND" },
    physicalProperties: {
      weight: variant?.weight ?? 0,
      ...(sku ? { sku } : {}),
      shippable: physical,
    },
    itemType: { preset: physical ? "PHYSICAL" : "DIGITAL" },
    ...(plan ? { subscriptionOptionInfo: subscriptionOptionInfo(plan) } : {}),
    paymentOption: "FULL_PAYMENT_ONLINE",
    rootCatalogItemId: line.catalogReference.catalogItemId,
    customLineItem: false,
    priceUndetermined: false,
    fixedQuantity: false,
  };
  return { lineItem, unitCents };
}

/**
 * Every stored line priced against `items` (from `loadCatalogItems`).
 *
 * @example
 * ```ts
 * const { lineItems, priced } = priceLines(cart.doc.lineItems, items, context);
 * ```
 */
export function priceLines(
  lines: readonly StoredLine[],
  items: ReadonlyMap<string, CatalogItem>,
  context: StoreContext,
): PricedLines {
  const lineItems: LineItem[] = [];
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const { lineItem, unitCents } = priceLine(line, items.get(line.catalogReference.catalogItemId), context);
    lineItems.push(lineItem);
    priced.push({
      id: line.id,
      totalCents: unitCents * line.quantity,
      shippable: lineItem.physicalProperties.shippable && lineItem.availability.status !== "NOT_FOUND",
    });
  }
  return { lineItems, priced };
}
