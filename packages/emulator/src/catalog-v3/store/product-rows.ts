/**
 * Catalogue v3 products and their variants in the database: insert, replace,
 * delete and load, each with the caller's transaction. A product row keeps
 * its document beside the columns filters, sorts and search read; each
 * variant is a row of its own.
 */
import type { Queryable } from "../../db/database.ts";
import type { BuiltProduct } from "../model/build-product.ts";
import type { ProductDraft } from "../model/product-draft.ts";
import type { ProductV3Document, VariantV3Document } from "../model/product-v3-document.ts";

/** SQLSTATE of a unique index refusing a row. */
export const UNIQUE_VIOLATION = "23505";

/** A stored product row as read back. */
export interface ProductRow {
  id: string;
  revision: string;
  doc: ProductV3Document;
}

function productValues(built: BuiltProduct, draft: ProductDraft): unknown[] {
  const { doc, columns } = built;
  return [
    doc.id,
    doc.slug,
    doc.name,
    doc.plainDescription ?? null,
    doc.visible ?? true,
    doc.productType,
    doc.revision,
    doc.createdDate,
    doc.updatedDate,
    columns.minPrice,
    columns.maxPrice,
    columns.minCompareAtPrice,
    draft.brand?.id ?? null,
    draft.ribbon?.id ?? null,
    draft.mainCategoryId,
    draft.categoryIds,
    draft.infoSectionIds,
    JSON.stringify(doc),
  ];
}

async function insertVariants(tx: Queryable, productId: string, variants: readonly VariantV3Document[]) {
  for (const [position, variant] of variants.entries()) {
    await tx.query(
      `insert into v3_variants (id, product_id, position, sku, visible, price, doc)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        variant.id,
        productId,
        position,
        variant.sku ?? null,
        variant.visible ?? true,
        variant.price?.actualPrice?.amount ?? "0",
        JSON.stringify(variant),
      ],
    );
  }
}

/**
 * Inserts a product and its variants (its availability starts out of stock until
 * {@link refreshAvailability} runs over its inventory items).
 *
 * @example
 * ```ts
 * await insertProduct(tx, buildProduct(draft, meta), draft);
 * ```
 */
export async function insertProduct(tx: Queryable, built: BuiltProduct, draft: ProductDraft): Promise<void> {
  await tx.query(
    `insert into v3_products (id, slug, name, plain_description, visible, product_type, revision,
       created_date, updated_date, min_price, max_price, min_compare_at_price, brand_id, ribbon_id,
       main_category_id, category_ids, info_section_ids, availability_status, doc)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, 'OUT_OF_STOCK', $18)`,
    productValues(built, draft),
  );
  await insertVariants(tx, built.doc.id, built.variants);
}

/**
 * Replaces a product's row and variants with `built`. Variants whose ids remain keep their
 * inventory items (the rows are updated in place); the others are deleted with theirs.
 *
 * @example
 * ```ts
 * await replaceProduct(tx, buildProduct(draft, { ...meta, revision: "2" }), draft);
 * ```
 */
export async function replaceProduct(tx: Queryable, built: BuiltProduct, draft: ProductDraft): Promise<void> {
  const values = productValues(built, draft);
  await tx.query(
    `update v3_products set slug = $2, name = $3, plain_description = $4, visible = $5, product_type = $6,
       revision = $7, created_date = $8, updated_date = $9, min_price = $10, max_price = $11,
       min_compare_at_price = $12, brand_id = $13, ribbon_id = $14, main_category_id = $15,
       category_ids = $16, info_section_ids = $17, doc = $18
     where id = $1`,
    values,
  );
  const ids = built.variants.map((v) => v.id);
  await tx.query("delete from v3_variants where product_id = $1 and not (id = any($2::text[]))", [
    built.doc.id,
    ids,
  ]);
  // Positions are unique per product: park the kept rows out of the way first.
  await tx.query("update v3_variants set position = -1 - position where product_id = $1", [built.doc.id]);
  for (const [position, variant] of built.variants.entries()) {
    const updated = await tx.query(
      `update v3_variants set position = $3, sku = $4, visible = $5, price = $6, doc = $7
       where id = $1 and product_id = $2 returning id`,
      [
        variant.id,
        built.doc.id,
        position,
        variant.sku ?? null,
        variant.visible ?? true,
        variant.price?.actualPrice?.amount ?? "0",
        JSON.stringify(variant),
      ],
    );
    if (updated.length === 0)
      await tx.query(
        `insert into v3_variants (id, product_id, position, sku, visible, price, doc)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          variant.id,
          built.doc.id,
          position,
          variant.sku ?? null,
          variant.visible ?? true,
          variant.price?.actualPrice?.amount ?? "0",
          JSON.stringify(variant),
        ],
      );
  }
}

/**
 * The stored product `id` (locked for the transaction when `forUpdate`), without variants.
 *
 * @example
 * ```ts
 * const row = await loadProductRow(tx, id, { forUpdate: true });
 * ```
 */
export async function loadProductRow(
  db: Queryable,
  id: string,
  { forUpdate = false } = {},
): Promise<ProductRow | undefined> {
  const [row] = await db.query<ProductRow>(
    `select id, revision::text as revision, doc from v3_products where id = $1${forUpdate ? " for update" : ""}`,
    [id],
  );
  return row;
}

/**
 * The variants of each of `productIds`, in their order.
 *
 * @example
 * ```ts
 * const variants = (await loadVariants(db, [id])).get(id) ?? [];
 * ```
 */
export async function loadVariants(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, VariantV3Document[]>> {
  const rows = await db.query<{ product_id: string; doc: VariantV3Document }>(
    "select product_id, doc from v3_variants where product_id = any($1::text[]) order by product_id, position",
    [productIds],
  );
  const byProduct = new Map<string, VariantV3Document[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row.doc);
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * Deletes product `id` with its variants and inventory items; whether it existed.
 *
 * @example
 * ```ts
 * await deleteProductRow(tx, id);
 * ```
 */
export async function deleteProductRow(tx: Queryable, id: string): Promise<boolean> {
  const rows = await tx.query("delete from v3_products where id = $1 returning id", [id]);
  return rows.length > 0;
}
