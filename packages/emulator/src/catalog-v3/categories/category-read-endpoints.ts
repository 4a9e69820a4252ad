/**
 * Category reads of a catalogue v3 store (`@wix/categories`, the stores tree):
 * query (filter, sort, keyset cursors), count, get by id and by slug. The
 * demo's collections are its categories; `itemCounter` counts the visible
 * products directly in each. Visitors see visible categories only.
 */
import type { FieldSpec, FieldTable } from "../../catalog/query/field-table.ts";
import { invalidField, notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { keysetCount, keysetPage } from "../query/keyset-page.ts";
import { CATEGORY_SELECT, type CategoryRow, categoryWire, checkTree } from "./category-rows.ts";

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

/** Where categories come from; visitors see visible ones only, a merchant or app all when asked. */
function categorySource(input: EndpointInput) {
  return {
    entity: "categories",
    table: categoryFields,
    from: "v3_categories c",
    select: CATEGORY_SELECT,
    ...(input.payload.returnNonVisibleCategories === true && input.principal.kind === "merchant"
      ? {}
      : { condition: "coalesce((c.doc->>'visible')::boolean, true)" }),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

async function getBy(input: EndpointInput, column: "id" | "slug", value: unknown) {
  checkTree(input.payload);
  const key = typeof value === "string" ? value : "";
  const [row] = await input.db.query<CategoryRow>(
    `select ${CATEGORY_SELECT} from v3_categories c where c.${column} = $1`,
    [key],
  );
  if (!row) throw notFound("CATEGORY_NOT_FOUND", `No category has ${column} ${key}.`);
  return { category: categoryWire(row) };
}

/** Query, get and get by slug. */
export const categoryReadEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/categories/v1/categories/query",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const query = isObject(input.payload.query) ? input.payload.query : {};
      const page = await keysetPage<CategoryRow>(input.db, categorySource(input), query, "query");
      return { categories: page.rows.map(categoryWire), pagingMetadata: page.pagingMetadata };
    },
  },
  {
    method: "POST",
    path: "/categories/v1/categories/count",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      if (input.payload.search !== undefined && input.payload.search !== null)
        throw invalidField("search", "is not supported: count with a filter", "UNSUPPORTED_FIELD");
      return { count: await keysetCount(input.db, categorySource(input), input.payload.filter, "filter") };
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
