/**
 * A data collection as the emulator keeps it: its id, its fields (of which only
 * reference fields change how items are served) and its permissions, in the
 * shapes of the provider's data collections API. `loadCollection` reads one or
 * fails with the provider's `WDE0025`.
 */
import type { Queryable } from "../db/database.ts";
import { collectionNotFound, type DataAction } from "./data-errors.ts";

/** Who may do an action: anyone, any member, the member who added the item, or the site's admin (API key). */
export type DataRole = "ANYONE" | "SITE_MEMBER" | "SITE_MEMBER_AUTHOR" | "ADMIN";

/** Every role, from the widest to the narrowest. */
export const DATA_ROLES: readonly DataRole[] = ["ANYONE", "SITE_MEMBER", "SITE_MEMBER_AUTHOR", "ADMIN"];

/** The role each action needs. */
export type DataPermissions = Record<DataAction, DataRole>;

/** Content for display: anyone reads, only the site's admin writes (the CMS's preset for a new collection). */
export const PUBLIC_CONTENT: DataPermissions = {
  read: "ANYONE",
  insert: "ADMIN",
  update: "ADMIN",
  remove: "ADMIN",
};

/** A field of a collection, as the provider's collections API describes it. */
export interface DataField {
  key: string;
  displayName?: string;
  /** `TEXT`, `RICH_TEXT`, `NUMBER`, `DATETIME`, …, `REFERENCE`, `MULTI_REFERENCE`. */
  type: string;
  typeMetadata?: {
    reference?: { referencedCollectionId: string };
    multiReference?: { referencedCollectionId: string; referencingFieldKey?: string };
  };
}

/** A collection of the store. */
export interface DataCollection {
  id: string;
  displayName: string;
  fields: DataField[];
  permissions: DataPermissions;
}

/** Where a reference field points: one item (`single`) or a list of items (`multi`) of `collectionId`. */
export interface ReferenceTarget {
  kind: "single" | "multi";
  collectionId: string;
}

/**
 * The reference target of field `key` of `collection`, or undefined when it is not a reference field.
 *
 * @example
 * ```ts
 * referenceTarget(menus, "pages"); // { kind: "multi", collectionId: "Pages" }
 * ```
 */
export function referenceTarget(collection: DataCollection, key: string): ReferenceTarget | undefined {
  const field = collection.fields.find((f) => f.key === key);
  if (field?.type === "MULTI_REFERENCE" && field.typeMetadata?.multiReference)
    return { kind: "multi", collectionId: field.typeMetadata.multiReference.referencedCollectionId };
  if (field?.type === "REFERENCE" && field.typeMetadata?.reference)
    return { kind: "single", collectionId: field.typeMetadata.reference.referencedCollectionId };
  return undefined;
}

/** The keys of the collection's multi-reference fields (left out of an item unless included). */
export function multiReferenceKeys(collection: DataCollection): string[] {
  return collection.fields.filter((f) => f.type === "MULTI_REFERENCE").map((f) => f.key);
}

interface CollectionRow {
  id: string;
  display_name: string;
  fields: DataField[];
  permissions: DataPermissions;
}

/**
 * The collection `id`; throws the provider's 404 `WDE0025` when the store has none.
 *
 * @example
 * ```ts
 * const pages = await loadCollection(db, "Pages");
 * ```
 */
export async function loadCollection(db: Queryable, id: string): Promise<DataCollection> {
  const [row] = await db.query<CollectionRow>(
    "select id, display_name, fields, permissions from data_collections where id = $1",
    [id],
  );
  if (!row) throw collectionNotFound(id);
  return { id: row.id, displayName: row.display_name, fields: row.fields, permissions: row.permissions };
}

/**
 * Stores `collection` unless one with its id exists; resolves whether it was stored.
 *
 * @example
 * ```ts
 * await insertCollection(tx, { id: "Pages", displayName: "Pages", fields: [], permissions: PUBLIC_CONTENT }, now);
 * ```
 */
export async function insertCollection(
  db: Queryable,
  collection: DataCollection,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    `insert into data_collections (id, display_name, fields, permissions, created_date)
     values ($1, $2, $3::jsonb, $4::jsonb, $5) on conflict (id) do nothing returning id`,
    [
      collection.id,
      collection.displayName,
      JSON.stringify(collection.fields),
      JSON.stringify(collection.permissions),
      now,
    ],
  );
  return rows.length === 1;
}
