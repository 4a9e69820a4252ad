/**
 * Collections in the database, and product membership: a product's
 * `collectionIds` (row column and document) is the source of truth, and each
 * collection's `numberOfProducts` is recounted whenever membership changes.
 */

import { firstFreeSlug, slugify } from "../../catalog-core/model/slug.ts";
import type { Queryable } from "../../db/database.ts";
import type { CollectionDocument } from "../model/product-document.ts";

/** Lock key serialising collection slug allocation. */
const SLUG_LOCK = 7_301_002;

/**
 * A slug for `name` that no collection (other than `exceptId`) uses.
 *
 * @example
 * ```ts
 * await uniqueCollectionSlug(tx, "Summer"); // "summer" or "summer-1" …
 * ```
 */
export async function uniqueCollectionSlug(tx: Queryable, name: string, exceptId?: string): Promise<string> {
  await tx.query("select pg_advisory_xact_lock($1)", [SLUG_LOCK]);
  const base = slugify(name);
  const rows = await tx.query<{ slug: string }>(
    "select slug from collections where (slug = $1 or slug like $2) and id <> $3",
    [base, `${base}-%`, exceptId ?? ""],
  );
  return firstFreeSlug(base, new Set(rows.map((r) => r.slug)));
}

/**
 * Inserts a new collection.
 *
 * @example
 * ```ts
 * await insertCollection(tx, doc, now);
 * ```
 */
export async function insertCollection(tx: Queryable, doc: CollectionDocument, now: string): Promise<void> {
  await tx.query(
    `insert into collections (id, name, slug, description, visible, doc, created_date, last_updated)
     values ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [doc.id, doc.name, doc.slug, doc.description ?? "", doc.visible ?? true, JSON.stringify(doc), now],
  );
}

/**
 * The stored collection, its row locked until the transaction ends; `undefined` when there is none.
 *
 * @example
 * ```ts
 * const collection = await loadCollectionForUpdate(tx, "c1");
 * ```
 */
export async function loadCollectionForUpdate(
  tx: Queryable,
  id: string,
): Promise<CollectionDocument | undefined> {
  const rows = await tx.query<{ doc: CollectionDocument }>(
    "select doc from collections where id = $1 for update",
    [id],
  );
  return rows[0]?.doc;
}

/**
 * Writes an existing collection's row.
 *
 * @example
 * ```ts
 * await saveCollection(tx, { ...doc, name: "Winter" }, now);
 * ```
 */
export async function saveCollection(tx: Queryable, doc: CollectionDocument, now: string): Promise<void> {
  await tx.query(
    "update collections set name = $2, slug = $3, description = $4, visible = $5, doc = $6, last_updated = $7 where id = $1",
    [doc.id, doc.name, doc.slug, doc.description ?? "", doc.visible ?? true, JSON.stringify(doc), now],
  );
}

/**
 * Deletes a collection; returns the ids of the products that were in it.
 *
 * @example
 * ```ts
 * const members = await deleteCollection(tx, "c1");
 * ```
 */
export async function deleteCollection(tx: Queryable, id: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    "select id from products where collection_ids @> array[$1]::text[] order by id for update",
    [id],
  );
  await tx.query("delete from collections where id = $1", [id]);
  return rows.map((r) => r.id);
}

/**
 * How many products the collection holds, counted now (the count is never stored, so it can
 * never go stale under concurrent writes).
 *
 * @example
 * ```ts
 * await countCollectionProducts(tx, "c1"); // 12
 * ```
 */
export async function countCollectionProducts(tx: Queryable, id: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    "select count(*)::int as count from products where collection_ids @> array[$1]::text[]",
    [id],
  );
  return row?.count ?? 0;
}
