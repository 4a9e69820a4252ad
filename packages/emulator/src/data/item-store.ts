/**
 * Data items in the database: read one (locking it for a write), read a page
 * or count of a filtered, sorted query, insert, replace and delete. Filters
 * and sorts arrive compiled (`data-filter.ts`, `data-sort.ts`); every value is
 * a bound parameter. Every function takes the caller's handle or transaction.
 */
import type { Queryable } from "../db/database.ts";
import type { DataGrant } from "./data-permissions.ts";
import type { SqlParams } from "./data-sql.ts";

/** An item's stored document. */
export type ItemData = Record<string, unknown>;

/**
 * The item `id` of collection `collectionId`, locked for the rest of the transaction when `forUpdate`.
 *
 * @example
 * ```ts
 * const data = await findItem(tx, "Pages", "about", { forUpdate: true });
 * ```
 */
export async function findItem(
  db: Queryable,
  collectionId: string,
  id: string,
  { forUpdate = false } = {},
): Promise<ItemData | undefined> {
  const [row] = await db.query<{ data: ItemData }>(
    `select data from data_items where collection_id = $1 and id = $2${forUpdate ? " for update" : ""}`,
    [collectionId, id],
  );
  return row?.data;
}

/**
 * The items of `ids` in collection `collectionId` (any order; missing ones left out).
 *
 * @example
 * ```ts
 * const pages = await findItems(db, "Pages", ["about", "faq"]);
 * ```
 */
export async function findItems(
  db: Queryable,
  collectionId: string,
  ids: readonly string[],
): Promise<ItemData[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ data: ItemData }>(
    "select data from data_items where collection_id = $1 and id = any($2::text[])",
    [collectionId, ids],
  );
  return rows.map((row) => row.data);
}

/** The condition of a compiled query on one collection, with the grant's owner restriction. */
export interface ItemCondition {
  collectionId: string;
  /** The compiled filter, its values in `params`. */
  where: string;
  grant: DataGrant;
  params: SqlParams;
}

function conditionSql(condition: ItemCondition): string {
  const { params, grant } = condition;
  const owner = grant.scope === "own" ? ` and data ->> '_owner' = ${params.add(grant.ownerId)}` : "";
  return `collection_id = ${params.add(condition.collectionId)} and ${condition.where}${owner}`;
}

/**
 * One page of matching items in `orderBy` order, and whether more follow.
 *
 * @example
 * ```ts
 * const { items, hasNext } = await queryItems(db, condition, orderBy, { limit: 50, offset: 0 });
 * ```
 */
export async function queryItems(
  db: Queryable,
  condition: ItemCondition,
  orderBy: string,
  page: { limit: number; offset: number },
): Promise<{ items: ItemData[]; hasNext: boolean }> {
  const where = conditionSql(condition);
  const { params } = condition;
  const rows = await db.query<{ data: ItemData }>(
    `select data from data_items where ${where} order by ${orderBy}
     limit ${params.add(page.limit + 1)} offset ${params.add(page.offset)}`,
    params.values,
  );
  return { items: rows.slice(0, page.limit).map((row) => row.data), hasNext: rows.length > page.limit };
}

/**
 * How many items match.
 *
 * @example
 * ```ts
 * const total = await countItems(db, condition);
 * ```
 */
export async function countItems(db: Queryable, condition: ItemCondition): Promise<number> {
  const where = conditionSql(condition);
  const [row] = await db.query<{ count: string | number }>(
    `select count(*) as count from data_items where ${where}`,
    condition.params.values,
  );
  return Number(row?.count ?? 0);
}

/**
 * Stores a new item; resolves false (nothing written) when the collection already holds its id.
 *
 * @example
 * ```ts
 * if (!(await insertItem(tx, "Pages", data))) throw itemAlreadyExists("Pages", id);
 * ```
 */
export async function insertItem(db: Queryable, collectionId: string, data: ItemData): Promise<boolean> {
  const rows = await db.query(
    `insert into data_items (collection_id, id, data) values ($1, $2, $3::jsonb)
     on conflict (collection_id, id) do nothing returning id`,
    [collectionId, data._id, JSON.stringify(data)],
  );
  return rows.length === 1;
}

/** Replaces the document of an existing item. */
export async function replaceItem(db: Queryable, collectionId: string, data: ItemData): Promise<void> {
  await db.query("update data_items set data = $3::jsonb where collection_id = $1 and id = $2", [
    collectionId,
    data._id,
    JSON.stringify(data),
  ]);
}

/** Deletes an item. */
export async function deleteItem(db: Queryable, collectionId: string, id: string): Promise<void> {
  await db.query("delete from data_items where collection_id = $1 and id = $2", [collectionId, id]);
}
