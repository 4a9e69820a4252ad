/**
 * A category locked by a write (`select … for update`) with only what the
 * writes decide on: revision, slug, parent, ancestor path and visibility. The
 * counters, breadcrumbs and document of the answer are read once the write is
 * done (`requireCategory`), never to take the lock.
 */
import type { Queryable } from "../../db/database.ts";
import { categoryNotFound } from "./category-rows.ts";

/** What a write reads of the category it locks. */
export interface LockedCategory {
  revision: string;
  slug: string;
  parentId: string | null;
  /** The path from the top-level category down to the parent, root first. */
  ancestorIds: string[];
  visible: boolean;
}

/**
 * Locks the category `id` for this transaction; undefined when there is none.
 *
 * @example
 * ```ts
 * const parent = await lockCategory(tx, parentId);
 * if (!parent) throw parentNotInTree(parentId);
 * ```
 */
export async function lockCategory(tx: Queryable, id: string): Promise<LockedCategory | undefined> {
  const [row] = await tx.query<LockedCategory>(
    `select revision::text as revision, slug, parent_id as "parentId", ancestor_ids as "ancestorIds",
       (doc -> 'visible') is distinct from 'false'::jsonb as visible
     from v3_categories where id = $1 for update`,
    [id],
  );
  return row;
}

/**
 * Locks the category `id` for this transaction, or a 404 `CATEGORY_NOT_FOUND`.
 *
 * @example
 * ```ts
 * const current = await requireLockedCategory(tx, id);
 * checkRevision("category", revision, current.revision);
 * ```
 */
export async function requireLockedCategory(tx: Queryable, id: string): Promise<LockedCategory> {
  const row = await lockCategory(tx, id);
  if (!row) throw categoryNotFound(id);
  return row;
}
