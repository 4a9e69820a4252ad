/**
 * Where category reads by keyset come from (query, search, count): the
 * categories' field table, and the scope that narrows a read besides its
 * filter: hidden categories (a merchant's or app's, when asked) and a text
 * search. A search's cursors carry its scope; a visitor's cursor that asks for
 * hidden categories gets none.
 */
import type { FieldSpec, FieldTable } from "../../catalog-core/query/field-table.ts";
import type { EndpointInput } from "../../http/endpoint.ts";
import { cursorExtra } from "../query/keyset-cursor.ts";
import type { KeysetSource } from "../query/keyset-page.ts";
import { CATEGORY_SELECT } from "./category-rows.ts";
import { type CategorySearch, categorySearchOf, searchCondition } from "./category-search.ts";

const id: FieldSpec = { sql: "c.id", type: "text", sortable: true, unique: true };
const created: FieldSpec = { sql: "c.created_date", type: "timestamp", sortable: true };
const updated: FieldSpec = { sql: "c.updated_date", type: "timestamp", sortable: true };

/** Categories' fields. */
const categoryFields: FieldTable = {
  fields: {
    id,
    _id: id,
    name: { sql: "c.name", type: "text", sortable: true, patternOrder: true },
    slug: { sql: "c.slug", type: "text", sortable: true, unique: true },
    visible: { sql: "coalesce((c.doc->>'visible')::boolean, true)", type: "boolean", sortable: false },
    "parentCategory.id": { sql: "c.parent_id", type: "text", sortable: false },
    createdDate: created,
    _createdDate: created,
    updatedDate: updated,
    _updatedDate: updated,
  },
  tiebreak: ["c.id"],
  defaultSort: [{ field: "name", descending: false }],
};

/** What narrows a read besides its filter: hidden categories (merchant only) and a text search. */
export interface CategoryScope {
  withHidden: boolean;
  search: CategorySearch | undefined;
}

/**
 * The scope of a read by the caller of `input`, with the text `search` if any.
 *
 * @example
 * ```ts
 * const scope = categoryScope(input, categorySearchOf(input.payload.search, "search"));
 * ```
 */
export function categoryScope(input: EndpointInput, search: CategorySearch | undefined): CategoryScope {
  return {
    withHidden: input.payload.returnNonVisibleCategories === true && input.principal.kind === "merchant",
    search,
  };
}

/**
 * The scope a search cursor carries, if `cursor` is one (the cursor itself is checked when read).
 * Hidden categories stay the merchant's: a visitor's cursor that asks for them gets none.
 *
 * @example
 * ```ts
 * const scope = carriedScope(input, paging.cursor) ?? categoryScope(input, search);
 * ```
 */
export function carriedScope(input: EndpointInput, cursor: unknown): CategoryScope | undefined {
  const extra = cursorExtra(cursor);
  if (extra === undefined) return undefined;
  try {
    const scope = JSON.parse(extra) as CategoryScope;
    return {
      withHidden: scope.withHidden === true && input.principal.kind === "merchant",
      search: categorySearchOf(scope.search, "search.search"),
    };
  } catch {
    return undefined;
  }
}

/**
 * Where categories come from under `scope` (rows of {@link CATEGORY_SELECT}); `entity` tags the
 * cursors. Visitors see visible categories only, a merchant or app all when asked.
 *
 * @example
 * ```ts
 * const count = await keysetCount(db, categorySource("categories", scope), filter, "filter");
 * ```
 */
export function categorySource(entity: string, scope: CategoryScope): KeysetSource {
  const conditions = [
    ...(scope.withHidden ? [] : ["coalesce((c.doc->>'visible')::boolean, true)"]),
    ...(scope.search ? [searchCondition(scope.search)] : []),
  ];
  return {
    entity,
    table: categoryFields,
    from: "v3_categories c",
    select: CATEGORY_SELECT,
    ...(conditions.length > 0 ? { condition: conditions.join(" and ") } : {}),
    ...(scope.search ? { leadingParams: [scope.search.words] } : {}),
    cursorExtra: JSON.stringify(scope),
  };
}
