/**
 * Store variants as served: a product's variant seen with its product
 * (`{productId}-{variantId}` id, product name, collections, stock, media).
 * A variant's name is its choice values joined with " | ", or the product's
 * name for the single variant of a product without options.
 */
import type { Media, PlatformMedia, ProductOption, StoreVariant, Variant } from "@vitrine/sdk/catalog";

/** The columns `storeVariantSelect` reads. */
export interface StoreVariantRow {
  product_id: string;
  variant_id: string;
  doc: Variant;
  product_name: string;
  collection_ids: string[];
  manage_variants: boolean | null;
  product_options: ProductOption[] | null;
  media: Media | null;
}

/** The `select … from variants v join products p` head (append `where`, `order by`, `limit`). */
export const storeVariantSelect = `select v.product_id, v.variant_id, v.doc, p.name as product_name,
  p.collection_ids, (p.doc->>'manageVariants')::boolean as manage_variants,
  p.doc->'productOptions' as product_options, p.doc->'media' as media
  from variants v join products p on p.id = v.product_id`;

/** The media of the first chosen choice that has some, else the product's main media. */
function variantMedia(row: StoreVariantRow, choices: Record<string, string>): PlatformMedia {
  for (const option of row.product_options ?? []) {
    const chosen = option.choices?.find((choice) => choice.description === choices[option.name ?? ""]);
    const item = chosen?.media?.mainMedia ?? chosen?.media?.items?.[0];
    if (item?.image?.url) return { image: { ...(item.id ? { id: item.id } : {}), url: item.image.url } };
  }
  const main = row.media?.mainMedia;
  return main?.image?.url ? { image: { ...(main.id ? { id: main.id } : {}), url: main.image.url } } : {};
}

/**
 * The wire store variant for a row.
 *
 * @example
 * ```ts
 * const rows = await db.query<StoreVariantRow>(`${storeVariantSelect} where v.product_id = $1`, ["p1"]);
 * rows.map(storeVariantFromRow);
 * ```
 */
export function storeVariantFromRow(row: StoreVariantRow): StoreVariant {
  const choices = row.doc.choices ?? {};
  const values = Object.values(choices);
  return {
    id: `${row.product_id}-${row.variant_id}`,
    variantId: row.variant_id,
    productId: row.product_id,
    variantName: values.length > 0 ? values.join(" | ") : row.product_name,
    productName: row.product_name,
    managedVariant: row.manage_variants === true,
    sku: row.doc.variant?.sku ?? "",
    stock: row.doc.stock ?? {},
    choices,
    collectionIds: row.collection_ids,
    media: variantMedia(row, choices),
    preorderInfo: { enabled: false },
  };
}
