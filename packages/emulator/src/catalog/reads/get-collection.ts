/**
 * Single-collection reads: v1 by slug (`/stores-reader/v1/collections/slug/{slug}`),
 * v2 by id (`/v2/collections/{id}`) and by slug (`/v2/collections/slug/{slug}`).
 * All answer `{collection}` with `numberOfProducts`.
 */
import type { Collection } from "@vitrine/sdk/catalog";
import { findCollection } from "./find-collection.ts";
import { type ReadInput, requiredString } from "./read-input.ts";

/**
 * `{collection}` for `payload.slug`.
 *
 * @example
 * ```ts
 * await getCollectionBySlug({ db, principal, payload: { slug: "summer" } });
 * ```
 */
export async function getCollectionBySlug({
  payload,
  principal,
  db,
}: ReadInput): Promise<{ collection: Collection }> {
  return { collection: await findCollection(db, principal, "slug", requiredString(payload, "slug")) };
}

/** `{collection}` for `payload.id`. */
export async function getCollectionById({
  payload,
  principal,
  db,
}: ReadInput): Promise<{ collection: Collection }> {
  return { collection: await findCollection(db, principal, "id", requiredString(payload, "id")) };
}
