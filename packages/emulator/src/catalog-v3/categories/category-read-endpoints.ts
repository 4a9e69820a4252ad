/**
 * The categories of a catalogue v3 store (`@wix/categories`, the stores tree):
 * query (filter, sort, keyset cursors), get by id and by slug. The demo's
 * collections are its categories; `itemCounter` counts the visible products
 * directly in each. Writes to categories are not served.
 */
import type { FieldSpec, FieldTable } from "../../catalog/query/field-table.ts";
import { invalidField, notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { keysetPage } from "../query/keyset-page.ts";

const id: FieldSpec = { sql: "c.id", type: "text", sortable: true, unique: true };

/** Categories' fields. */
const categoryFields: FieldTable = {
  fields: {
    id,
    _id: id,
    name: { sql: "c.name", type: "text", sortable: true, patternOrder: true },
    slug: { sql: "c.slug", type: "text", sortable: true, unique: true },
    visible: { sql: "coalesce((c.doc->>'visible')::boolean, true)", type: "boolean", sortable: false },
  },
  tiebreak: ["c.id"],
  defaultSort: [{ field: "name", descending: false }],
};

const SELECT = `c.doc, (select count(*)::int from v3_products p where c.id = any(p.category_ids) and p.visible) as "itemCounter"`;

interface CategoryRow {
  doc: Record<string, unknown>;
  itemCounter: number;
}

function wire(row: CategoryRow): Record<string, unknown> {
  return {
    ...row.doc,
    revision: "1",
    itemCounter: row.itemCounter,
    breadcrumbsInfo: { breadcrumbs: [] },
    treeReference: { appNamespace: "@wix/stores", treeKey: null },
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function checkTree(input: EndpointInput): void {
  const tree = input.payload.treeReference;
  const namespace = isObject(tree) ? tree.appNamespace : undefined;
  if (namespace !== undefined && namespace !== "@wix/stores")
    throw invalidField("treeReference.appNamespace", "only the @wix/stores tree exists here", "NOT_FOUND");
}

async function getBy(input: EndpointInput, column: "id" | "slug", value: unknown) {
  checkTree(input);
  const key = typeof value === "string" ? value : "";
  const [row] = await input.db.query<CategoryRow>(
    `select ${SELECT} from v3_categories c where c.${column} = $1`,
    [key],
  );
  if (!row) throw notFound("CATEGORY_NOT_FOUND", `No category has ${column} ${key}.`);
  return { category: wire(row) };
}

/** Query, get and get by slug. */
export const categoryReadEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/categories/v1/categories/query",
    access: "read",
    async handle(input) {
      checkTree(input);
      const query = isObject(input.payload.query) ? input.payload.query : {};
      const page = await keysetPage<CategoryRow>(
        input.db,
        {
          entity: "categories",
          table: categoryFields,
          from: "v3_categories c",
          select: SELECT,
          ...(input.payload.returnNonVisibleCategories === true && input.principal.kind === "merchant"
            ? {}
            : { condition: "coalesce((c.doc->>'visible')::boolean, true)" }),
        },
        query,
        "query",
      );
      return { categories: page.rows.map(wire), pagingMetadata: page.pagingMetadata };
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
