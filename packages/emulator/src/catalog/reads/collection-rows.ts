/**
 * Collections as served: the stored document with the columns laid over it
 * and `numberOfProducts`, counted in the same statement over the products the
 * caller may see (the GIN index on `collection_ids` answers each count).
 * Every caller sees every collection: a collection's `visible` flag only
 * affects the store's dynamic pages.
 */
import type { Collection, Media } from "@vitrine/sdk/catalog";
import type { Principal } from "../../http/endpoint.ts";
import { seesHiddenProducts } from "../visibility.ts";

/** A collection row with its product count, as selected by `collectionSelect`. */
export interface CollectionRow {
  id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  doc: Collection & { media?: Media };
  number_of_products: number;
}

/**
 * The `select … from collections c` head for `principal` (append `where`,
 * `order by`, `limit`).
 */
export function collectionSelect(principal: Principal): string {
  const visible = seesHiddenProducts(principal) ? "" : " and p.visible";
  return `select c.id, c.name, c.slug, c.description, c.visible, c.doc,
    (select count(*)::int from products p where p.collection_ids @> array[c.id]${visible}) as number_of_products
    from collections c`;
}

/**
 * The wire collection for a row.
 *
 * @example
 * ```ts
 * const [row] = await db.query<CollectionRow>(`${collectionSelect(principal)} where c.slug = $1`, [slug]);
 * ```
 */
export function collectionFromRow(row: CollectionRow): Collection {
  return {
    ...row.doc,
    id: row.id,
    name: row.name,
    numberOfProducts: row.number_of_products,
    description: row.description,
    slug: row.slug,
    visible: row.visible,
  };
}
