/**
 * Category reads of a catalogue v3 store (`@wix/categories`, the stores tree):
 * query (filter, sort, keyset cursors), search (the same with a text search,
 * which its cursors carry), count (filter and text search), get by id and by
 * slug. The
 * demo's collections are its categories; `itemCounter` counts the visible
 * products directly in each. Visitors see visible categories only. Each read
 * but count returns the optional parts its `fields` asks for.
 */
import type { FieldSpec, FieldTable } from "../../catalog/query/field-table.ts";
import { invalidField, notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { cursorExtra } from "../query/keyset-cursor.ts";
import { type KeysetSource, keysetCount, keysetPage } from "../query/keyset-page.ts";
import { categoryFieldsOf } from "./category-fields.ts";
import { CATEGORY_SELECT, type CategoryRow, categoryWire, checkTree } from "./category-rows.ts";
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
interface CategoryScope {
  withHidden: boolean;
  search: CategorySearch | undefined;
}

function scopeOf(input: EndpointInput, search: CategorySearch | undefined): CategoryScope {
  return {
    withHidden: input.payload.returnNonVisibleCategories === true && input.principal.kind === "merchant",
    search,
  };
}

/** Where categories come from; visitors see visible ones only, a merchant or app all when asked. */
function categorySource(entity: string, scope: CategoryScope): KeysetSource {
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

/**
 * The scope a search cursor carries, if `cursor` is one (the cursor itself is checked when read).
 * Hidden categories stay the merchant's: a visitor's cursor that asks for them gets none.
 */
function carriedScope(input: EndpointInput, cursor: unknown): CategoryScope | undefined {
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

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

async function getBy(input: EndpointInput, column: "id" | "slug", value: unknown) {
  checkTree(input.payload);
  const fields = categoryFieldsOf(input.payload);
  const key = typeof value === "string" ? value : "";
  const [row] = await input.db.query<CategoryRow>(
    `select ${CATEGORY_SELECT} from v3_categories c where c.${column} = $1`,
    [key],
  );
  if (!row) throw notFound("CATEGORY_NOT_FOUND", `No category has ${column} ${key}.`);
  return { category: categoryWire(row, fields) };
}

/** Query, get and get by slug. */
export const categoryReadEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/categories/v1/categories/query",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const fields = categoryFieldsOf(input.payload);
      const query = isObject(input.payload.query) ? input.payload.query : {};
      const page = await keysetPage<CategoryRow>(
        input.db,
        categorySource("categories", scopeOf(input, undefined)),
        query,
        "query",
      );
      return {
        categories: page.rows.map((row) => categoryWire(row, fields)),
        pagingMetadata: page.pagingMetadata,
      };
    },
  },
  {
    method: "POST",
    path: "/categories/v1/categories/search",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const fields = categoryFieldsOf(input.payload);
      const search = isObject(input.payload.search) ? input.payload.search : {};
      if (Array.isArray(search.aggregations) && search.aggregations.length > 0)
        throw invalidField("search.aggregations", "are not supported for categories", "UNSUPPORTED_FIELD");
      const paging = isObject(search.cursorPaging) ? search.cursorPaging : {};
      const scope =
        carriedScope(input, paging.cursor) ??
        scopeOf(input, categorySearchOf(search.search, "search.search"));
      const page = await keysetPage<CategoryRow>(
        input.db,
        categorySource("category-search", scope),
        search,
        "search",
      );
      return {
        categories: page.rows.map((row) => categoryWire(row, fields)),
        pagingMetadata: page.pagingMetadata,
      };
    },
  },
  {
    method: "POST",
    path: "/categories/v1/categories/count",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const scope = scopeOf(input, categorySearchOf(input.payload.search, "search"));
      return {
        count: await keysetCount(
          input.db,
          categorySource("categories", scope),
          input.payload.filter,
          "filter",
        ),
      };
    },
  },
  {
    method: "GET",
    path: "/categories/v1/categories/slug/{slug}",
    access: "read",
    handle: (input) => getBy(input, "slug", input.payload.slug),
  },
  {
    method: "GET",
    path: "/categories/v1/categories/{categoryId}",
    access: "read",
    handle: (input) => getBy(input, "id", input.payload.categoryId),
  },
];
