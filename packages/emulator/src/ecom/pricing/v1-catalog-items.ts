/**
 * The catalogue v1 adapter of pricing: the visible products a cart's lines
 * name, read by one subquery (part of the statement reading the cart), as
 * catalogue items. Hidden products count as absent: visitors cannot buy what
 * they cannot see.
 */
import type { ProductDocument, VariantDocument } from "../../catalog/model/product-document.ts";
import { toCents } from "../../catalog-core/model/money.ts";
import type { CatalogItem, CatalogOption, CatalogVariant } from "./catalog-item.ts";

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
 * A scalar subquery of the visible v1 products whose ids the SQL array `ids` holds, as one json
 * array of product documents (turn it into items with {@link v1CatalogItemsOf}), so a statement
 * reading a cart can price its lines too.
 *
 * @example
 * ```ts
 * await db.query(`select ${v1CatalogItemsSql("$1::text[]")} as items`, [["p1", "p2"]]);
 * ```
 */
export function v1CatalogItemsSql(ids: string): string {
  return `(select coalesce(json_agg(p.doc), '[]'::json) from products p where p.id = any(${ids}) and p.visible)`;
}

/**
 * The catalogue items of the product documents {@link v1CatalogItemsSql} read, by id.
 *
 * @example
 * ```ts
 * const items = v1CatalogItemsOf(row.items);
 * ```
 */
export function v1CatalogItemsOf(products: readonly ProductDocument[]): Map<string, CatalogItem> {
  return new Map(products.map((product) => [product.id, v1CatalogItem(product)]));
}
