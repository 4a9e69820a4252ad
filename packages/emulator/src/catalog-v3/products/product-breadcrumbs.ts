/**
 * A v3 product's `breadcrumbsInfo` (requested field `BREADCRUMBS_INFO`): the categories from the
 * top level down to the product's main category, each `{categoryId, categoryName, categorySlug}`,
 * read from the main category's stored ancestor path (migration 017), as a category's own
 * breadcrumbs are; empty for a product without a main category.
 */
import type { Queryable } from "../../db/database.ts";
import { breadcrumbsSql } from "../categories/category-rows.ts";

/** The wire `breadcrumbsInfo`. */
export interface BreadcrumbsInfo {
  breadcrumbs: { categoryId: string; categoryName: string; categorySlug: string }[];
}

/** `breadcrumbsInfo` of the product row `p`, as SQL (`jsonb`). */
export const BREADCRUMBS_INFO_SQL = `jsonb_build_object('breadcrumbs', ${breadcrumbsSql(
  "(select m.ancestor_ids || m.id from v3_categories m where m.id = p.main_category_id)",
)})`;

/**
 * The `breadcrumbsInfo` of each of the products `ids`, by id.
 *
 * @example
 * ```ts
 * const crumbs = await breadcrumbsById(db, [productId]);
 * crumbs.get(productId); // { breadcrumbs: [{ categoryId, categoryName, categorySlug }, …] }
 * ```
 */
export async function breadcrumbsById(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, BreadcrumbsInfo>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; info: BreadcrumbsInfo }>(
    `select p.id, ${BREADCRUMBS_INFO_SQL} as info from v3_products p where p.id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.info]));
}
