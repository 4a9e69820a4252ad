/**
 * Collections: the v1 collection (returned by the v1 reader and the v1 writes) and the v2 read
 * model (`/v2/collections`), which has the same fields.
 */
import type { Media } from "./media.js";

/**
 * A v1 collection.
 *
 * @example
 * ```ts
 * const summer: Collection = { id: "c1", name: "Summer", slug: "summer", visible: true, numberOfProducts: 12 };
 * ```
 */
export interface Collection {
  id?: string | null;
  name?: string | null;
  media?: Media;
  numberOfProducts?: number;
  description?: string | null;
  slug?: string | null;
  visible?: boolean | null;
}

/**
 * A collection as read through the v2 collections API (same wire fields as {@link Collection}).
 *
 * @example
 * ```ts
 * const collection: CollectionV2 = await client.collectionsV2.getCollection("c1");
 * ```
 */
export type CollectionV2 = Collection;
