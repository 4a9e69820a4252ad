/**
 * Which categories a v3 product is in. The product row holds it twice, kept
 * together in the caller's transaction: `category_ids` (the direct
 * categories, for filters and counts) and the document's
 * `directCategoriesInfo` and `allCategoriesInfo` (the direct categories and
 * their ancestors, from each category's stored ancestor path). A product
 * leaving its main category loses `mainCategoryId`. The product's revision
 * and dates stay: membership belongs to the categories. The stored list form
 * (`list_text`, generated from the document without its category parts)
 * stays as it is.
 */
import type { Queryable } from "../../db/database.ts";

/** A product's place in a category, as the product document holds it. */
interface CategoryPlace {
  id: string;
  index: number;
}

function places(list: readonly string[]): CategoryPlace[] {
  return list.map((category, index) => ({ id: category, index }));
}

/** The direct categories followed by their ancestors not already listed. */
function withAncestors(direct: readonly string[], ancestors: ReadonlyMap<string, string[]>): string[] {
  return [...new Set([...direct, ...direct.flatMap((category) => ancestors.get(category) ?? [])])];
}

/**
 * The direct categories of the products `ids` that exist, locked for this transaction.
 *
 * @example
 * ```ts
 * const current = await lockMemberships(tx, ["p1", "p2"]); // Map { "p1" => ["c1"] }
 * ```
 */
export async function lockMemberships(tx: Queryable, ids: readonly string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.query<{ id: string; categoryIds: string[] }>(
    `select id, category_ids as "categoryIds" from v3_products where id = any($1::text[]) order by id for update`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.categoryIds]));
}

/**
 * The direct categories of every product in any of `categoryIds`, locked for this transaction.
 *
 * @example
 * ```ts
 * const members = await lockMembersOf(tx, subtreeIds);
 * ```
 */
export async function lockMembersOf(
  tx: Queryable,
  categoryIds: readonly string[],
): Promise<Map<string, string[]>> {
  const rows = await tx.query<{ id: string; categoryIds: string[] }>(
    `select id, category_ids as "categoryIds" from v3_products where category_ids && $1::text[]
     order by id for update`,
    [categoryIds],
  );
  return new Map(rows.map((row) => [row.id, row.categoryIds]));
}

/** Each category's ancestors (root first), for the categories `ids`. */
async function ancestorsOf(tx: Queryable, ids: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await tx.query<{ id: string; ancestorIds: string[] }>(
    `select id, ancestor_ids as "ancestorIds" from v3_categories where id = any($1::text[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.ancestorIds]));
}

/**
 * Sets the direct categories of each product in `memberships` (product id → category ids, in
 * order) and the category parts of its document.
 *
 * @example
 * ```ts
 * await writeMemberships(tx, new Map([["p1", ["c1", "c2"]]]));
 * ```
 */
export async function writeMemberships(
  tx: Queryable,
  memberships: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  if (memberships.size === 0) return;
  const ancestors = await ancestorsOf(tx, [...new Set([...memberships.values()].flat())]);
  const rows = [...memberships].map(([id, direct]) => ({
    id,
    direct,
    directInfo: places(direct),
    allInfo: places(withAncestors(direct, ancestors)),
  }));
  await tx.query(
    `update v3_products p set
       category_ids = array(select jsonb_array_elements_text(u.value -> 'direct')),
       main_category_id = case when p.main_category_id is null
         or (u.value -> 'direct') ? p.main_category_id then p.main_category_id end,
       doc = case when p.doc ->> 'mainCategoryId' is null or (u.value -> 'direct') ? (p.doc ->> 'mainCategoryId')
           then p.doc else jsonb_set(p.doc, '{mainCategoryId}', 'null') end
         || jsonb_build_object(
           'directCategoriesInfo', jsonb_build_object('categories', u.value -> 'directInfo'),
           'allCategoriesInfo', jsonb_build_object('categories', u.value -> 'allInfo'))
     from jsonb_array_elements($1::jsonb) u
     where p.id = u.value ->> 'id'`,
    [JSON.stringify(rows)],
  );
}
