/**
 * One collection by id or slug (both indexed), or the provider's standard 404:
 * its collection reads document no error of their own, so an unknown id or slug
 * is a 404 with empty `details`, which the provider's clients (and store
 * templates testing `applicationError.code === 404`) read as code 404.
 */
import type { Collection } from "@vitrine/sdk/catalog";
import type { Queryable } from "../../db/database.ts";
import { StandardFailure } from "../../errors.ts";
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
  if (!row) throw new StandardFailure(404, "NOT_FOUND", `Collection ${value} not found`);
  return collectionFromRow(row);
}
