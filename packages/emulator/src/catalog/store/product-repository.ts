/**
 * Products in the database: the `products` row (query columns + the served
 * document) and one `variants` row per variant. Every function takes the
 * caller's transaction; loads meant for a write lock the row (`FOR UPDATE`)
 * so concurrent writes to one product run one after the other.
 */

import { firstFreeSlug, slugify } from "../../catalog-core/model/slug.ts";
import type { Queryable } from "../../db/database.ts";
import type { ProductDocument, VariantDocument } from "../model/product-document.ts";

/** Lock key serialising slug allocation (two creates of "Shirt" must not both take "shirt"). */
const SLUG_LOCK = 7_301_001;

function productRow(doc: ProductDocument) {
  return {
    id: doc.id,
    numeric_id: doc.numericId,
    name: doc.name,
    slug: doc.slug,
    product_type: doc.productType ?? "physical",
    description: doc.description ?? "",
    sku: doc.sku ?? null,
    price: doc.priceData?.price ?? 0,
    visible: doc.visible ?? true,
    collection_ids: doc.collectionIds ?? [],
    doc,
    created_date: doc.createdDate,
    last_updated: doc.lastUpdated,
  };
}

function variantRows(docs: readonly ProductDocument[]) {
  return docs.flatMap((doc) =>
    ((doc.variants ?? []) as VariantDocument[]).map((v, position) => ({
      product_id: doc.id,
      variant_id: v.id,
      position,
      choices: v.choices,
      sku: v.variant?.sku ?? null,
      price: v.variant?.priceData?.price ?? 0,
      visible: v.variant?.visible ?? true,
      in_stock: v.stock?.inStock ?? true,
      doc: v,
    })),
  );
}

async function insertVariants(tx: Queryable, docs: readonly ProductDocument[]): Promise<void> {
  const rows = variantRows(docs);
  if (rows.length === 0) return;
  await tx.query(
    `insert into variants (product_id, variant_id, position, choices, sku, price, visible, in_stock, doc)
     select product_id, variant_id, position, choices, sku, price, visible, in_stock, doc
     from jsonb_to_recordset($1::jsonb) as x(product_id text, variant_id text, position int, choices jsonb,
       sku text, price double precision, visible boolean, in_stock boolean, doc jsonb)`,
    [JSON.stringify(rows)],
  );
}

/**
 * Reserves `count` numeric ids from the products' identity sequence, in ascending order.
 *
 * @example
 * ```ts
 * const [numericId] = await allocateNumericIds(tx, 1); // "1"
 * ```
 */
export async function allocateNumericIds(tx: Queryable, count: number): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    "select nextval(pg_get_serial_sequence('products', 'numeric_id'))::text as id from generate_series(1, $1)",
    [count],
  );
  return rows.map((r) => r.id);
}

/**
 * A slug for `name` that no product (other than `exceptId`) uses: `name`, then `name-1`, `name-2` …
 * Holds a transaction lock so concurrent writers cannot pick the same slug.
 *
 * @example
 * ```ts
 * await uniqueProductSlug(tx, "Linen Shirt"); // "linen-shirt" or "linen-shirt-1" …
 * ```
 */
export async function uniqueProductSlug(tx: Queryable, name: string, exceptId?: string): Promise<string> {
  await tx.query("select pg_advisory_xact_lock($1)", [SLUG_LOCK]);
  const base = slugify(name);
  const rows = await tx.query<{ slug: string }>(
    "select slug from products where (slug = $1 or slug like $2) and id <> $3",
    [base, `${base}-%`, exceptId ?? ""],
  );
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
}

/**
 * Inserts new products and their variants (one statement each, for any number of products).
 *
 * @example
 * ```ts
 * await insertProducts(tx, [doc]);
 * ```
 */
export async function insertProducts(tx: Queryable, docs: readonly ProductDocument[]): Promise<void> {
  if (docs.length === 0) return;
  await tx.query(
    `insert into products (id, numeric_id, name, slug, product_type, description, sku, price, visible,
       collection_ids, doc, created_date, last_updated)
     overriding system value
     select id, numeric_id, name, slug, product_type, description, sku, price, visible,
       collection_ids, doc, created_date, last_updated
     from jsonb_to_recordset($1::jsonb) as x(id text, numeric_id bigint, name text, slug text,
       product_type text, description text, sku text, price double precision, visible boolean,
       collection_ids text[], doc jsonb, created_date timestamptz, last_updated timestamptz)`,
    [JSON.stringify(docs.map(productRow))],
  );
  await insertVariants(tx, docs);
}

/**
 * Inserts one new product and its variants.
 *
 * @example
 * ```ts
 * await insertProduct(tx, createProductDocument(input, ids, context, randomUUID));
 * ```
 */
export function insertProduct(tx: Queryable, doc: ProductDocument): Promise<void> {
  return insertProducts(tx, [doc]);
}

/**
 * The stored product, its row locked until the transaction ends; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const doc = await loadProductForUpdate(tx, "p1");
 * ```
 */
export async function loadProductForUpdate(tx: Queryable, id: string): Promise<ProductDocument | undefined> {
  const rows = await tx.query<{ doc: ProductDocument }>("select doc from products where id = $1 for update", [
    id,
  ]);
  return rows[0]?.doc;
}

/**
 * The stored products among `ids`, locked, locked in id order (so concurrent bulk writes cannot deadlock).
 *
 * @example
 * ```ts
 * const found = await loadProductsForUpdate(tx, ["p2", "p1"]); // Map of id → document
 * ```
 */
export async function loadProductsForUpdate(
  tx: Queryable,
  ids: readonly string[],
): Promise<Map<string, ProductDocument>> {
  const rows = await tx.query<{ doc: ProductDocument }>(
    "select doc from products where id = any($1::text[]) order by id for update",
    [[...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.doc.id, r.doc]));
}

/**
 * Writes an existing product's row and replaces its variant rows.
 *
 * @example
 * ```ts
 * await saveProduct(tx, applyProductInput(doc, input, context, randomUUID));
 * ```
 */
export async function saveProduct(tx: Queryable, doc: ProductDocument): Promise<void> {
  const row = productRow(doc);
  await tx.query(
    `update products set name = $2, slug = $3, product_type = $4, description = $5, sku = $6, price = $7,
       visible = $8, collection_ids = $9, doc = $10, last_updated = $11 where id = $1`,
    [
      row.id,
      row.name,
      row.slug,
      row.product_type,
      row.description,
      row.sku,
      row.price,
      row.visible,
      row.collection_ids,
      JSON.stringify(doc),
      row.last_updated,
    ],
  );
  await tx.query("delete from variants where product_id = $1", [doc.id]);
  await insertVariants(tx, [doc]);
}

/**
 * Deletes a product (its variants go with it).
 *
 * @example
 * ```ts
 * await deleteProduct(tx, "p1");
 * ```
 */
export async function deleteProduct(tx: Queryable, id: string): Promise<void> {
  await tx.query("delete from products where id = $1", [id]);
}
