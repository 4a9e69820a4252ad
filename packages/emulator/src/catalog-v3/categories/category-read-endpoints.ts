/**
 * Category reads of a catalogue v3 store (`@wix/categories`, the stores tree):
 * query (filter, sort, keyset cursors), search (the same with a text search,
 * which its cursors carry), count (filter and text search), get by id and by
 * slug. The
 * demo's collections are its categories; `itemCounter` counts the visible
 * products directly in each. Visitors see visible categories only. Each read
 * but count returns the optional parts its `fields` asks for.
 */
import { notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { keysetCount } from "../query/keyset-page.ts";
import { categoryFieldsOf } from "./category-fields.ts";
import { readCategoryPage } from "./category-page.ts";
import { CATEGORY_SELECT, type CategoryRow, categoryWire, checkTree } from "./category-rows.ts";
import { categorySearchOf } from "./category-search.ts";
import { categoryScope, categorySource } from "./category-source.ts";

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

/** Query, search, count, get and get by slug. */
export const categoryReadEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/categories/v1/categories/query",
    access: "read",
    handle: (input) => readCategoryPage(input, "query"),
  },
  {
    method: "POST",
    path: "/categories/v1/categories/search",
    access: "read",
    handle: (input) => readCategoryPage(input, "search"),
  },
  {
    method: "POST",
    path: "/categories/v1/categories/count",
    access: "read",
    async handle(input) {
      checkTree(input.payload);
      const scope = categoryScope(input, categorySearchOf(input.payload.search, "search"));
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
