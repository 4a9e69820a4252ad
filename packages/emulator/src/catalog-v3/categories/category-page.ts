/**
 * One page of categories, as query and search categories answer it: the
 * request's `query` or `search` part (filter, sort, keyset cursor paging) read
 * against the categories' source, each category with the optional parts
 * `fields` asks for. A search also narrows by its text (which its cursors
 * carry) and takes no aggregations.
 */
import { invalidField } from "../../errors.ts";
import type { EndpointInput } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import { type CursorPagingMetadata, keysetPage } from "../query/keyset-page.ts";
import { categoryFieldsOf } from "./category-fields.ts";
import { type CategoryRow, categoryWire, checkTree } from "./category-rows.ts";
import { categorySearchOf } from "./category-search.ts";
import { type CategoryScope, carriedScope, categoryScope, categorySource } from "./category-source.ts";

/** The request part a page reads, named as in the request: `query` or `search`. */
export type CategoryPageKind = "query" | "search";

/** The cursor tag of each kind: a query's cursor does not continue a search, nor the reverse. */
const CURSOR_ENTITY: Record<CategoryPageKind, string> = { query: "categories", search: "category-search" };

/** The scope of a search: the one its cursor carries, else its own text search. */
function searchScope(input: EndpointInput, search: Record<string, unknown>): CategoryScope {
  if (Array.isArray(search.aggregations) && search.aggregations.length > 0)
    throw invalidField("search.aggregations", "are not supported for categories", "UNSUPPORTED_FIELD");
  const paging = isObject(search.cursorPaging) ? search.cursorPaging : {};
  return (
    carriedScope(input, paging.cursor) ??
    categoryScope(input, categorySearchOf(search.search, "search.search"))
  );
}

/**
 * The answer of query (`kind` "query") or search ("search") categories: `{categories, pagingMetadata}`.
 *
 * @example
 * ```ts
 * { method: "POST", path: "/categories/v1/categories/query", access: "read",
 *   handle: (input) => readCategoryPage(input, "query") }
 * ```
 */
export async function readCategoryPage(
  input: EndpointInput,
  kind: CategoryPageKind,
): Promise<{ categories: Record<string, unknown>[]; pagingMetadata: CursorPagingMetadata }> {
  checkTree(input.payload);
  const fields = categoryFieldsOf(input.payload);
  const part = input.payload[kind];
  const request = isObject(part) ? part : {};
  const scope = kind === "search" ? searchScope(input, request) : categoryScope(input, undefined);
  const page = await keysetPage<CategoryRow>(
    input.db,
    categorySource(CURSOR_ENTITY[kind], scope),
    request,
    kind,
  );
  return {
    categories: page.rows.map((row) => categoryWire(row, fields)),
    pagingMetadata: page.pagingMetadata,
  };
}
