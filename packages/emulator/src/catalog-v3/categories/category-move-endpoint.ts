/**
 * The move of a catalogue v3 category (merchant or app only), one transaction: to another parent
 * (one of this tree, not under itself, keeping the tree at most five levels deep, visible only
 * under a visible parent) and to a place among its new siblings (first, last, or after one of
 * them); its subcategories' ancestors and their products' categories follow.
 */
import { inCatalogTransaction } from "../../catalog-core/writes/catalog-transaction.ts";
import type { WriteEndpoint } from "../../catalog-core/writes/write-endpoint.ts";
import type { Queryable } from "../../db/database.ts";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import { categoryIdOf } from "./category-input.ts";
import { lockCategory, requireLockedCategory } from "./category-lock.ts";
import { checkTree, UNDER_CATEGORY } from "./category-rows.ts";
import {
  depthExceeded,
  lockSubtree,
  MAX_ANCESTORS,
  parentHidden,
  parentNotInTree,
  refreshMembersOf,
} from "./category-tree.ts";

const POSITIONS = ["FIRST", "LAST", "AFTER"] as const;

/** The most subcategory levels under category `id` (0 for a leaf). */
async function levelsBelow(tx: Queryable, id: string, depth: number): Promise<number> {
  const [row] = await tx.query<{ deepest: number | null }>(
    `select max(cardinality(ancestor_ids))::int as deepest from v3_categories where ${UNDER_CATEGORY}`,
    [id],
  );
  return row?.deepest === null || row?.deepest === undefined ? 0 : row.deepest - depth;
}

/** Moves a category to another parent or place among its siblings. */
export const moveCategory: WriteEndpoint = {
  method: "POST",
  path: "/categories/v1/categories/{categoryId}/move",
  access: "write",
  async handle(input) {
    checkTree(input.payload);
    const { payload } = input;
    const id = categoryIdOf(payload.categoryId);
    const position = payload.position;
    if (typeof position !== "string" || !(POSITIONS as readonly string[]).includes(position))
      throw invalidField("position", `must be one of ${POSITIONS.join(", ")}`, "INVALID_ENUM_VALUE");
    const parentId =
      typeof payload.parentCategoryId === "string" && payload.parentCategoryId !== ""
        ? payload.parentCategoryId
        : null;
    const afterId = typeof payload.moveAfterCategoryId === "string" ? payload.moveAfterCategoryId : "";
    if (position === "AFTER" && afterId === "")
      throw new ApplicationFailure(400, "MISSING_AFTER_CATEGORY", "A move AFTER names moveAfterCategoryId.");
    return inCatalogTransaction(input, async ({ tx, context }) => {
      const current = await requireLockedCategory(tx, id);
      let ancestors: string[] = [];
      if (parentId !== null) {
        const parent = await lockCategory(tx, parentId);
        if (!parent) throw parentNotInTree(parentId);
        if (current.visible && !parent.visible) throw parentHidden(parentId);
        if (parentId === id || parent.ancestorIds.includes(id))
          throw new ApplicationFailure(428, "TREE_CYCLE_DETECTED", "A category cannot move under itself.", {
            parentCategoryId: parentId,
          });
        ancestors = [...parent.ancestorIds, parentId];
      }
      const below = await levelsBelow(tx, id, current.ancestorIds.length);
      if (ancestors.length + below > MAX_ANCESTORS) throw depthExceeded();
      const siblings = (
        await tx.query<{ id: string }>(
          `select id from v3_categories where parent_id is not distinct from $1 and id <> $2
           order by position, name, id for update`,
          [parentId, id],
        )
      ).map((row) => row.id);
      let at = position === "FIRST" ? 0 : siblings.length;
      if (position === "AFTER") {
        const after = siblings.indexOf(afterId);
        if (after < 0)
          throw new ApplicationFailure(
            428,
            "AFTER_CATEGORY_NOT_IN_PARENT",
            `Category ${afterId} is not a subcategory of the target parent.`,
            { moveAfterCategoryId: afterId },
          );
        at = after + 1;
      }
      const order = [...siblings.slice(0, at), id, ...siblings.slice(at)];
      await tx.query(
        `update v3_categories c set position = o.n - 1 from unnest($1::text[]) with ordinality o(id, n)
         where c.id = o.id`,
        [order],
      );
      const moved = current.parentId !== parentId;
      await tx.query(
        `update v3_categories set parent_id = $2, ancestor_ids = $3, revision = revision + 1, updated_date = $4
         where id = $1`,
        [id, parentId, ancestors, context.now],
      );
      if (moved) {
        await tx.query(
          `update v3_categories set ancestor_ids = $2::text[] || ancestor_ids[array_position(ancestor_ids, $1):]
           where ${UNDER_CATEGORY}`,
          [id, ancestors],
        );
        await refreshMembersOf(tx, await lockSubtree(tx, id));
      }
      return { parentCategoryId: parentId, categoriesAfterMove: order };
    });
  },
};
