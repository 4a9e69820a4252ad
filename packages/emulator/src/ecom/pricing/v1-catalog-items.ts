/**
 * The catalogue v1 adapter of pricing: the visible products a cart's lines
 * name, read in one statement, as catalogue items. Hidden products count as
 * absent: visitors cannot buy what they cannot see.
 */
import type { ProductDocument, VariantDocument } from "../../catalog/model/product-document.ts";
import type { Queryable } from "../../db/database.ts";
import type { CatalogItem, CatalogOption, CatalogVariant } from "./catalog-item.ts";
import { toCents } from "./wire-money.ts";

function options(product: ProductDocument): CatalogOption[] {
  return (product.productOptions ?? []).map((option) => ({
    name: option.name ?? "",
    color: option.optionType === "color",
    colorCodes: new Map(
      (option.choices ?? []).flatMap((choice) =>
        choice.description && choice.value ? [[choice.description, choice.value] as const] : [],
      ),
    ),
  }));
}

function variant(product: ProductDocument, doc: VariantDocument): CatalogVariant {
  const sku = doc.variant?.sku;
  return {
    id: doc.id,
    choices: doc.choices,
    unitCents: toCents(doc.variant?.priceData?.discountedPrice ?? 0),
    fullCents: toCents(doc.variant?.priceData?.price ?? 0),
    weight: doc.variant?.weight ?? 0,
    ...(sku ? { sku } : {}),
    stock:
      product.stock?.trackInventory === true
        ? { tracked: true, quantity: Math.max(0, doc.stock?.quantity ?? 0) }
        : { tracked: false, inStock: doc.stock?.inStock ?? true },
  };
}

function image(product: ProductDocument): CatalogItem["image"] {
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
 * A v1 product as a catalogue item.
 *
 * @example
 * ```ts
 * const item = v1CatalogItem(product);
 * ```
 */
export function v1CatalogItem(product: ProductDocument): CatalogItem {
  const picture = image(product);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    physical: (product.productType ?? "physical") === "physical",
    ...(picture ? { image: picture } : {}),
    options: options(product),
    variants: ((product.variants ?? []) as VariantDocument[]).map((v) => variant(product, v)),
  };
}

/**
 * The visible v1 products among `ids`, by id.
 *
 * @example
 * ```ts
 * const items = await loadV1CatalogItems(db, ["p1", "p2"]);
 * ```
 */
export async function loadV1CatalogItems(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, CatalogItem>> {
  const rows = await db.query<{ doc: ProductDocument }>(
    "select doc from products where id = any($1::text[]) and visible",
    [ids],
  );
  return new Map(rows.map((row) => [row.doc.id, v1CatalogItem(row.doc)]));
}
