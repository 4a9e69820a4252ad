/**
 * Loads a store file into an empty store (`start --seed-file`), in one transaction: every record
 * or none. Products keep their ids and numeric ids (the id sequence moves past them), collections
 * their documents, members their ids and dates (no password without a hash in the file: such a
 * member resets it), webhook subscriptions their URLs and event types, data collections their
 * fields, permissions and items. Products go in batches of {@link PRODUCT_BATCH}, and the load
 * tells how many records it has written after each batch and each other kind of record, so a big
 * file shows progress (what is written is still one transaction: none of it is seen until all is).
 */

import { insertProducts } from "../catalog/store/product-repository.ts";
import { syncRibbons } from "../catalog/store/ribbon-registry.ts";
import { importDataCollections } from "../data/data-store-file.ts";
import type { Database } from "../db/database.ts";
import { subscribe } from "../webhooks/subscriptions.ts";
import type { StoreFile } from "./store-file.ts";

/** Products inserted per statement batch, between two progress reports. */
export const PRODUCT_BATCH = 500;

/** What a load wrote; all zeros when the store was not empty. */
export interface ImportResult {
  products: number;
  collections: number;
  members: number;
  webhooks: number;
  dataCollections: number;
  dataItems: number;
}

/**
 * Loads `file` when the store has no products, collections, members or data collections; otherwise
 * writes nothing. `onProgress` hears the records written so far and the records in all.
 *
 * @example
 * ```ts
 * await importStore(db, parseStoreFile(text), new Date().toISOString()); // { products: 60, … }
 * ```
 */
export function importStore(
  db: Database,
  file: StoreFile,
  now: string,
  onProgress?: (done: number, total: number) => void,
): Promise<ImportResult> {
  const total =
    file.collections.length +
    file.products.length +
    file.members.length +
    file.webhooks.length +
    file.dataCollections.length;
  let done = 0;
  const wrote = (records: number) => {
    done += records;
    if (records > 0) onProgress?.(done, total);
  };
  return db.transaction(async (tx) => {
    const existing = await tx.query(
      `select 1 from products union all select 1 from collections union all select 1 from identities
       union all select 1 from data_collections limit 1`,
    );
    if (existing.length > 0)
      return { products: 0, collections: 0, members: 0, webhooks: 0, dataCollections: 0, dataItems: 0 };
    for (const doc of file.collections)
      await tx.query(
        `insert into collections (id, name, slug, description, visible, doc, created_date, last_updated)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [doc.id, doc.name, doc.slug, doc.description ?? "", doc.visible ?? true, JSON.stringify(doc), now],
      );
    wrote(file.collections.length);
    for (let start = 0; start < file.products.length; start += PRODUCT_BATCH) {
      const batch = file.products.slice(start, start + PRODUCT_BATCH);
      await insertProducts(tx, batch);
      wrote(batch.length);
    }
    await tx.query(
      `select setval(pg_get_serial_sequence('products', 'numeric_id'),
         coalesce((select max(numeric_id) from products), 0) + 1, false)`,
    );
    await syncRibbons(
      tx,
      [],
      file.products.map((p) => p.ribbon ?? ""),
      { identityType: "WIX_USER", wixUserId: "site-owner" },
      now,
    );
    for (const m of file.members)
      await tx.query(
        `insert into identities (id, email, password_hash, status, profile, additional_data, factors,
           email_verified, approval_pending, created_date, updated_date)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          m.id,
          m.email,
          m.passwordHash ?? null,
          m.status,
          JSON.stringify(m.profile ?? {}),
          JSON.stringify(m.additionalData ?? {}),
          JSON.stringify(m.factors ?? []),
          m.emailVerified === true,
          m.approvalPending === true,
          m.createdDate,
          m.updatedDate,
        ],
      );
    wrote(file.members.length);
    for (const webhook of file.webhooks) await subscribe(tx, webhook.url, webhook.eventTypes, "api");
    wrote(file.webhooks.length);
    const dataItems = await importDataCollections(tx, file.dataCollections, new Date(now));
    wrote(file.dataCollections.length);
    return {
      products: file.products.length,
      collections: file.collections.length,
      members: file.members.length,
      webhooks: file.webhooks.length,
      dataCollections: file.dataCollections.length,
      dataItems,
    };
  });
}
