/** One collection by id or slug (both indexed), or 404 `COLLECTION_NOT_FOUND`. */
import type { Collection } from "@vitrine/sdk/catalog";
import type { Queryable } from "../../db/database.ts";
import { notFound } from "../../errors.ts";
import type { Principal } from "../../http/endpoint.ts";
import { type CollectionRow, collectionFromRow, collectionSelect } from "./collection-rows.ts";

/**
 * The collection whose `key` (`id` or `slug`) is `value`, with `numberOfProducts`.
 *
 * @example
 * ```ts
 * await findCollection(db, principal, "slug", "summer");
 * ```
 */
export async function findCollection(
  db: Queryable,
  principal: Principal,
  key: "id" | "slug",
  value: string,
): Promise<Collection> {
  const [row] = await db.query<CollectionRow>(`${collectionSelect(principal)} where c.${key} = $1`, [value]);
  if (!row) throw notFound("COLLECTION_NOT_FOUND", `Collection ${value} not found`);
  return collectionFromRow(row);
}
