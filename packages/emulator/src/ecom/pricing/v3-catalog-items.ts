/**
 * The catalogue v3 adapter of pricing: the visible v3 products a cart's lines
 * name with their visible variants and the variants' inventory items, read in
 * three statements, as catalogue items. A variant's price is its actual
 * price (`fullPrice` its compare-at price when it has one), its options the
 * product's options (swatches as colours), its stock its inventory item.
 */

import type { ProductV3Document, VariantV3Document } from "../../catalog-v3/model/product-v3-document.ts";
import { inventoryByVariant } from "../../catalog-v3/store/inventory-rows.ts";
import type { Queryable } from "../../db/database.ts";
import type { CatalogItem, CatalogOption, CatalogStock, CatalogVariant } from "./catalog-item.ts";
import { toCents } from "./wire-money.ts";

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

/**
 * The visible v3 products among `ids` with their visible variants and stock, by id.
 *
 * @example
 * ```ts
 * const items = await loadV3CatalogItems(db, [productId]);
 * ```
 */
export async function loadV3CatalogItems(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, CatalogItem>> {
  const products = await db.query<{ doc: ProductV3Document }>(
    "select doc from v3_products where id = any($1::text[]) and visible",
    [ids],
  );
  if (products.length === 0) return new Map();
  const productIds = products.map((row) => row.doc.id);
  const variants = await db.query<{ product_id: string; doc: VariantV3Document }>(
    `select product_id, doc from v3_variants where product_id = any($1::text[]) and visible
     order by product_id, position`,
    [productIds],
  );
  const stock = await inventoryByVariant(db, productIds);
  const items = new Map<string, CatalogItem>();
  for (const { doc } of products) {
    const picture = image(doc);
    items.set(doc.id, {
      id: doc.id,
      name: doc.name,
      slug: doc.slug,
      physical: doc.productType !== "DIGITAL",
      ...(picture ? { image: picture } : {}),
      options: options(doc),
      variants: variants
        .filter((row) => row.product_id === doc.id)
        .map((row) => {
          const item = stock.get(row.doc.id);
          return variant(
            row.doc,
            item?.track_quantity
              ? { tracked: true, quantity: Math.max(0, item.quantity ?? 0) }
              : { tracked: false, inStock: item?.in_stock ?? false },
          );
        }),
    });
  }
  return items;
}
