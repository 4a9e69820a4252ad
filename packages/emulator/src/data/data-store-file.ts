/**
 * The data collections of a store file (`vitrine-emulator export`, `start --seed-file`): each
 * collection with its fields, permissions and items as stored (system fields and reference ids
 * included), collections and items in id order, so exporting a loaded store gives the same file.
 */
import type { Queryable } from "../db/database.ts";
import { type DataCollection, insertCollection } from "./data-collection.ts";
import { type ItemData, insertItem } from "./item-store.ts";

/** A collection as the store file holds it. */
export interface DataCollectionRecord extends DataCollection {
  items: ItemData[];
}

/**
 * Every collection of the store, with its items.
 *
 * @example
 * ```ts
 * const dataCollections = await exportDataCollections(db);
 * ```
 */
export async function exportDataCollections(db: Queryable): Promise<DataCollectionRecord[]> {
  const collections = await db.query<{
    id: string;
    display_name: string;
    fields: DataCollection["fields"];
    permissions: DataCollection["permissions"];
  }>("select id, display_name, fields, permissions from data_collections order by id");
  const items = await db.query<{ collection_id: string; data: ItemData }>(
    "select collection_id, data from data_items order by collection_id, id",
  );
  return collections.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    fields: row.fields,
    permissions: row.permissions,
    items: items.filter((item) => item.collection_id === row.id).map((item) => item.data),
  }));
}

/**
 * Stores `records` (collections and their items) in the caller's transaction; resolves the number
 * of items stored.
 *
 * @example
 * ```ts
 * await importDataCollections(tx, file.dataCollections, new Date());
 * ```
 */
export async function importDataCollections(
  tx: Queryable,
  records: readonly DataCollectionRecord[],
  now: Date,
): Promise<number> {
  let stored = 0;
  for (const { items, ...collection } of records) {
    await insertCollection(tx, collection, now);
    for (const data of items) if (await insertItem(tx, collection.id, data)) stored += 1;
  }
  return stored;
}
