/**
 * Catalogue v3 categories in the database (`v3_categories`, migration 017) and
 * their wire shape: the stored document (name, slug, description, visibility,
 * image, SEO data…) with the row's revision and dates, its parent and place
 * among its siblings, breadcrumbs from its stored ancestor path (root first,
 * served when asked for, as the descriptions are) and `itemCounter`, the visible products directly in it. The one tree is the
 * stores tree: `treeReference.appNamespace` "@wix/stores", `treeKey` null.
 */

import type { CategoryField } from "@vitrine/sdk/catalog-v3";
import type { Queryable } from "../../db/database.ts";
import { type ApplicationFailure, invalidField, notFound } from "../../errors.ts";
import { isObject } from "../../http/is-object.ts";
import { richDescriptionOf } from "./rich-description.ts";

/** The namespace of the only category tree a store has. */
export const STORES_TREE = "@wix/stores";

/**
 * The breadcrumbs (`jsonb`, `[]` when none) of the category path `path`, an SQL expression of
 * category ids from the top level down.
 *
 * @example
 * ```ts
 * `select ${breadcrumbsSql("c.ancestor_ids")} from v3_categories c`
 * ```
 */
export function breadcrumbsSql(path: string): string {
  return `coalesce((select jsonb_agg(jsonb_build_object('categoryId', a.id, 'categoryName', a.name,
      'categorySlug', a.slug) order by x.n)
    from unnest(${path}) with ordinality x(id, n) join v3_categories a on a.id = x.id), '[]')`;
}

/**
 * The condition "a subcategory, at any depth, of the category `$1`" on `v3_categories`: the GIN
 * index on `ancestor_ids` (migration 021) serves it, as it would not `$1 = any(ancestor_ids)`.
 *
 * @example
 * ```ts
 * await db.query(`select id from v3_categories where id = $1 or ${UNDER_CATEGORY}`, [id]);
 * ```
 */
export const UNDER_CATEGORY = "ancestor_ids @> array[$1::text]";

/** The select list of a category (table alias `c`), read by {@link categoryWire}. */
export const CATEGORY_SELECT = `c.doc, c.revision::text as revision, c.parent_id as "parentId",
  c.position, c.ancestor_ids as "ancestorIds",
  to_char(c.created_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdDate",
  to_char(c.updated_date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedDate",
  (select count(*)::int from v3_products p where p.category_ids @> array[c.id] and p.visible) as "itemCounter",
  ${breadcrumbsSql("c.ancestor_ids")} as breadcrumbs`;

/** A category as {@link CATEGORY_SELECT} reads it. */
export interface CategoryRow {
  doc: Record<string, unknown>;
  revision: string;
  parentId: string | null;
  position: number;
  ancestorIds: string[];
  createdDate: string;
  updatedDate: string;
  itemCounter: number;
  breadcrumbs: { categoryId: string; categoryName: string; categorySlug: string }[];
}

/**
 * The category as the provider serves it, with the optional parts `fields` asks for: the plain
 * description, the breadcrumbs and the rich description are left out otherwise.
 *
 * @example
 * ```ts
 * return { category: categoryWire(row, categoryFieldsOf(input.payload)) };
 * ```
 */
export function categoryWire(row: CategoryRow, fields: ReadonlySet<CategoryField>): Record<string, unknown> {
  const { description, richContentDescription, ...doc } = row.doc;
  const rich = fields.has("RICH_CONTENT_DESCRIPTION")
    ? richDescriptionOf(richContentDescription, description)
    : undefined;
  return {
    ...doc,
    revision: row.revision,
    createdDate: row.createdDate,
    updatedDate: row.updatedDate,
    itemCounter: row.itemCounter,
    visible: row.doc.visible !== false,
    ...(fields.has("DESCRIPTION") && typeof description === "string" ? { description } : {}),
    ...(fields.has("BREADCRUMBS_INFO") ? { breadcrumbsInfo: { breadcrumbs: row.breadcrumbs } } : {}),
    ...(rich === undefined ? {} : { richContentDescription: rich }),
    ...(row.parentId === null ? {} : { parentCategory: { id: row.parentId, index: row.position } }),
    treeReference: { appNamespace: STORES_TREE, treeKey: null },
  };
}

/**
 * The 404 `CATEGORY_NOT_FOUND` of an unknown category `id`.
 *
 * @example
 * ```ts
 * if (!row) throw categoryNotFound(id);
 * ```
 */
export function categoryNotFound(id: string): ApplicationFailure {
  return notFound("CATEGORY_NOT_FOUND", `No category has id ${id}.`);
}

/**
 * The category `id` as {@link CATEGORY_SELECT} reads it (for an answer), or a 404 `CATEGORY_NOT_FOUND`.
 *
 * @example
 * ```ts
 * return { category: categoryWire(await requireCategory(tx, id), requested) };
 * ```
 */
export async function requireCategory(db: Queryable, id: string): Promise<CategoryRow> {
  const [row] = await db.query<CategoryRow>(
    `select ${CATEGORY_SELECT} from v3_categories c where c.id = $1`,
    [id],
  );
  if (!row) throw categoryNotFound(id);
  return row;
}

/**
 * Refuses a request naming a tree other than the stores tree (a missing reference means it).
 *
 * @example
 * ```ts
 * checkTree(input.payload);
 * ```
 */
export function checkTree(payload: Record<string, unknown>): void {
  const tree = payload.treeReference;
  const namespace = isObject(tree) ? tree.appNamespace : undefined;
  if (namespace !== undefined && namespace !== STORES_TREE)
    throw invalidField("treeReference.appNamespace", "only the @wix/stores tree exists here", "NOT_FOUND");
  const key = isObject(tree) ? tree.treeKey : undefined;
  if (key !== undefined && key !== null && key !== "")
    throw invalidField("treeReference.treeKey", "the @wix/stores tree has no key", "NOT_FOUND");
}
