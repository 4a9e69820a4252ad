/**
 * Reads a store into a store file (`vitrine-emulator export`): products in numeric id order,
 * collections and members oldest first, webhook subscriptions by URL, data collections and their
 * items by id; password hashes only when
 * asked, since a file with them lets anyone who holds it try passwords offline.
 */
import type { CollectionDocument, ProductDocument } from "../catalog/model/product-document.ts";
import { exportDataCollections } from "../data/data-store-file.ts";
import type { Queryable } from "../db/database.ts";
import type { IdentityRow } from "../identity/identity-records.ts";
import { STORE_FILE_VERSION, type StoreFile, type StoreFileMember } from "./store-file.ts";

function member(row: IdentityRow, withPasswordHash: boolean): StoreFileMember {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    emailVerified: row.email_verified,
    approvalPending: row.approval_pending,
    profile: row.profile,
    additionalData: row.additional_data,
    factors: row.factors,
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
    ...(withPasswordHash && row.password_hash ? { passwordHash: row.password_hash } : {}),
  };
}

/**
 * The store in `db` as a store file.
 *
 * @example
 * ```ts
 * const file = await exportStore(db, { withPasswordHashes: false });
 * process.stdout.write(JSON.stringify(file, null, 2));
 * ```
 */
export async function exportStore(
  db: Queryable,
  options: { withPasswordHashes: boolean },
): Promise<StoreFile> {
  const products = await db.query<{ doc: ProductDocument }>("select doc from products order by numeric_id");
  const collections = await db.query<{ doc: CollectionDocument }>(
    "select doc from collections order by created_date, id",
  );
  const members = await db.query<IdentityRow>(
    `select id, email, password_hash, status, profile, additional_data, factors, email_verified,
       approval_pending, created_date, updated_date
     from identities order by created_date, id`,
  );
  const webhooks = await db.query<{ url: string; event_types: string[] | null }>(
    "select url, event_types from webhook_subscriptions order by url",
  );
  return {
    format: "vitrine-store",
    version: STORE_FILE_VERSION,
    products: products.map((row) => row.doc),
    collections: collections.map((row) => row.doc),
    members: members.map((row) => member(row, options.withPasswordHashes)),
    webhooks: webhooks.map((row) => ({
      url: row.url,
      ...(row.event_types ? { eventTypes: row.event_types } : {}),
    })),
    dataCollections: await exportDataCollections(db),
  };
}
