/**
 * The catalogue v3 adapter of pricing: the visible v3 products a cart's lines
 * name with their visible variants and the variants' inventory items, read by
 * one subquery (part of the statement reading the cart), as catalogue items.
 * A variant's price is its actual price (`fullPrice` its compare-at price
 * when it has one), its options the product's options (swatches as colours),
 * its stock its inventory item (with its pre-order, when it takes pre-orders).
 */

import { toCents } from "../../catalog-core/model/money.ts";
import type { ProductV3Document, VariantV3Document } from "../../catalog-v3/model/product-v3-document.ts";
import { type InventoryItemRow, preorderCapacity } from "../../catalog-v3/store/inventory-rows.ts";
import type {
  CatalogItem,
  CatalogModifier,
  CatalogOption,
  CatalogPreorder,
  CatalogStock,
  CatalogVariant,
} from "./catalog-item.ts";

function cents(amount: string | undefined): number {
  return toCents(Number(amount ?? 0));
}

function options(product: ProductV3Document): CatalogOption[] {
  return (product.options ?? []).map((option) => ({
    name: option.name ?? "",
    color: option.optionRenderType === "SWATCH_CHOICES",
    colorCodes: new Map(
      (option.choicesSettings?.choices ?? []).flatMap((choice) =>
        choice.name && choice.colorCode ? [[choice.name, choice.colorCode] as const] : [],
      ),
    ),
  }));
}

function modifiers(product: ProductV3Document): CatalogModifier[] {
  return (product.modifiers ?? []).map((modifier) => ({
    key: modifier.key ?? modifier.name ?? "",
    name: modifier.name ?? modifier.key ?? "",
    choices: new Map(
      (modifier.choicesSettings?.choices ?? []).map((c) => [c.key ?? c.name ?? "", c.name ?? c.key ?? ""]),
    ),
  }));
}

function subscriptions(product: ProductV3Document): Pick<CatalogItem, "subscriptions"> {
  const details = product.subscriptionDetails;
  if (!details?.subscriptions?.length) return {};
  return {
    subscriptions: {
      plans: details.subscriptions.filter((plan) => plan.visible !== false),
      allowOneTimePurchases: details.allowOneTimePurchases ?? false,
    },
  };
}

function variant(doc: VariantV3Document, stock: CatalogStock): CatalogVariant {
  const actual = doc.price?.actualPrice?.amount;
  const sku = doc.sku;
  return {
    id: doc.id,
    choices: Object.fromEntries(
      (doc.choices ?? []).map((choice) => [
        choice.optionChoiceNames?.optionName ?? "",
        choice.optionChoiceNames?.choiceName ?? "",
      ]),
    ),
    unitCents: cents(actual),
    fullCents: cents(doc.price?.compareAtPrice?.amount ?? actual),
    weight: doc.physicalProperties?.weight ?? 0,
    ...(sku ? { sku } : {}),
    stock,
  };
}

function image(product: ProductV3Document): CatalogItem["image"] {
  const main = product.media?.main;
  const id = main?.id ?? main?.image?.id;
  const url = main?.image?.url ?? main?.url;
  if (!id || !url) return undefined;
  const altText = main?.image?.altText ?? main?.altText;
  return {
    id,
    url,
    ...(main?.image?.height !== undefined ? { height: main.image.height } : {}),
    ...(main?.image?.width !== undefined ? { width: main.image.width } : {}),
    ...(altText ? { altText } : {}),
  };
}

function stockOf(item: V3CatalogRow["stock"][number] | undefined): CatalogStock {
  const preorder: CatalogPreorder | undefined = item?.preorder_enabled
    ? {
        ...(item.preorder_message ? { message: item.preorder_message } : {}),
        ...(item.track_quantity ? { units: preorderCapacity(item) } : {}),
      }
    : undefined;
  const base: CatalogStock = item?.track_quantity
    ? { tracked: true, quantity: Math.max(0, item.quantity ?? 0) }
    : { tracked: false, inStock: item?.in_stock ?? false };
  return preorder ? { ...base, preorder } : base;
}

/** One product as {@link v3CatalogItemsSql} reads it: its document, visible variants and stock. */
export interface V3CatalogRow {
  doc: ProductV3Document;
  /** The visible variants' documents, in their order. */
  variants: VariantV3Document[];
  /** The inventory items of its variants. */
  stock: Pick<
    InventoryItemRow,
    | "variant_id"
    | "track_quantity"
    | "quantity"
    | "in_stock"
    | "preorder_enabled"
    | "preorder_message"
    | "preorder_limit"
  >[];
}

/**
 * A scalar subquery of the visible v3 products whose ids the SQL array `ids` holds, with their
 * visible variants and inventory items, as one json array of {@link V3CatalogRow} (turn it into
 * items with {@link v3CatalogItemsOf}), so a statement reading a cart can price its lines too.
 *
 * @example
 * ```ts
 * await db.query(`select ${v3CatalogItemsSql("$1::text[]")} as items`, [[productId]]);
 * ```
 */
export function v3CatalogItemsSql(ids: string): string {
  return `(select coalesce(json_agg(json_build_object(
      'doc', p.doc,
      'variants', (select coalesce(json_agg(v.doc order by v.position), '[]'::json)
        from v3_variants v where v.product_id = p.id and v.visible),
      'stock', (select coalesce(json_agg(json_build_object('variant_id', i.variant_id,
          'track_quantity', i.track_quantity, 'quantity', i.quantity, 'in_stock', i.in_stock,
          'preorder_enabled', i.preorder_enabled, 'preorder_message', i.preorder_message,
          'preorder_limit', i.preorder_limit)), '[]'::json)
        from v3_inventory_items i where i.product_id = p.id))), '[]'::json)
    from v3_products p where p.id = any(${ids}) and p.visible)`;
}

/**
 * The catalogue items of the rows {@link v3CatalogItemsSql} read, by id.
 *
 * @example
 * ```ts
 * const items = v3CatalogItemsOf(row.items);
 * ```
 */
export function v3CatalogItemsOf(rows: readonly V3CatalogRow[]): Map<string, CatalogItem> {
  const items = new Map<string, CatalogItem>();
  for (const { doc, variants, stock } of rows) {
    const byVariant = new Map(stock.map((item) => [item.variant_id, item]));
    const picture = image(doc);
    items.set(doc.id, {
      id: doc.id,
      name: doc.name,
      slug: doc.slug,
      physical: doc.productType !== "DIGITAL",
      ...(picture ? { image: picture } : {}),
      options: options(doc),
      modifiers: modifiers(doc),
      ...subscriptions(doc),
      variants: variants.map((variantDoc) => variant(variantDoc, stockOf(byVariant.get(variantDoc.id)))),
    });
  }
  return items;
}
