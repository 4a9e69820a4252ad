/**
 * `queryCategories(options)`: the typed cursor query over a catalogue v3 store's categories
 * (`POST /categories/v1/categories/query`, on the stores tree).
 */
import { defineMethod } from "../core/client-method.js";
import { type CursorQueryBuilder, createCursorQueryBuilder } from "./cursor-query-builder.js";
import { type Category, STORES_TREE } from "./model/category.js";
import type { CategoryField, FieldsOptions } from "./requested-fields.js";

/** Filterable category fields and their value types. */
export interface CategoryQueryFields {
  id: string;
  name: string;
  slug: string;
  visible: boolean;
  managingAppId: string;
  "parentCategory.id": string;
  "parentCategory.index": number;
  createdDate: Date | string;
  updatedDate: Date | string;
}

/** Sortable category fields. */
export type CategorySortField =
  | "name"
  | "managingAppId"
  | "parentCategory.id"
  | "parentCategory.index"
  | "createdDate"
  | "updatedDate";

/** The categories query builder. */
export type CategoriesQueryBuilder = CursorQueryBuilder<CategoryQueryFields, CategorySortField, Category>;

/** Options of a categories query. */
export interface QueryCategoriesOptions extends FieldsOptions<CategoryField> {
  /** Whether hidden categories are listed too (merchants only). */
  returnNonVisibleCategories?: boolean;
}

/**
 * Starts a categories query (visible categories only, unless a merchant asks for hidden ones).
 *
 * @example
 * ```ts
 * const { items } = await admin.categories.queryCategories({ returnNonVisibleCategories: true })
 *   .startsWith("name", "Su").ascending("name").limit(20).find();
 * for await (const category of iterateCursorQuery(client.categories.queryCategories())) list(category);
 * ```
 */
export const queryCategories = /* @__PURE__ */ defineMethod(
  (context) =>
    ({ returnNonVisibleCategories, fields }: QueryCategoriesOptions = {}): CategoriesQueryBuilder =>
      createCursorQueryBuilder(
        context,
        {
          method: "POST",
          path: "/categories/v1/categories/query",
          items: "categories",
          dates: ["categories.createdDate", "categories.updatedDate"],
        },
        { treeReference: STORES_TREE, returnNonVisibleCategories, fields },
      ),
);
