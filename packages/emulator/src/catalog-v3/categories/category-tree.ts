/**
 * The rules of the category tree that creates, visibility changes and moves share: at most five
 * levels above a category, a parent of the same tree, no visible category under a hidden one;
 * and the locks and refreshes of a subtree whose ancestors change.
 */
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure } from "../../errors.ts";
import { lockMembersOf, writeMemberships } from "./category-membership.ts";
import { UNDER_CATEGORY } from "./category-rows.ts";

/** The most ancestors a category has (the provider's breadcrumbs hold at most five). */
export const MAX_ANCESTORS = 5;

/** A parent that is not a category of this tree. */
export function parentNotInTree(parentId: string): ApplicationFailure {
  return new ApplicationFailure(
    404,
    "PARENT_CATEGORY_NOT_IN_TREE",
    `No category of this tree has id ${parentId}.`,
    {
      parentCategoryId: parentId,
    },
  );
}

/** A category that would have more than {@link MAX_ANCESTORS} levels above it. */
export function depthExceeded(): ApplicationFailure {
  return new ApplicationFailure(
    428,
    "CATEGORY_DEPTH_LIMIT_EXCEEDED",
    `A category has at most ${MAX_ANCESTORS} levels above it.`,
    { maxDepth: MAX_ANCESTORS + 1 },
  );
}

/** A visible category under a hidden parent. */
export function parentHidden(parentId: string): ApplicationFailure {
  return new ApplicationFailure(
    428,
    "PARENT_CATEGORY_HIDDEN",
    "A visible category cannot sit under a hidden one.",
    {
      hiddenCategoryId: parentId,
    },
  );
}

/** The ids of category `id` and all its subcategories, locked. */
export async function lockSubtree(tx: Queryable, id: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `select id from v3_categories where id = $1 or ${UNDER_CATEGORY} order by id for update`,
    [id],
  );
  return rows.map((row) => row.id);
}

/** Recomputes `allCategoriesInfo` of the products in any of `categoryIds` (their ancestors changed). */
export async function refreshMembersOf(tx: Queryable, categoryIds: readonly string[]): Promise<void> {
  await writeMemberships(tx, await lockMembersOf(tx, categoryIds));
}
