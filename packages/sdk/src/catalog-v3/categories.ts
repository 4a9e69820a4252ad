/**
 * Category calls of a catalogue v3 store (`/categories/v1/categories`, the `@wix/categories`
 * service, always on the stores tree): get by id or slug, create, update with the current
 * `revision`, show or hide with the current `revision`, delete, count. Writes need a merchant or app credential. Answers carry `Category`
 * with `createdDate` and `updatedDate` as `Date`.
 */
import type { Filter } from "../catalog/query/filter.js";
import { defineCall } from "../core/define-call.js";
import { type Category, STORES_TREE } from "./model/category.js";
import type { SearchDetails } from "./product-search.js";
import type { CategoryField, FieldsOptions } from "./requested-fields.js";

const CATEGORY_DATES = ["category.createdDate", "category.updatedDate"] as const;

const categoryOf = (wire: { category: Category }) => wire.category;

/** Fields the server sets: never sent on a create or an update. */
type ServerSetField =
  | "id"
  | "revision"
  | "createdDate"
  | "updatedDate"
  | "itemCounter"
  | "breadcrumbsInfo"
  | "treeReference"
  | "managingAppId";

/** A category to create: at least its name. */
export type NewCategory = Omit<Category, ServerSetField> & { name: string };

/** A category change: the category's current `revision` and the fields to change. */
export type CategoryUpdate = Omit<Category, ServerSetField> & { revision: string };

/** What a visibility change sends: the category's current `revision` and whether visitors see it. */
export interface CategoryVisibilityChange {
  visible: boolean;
  revision: string;
}

/** What to count. */
export interface CountCategoriesOptions {
  filter?: Filter;
  search?: SearchDetails;
  /** Whether hidden categories count too (merchants only). */
  returnNonVisibleCategories?: boolean;
}

/**
 * Creates a category; the answer carries its `id`, `slug` and first `revision`.
 *
 * @example
 * ```ts
 * const sale = await admin.categories.createCategory({ name: "Sale", description: "Last pieces" });
 * ```
 */
export const createCategory = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/categories/v1/categories",
  request: (category: NewCategory, options: FieldsOptions<CategoryField> = {}) => ({
    body: { category, treeReference: STORES_TREE, fields: options.fields },
  }),
  dates: CATEGORY_DATES,
  response: categoryOf,
});

/**
 * Reads a category by id (a 404 `CATEGORY_NOT_FOUND` when there is none).
 *
 * @example
 * ```ts
 * const { name, itemCounter } = await client.categories.getCategory(id, { fields: ["DESCRIPTION"] });
 * ```
 */
export const getCategory = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/categories/v1/categories/{categoryId}",
  request: (categoryId: string, options: FieldsOptions<CategoryField> = {}) => ({
    query: { categoryId, treeReference: STORES_TREE, fields: options.fields },
  }),
  dates: CATEGORY_DATES,
  response: categoryOf,
});

/**
 * Reads a category by slug (a 404 `CATEGORY_NOT_FOUND` when there is none).
 *
 * @example
 * ```ts
 * const sale = await client.categories.getCategoryBySlug("sale");
 * ```
 */
export const getCategoryBySlug = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/categories/v1/categories/slug/{slug}",
  request: (slug: string, options: FieldsOptions<CategoryField> = {}) => ({
    query: { slug, treeReference: STORES_TREE, fields: options.fields },
  }),
  dates: CATEGORY_DATES,
  response: categoryOf,
});

/**
 * Changes a category: its name, slug, description, image. Pass its current `revision`: a stale
 * one fails with an `ApplicationError` (409); the answer carries the next revision. Its visibility
 * changes with {@link updateCategoryVisibility} (a `visible` that differs is refused here).
 *
 * @example
 * ```ts
 * const renamed = await admin.categories.updateCategory(sale.id, { revision: sale.revision, name: "Summer sale" });
 * ```
 */
export const updateCategory = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/categories/v1/categories/{category.id}",
  request: (id: string, category: CategoryUpdate, options: FieldsOptions<CategoryField> = {}) => ({
    body: { category: { ...category, id }, treeReference: STORES_TREE, fields: options.fields },
  }),
  dates: CATEGORY_DATES,
  response: categoryOf,
});

/**
 * Shows or hides a category (hiding one hides its subcategories too). Pass its current `revision`:
 * a stale one fails with an `ApplicationError` (409); the answer carries the next revision.
 *
 * @example
 * ```ts
 * const hidden = await admin.categories.updateCategoryVisibility(sale.id, { visible: false, revision: sale.revision });
 * ```
 */
export const updateCategoryVisibility = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/categories/v1/categories/visibility",
  request: (
    categoryId: string,
    { visible, revision }: CategoryVisibilityChange,
    options: FieldsOptions<CategoryField> = {},
  ) => ({
    body: { categoryId, visible, treeReference: STORES_TREE, revision, fields: options.fields },
  }),
  dates: CATEGORY_DATES,
  response: categoryOf,
});

/**
 * Deletes a category; its items stay in the catalogue.
 *
 * @example
 * ```ts
 * await admin.categories.deleteCategory(id);
 * ```
 */
export const deleteCategory = /* @__PURE__ */ defineCall({
  method: "DELETE",
  path: "/categories/v1/categories/{categoryId}",
  request: (categoryId: string) => ({ query: { categoryId, treeReference: STORES_TREE } }),
  response: (): void => undefined,
});

/**
 * Counts the categories that match (all visible ones without options).
 *
 * @example
 * ```ts
 * const everyCategory = await admin.categories.countCategories({ returnNonVisibleCategories: true });
 * ```
 */
export const countCategories = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/categories/v1/categories/count",
  idempotent: true,
  request: ({ filter, search, returnNonVisibleCategories }: CountCategoriesOptions = {}) => ({
    body: { filter, search, treeReference: STORES_TREE, returnNonVisibleCategories },
  }),
  response: (wire: { count?: number }) => wire.count ?? 0,
});
