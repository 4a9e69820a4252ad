/**
 * The items of a catalogue v3 category (`@wix/categories`, the stores tree): add and remove
 * products in bulk (`/categories/v1/bulk/categories/{categoryId}/add-items` and `…/remove-items`,
 * merchant or app), list a category's items by cursor, list the categories of one item. A store
 * product is the item `{ catalogItemId: productId, appId: STORES_APP_ID }` (`productItem(id)`).
 */
import { defineCall } from "../core/define-call.js";
import { STORES_APP_ID } from "../ecom/catalog-reference.js";
import type { CursorPaging } from "./cursor-query-builder.js";
import { type BulkCategoryItemsResult, type CategoryItem, STORES_TREE } from "./model/category.js";

/**
 * The category item of a store product.
 *
 * @example
 * ```ts
 * await admin.categories.bulkAddItemsToCategory(saleId, [productItem("p1"), productItem("p2")]);
 * ```
 */
export function productItem(productId: string): CategoryItem {
  return { catalogItemId: productId, appId: STORES_APP_ID };
}

/** How to list a category's items. */
export interface ListItemsInCategoryOptions {
  /** Whether the category's manual arrangement orders the items (newest first otherwise). */
  useCategoryArrangement?: boolean;
  /** Whether items of its subcategories are listed too. */
  includeItemsFromSubcategories?: boolean;
  /** Page size and, after the first page, the cursor of the page to read. */
  cursorPaging?: CursorPaging;
}

/**
 * Where a page of a category's items stands: its size and the cursors of the pages around it.
 * Unlike the queries' paging, it says nothing of a later page: a `next` cursor is one.
 */
export interface CategoryItemsPaging {
  /** Number of items in this page. */
  count?: number | null;
  /** The offset asked for (offset paging only). */
  offset?: number | null;
  /** How many items match (offset paging only). */
  total?: number | null;
  /** Cursors of the next and previous pages (absent or `null` when there is none). */
  cursors?: { next?: string | null; prev?: string | null };
}

/** One page of a category's items. */
export interface CategoryItemsPage {
  items?: CategoryItem[];
  pagingMetadata?: CategoryItemsPaging;
}

/** The categories an item is in. */
export interface ItemCategories {
  /** Categories the item was added to. */
  directCategoryIds?: string[];
  /** Those and their ancestors. */
  allCategoryIds?: string[];
}

/**
 * Adds items to a category; each item's result says whether it was added.
 *
 * @example
 * ```ts
 * await admin.categories.bulkAddItemsToCategory(saleId, [productItem("p1"), productItem("p2")]);
 * ```
 */
export const bulkAddItemsToCategory = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/categories/v1/bulk/categories/{categoryId}/add-items",
  request: (categoryId: string, items: CategoryItem[]) => ({
    body: { categoryId, items, treeReference: STORES_TREE },
  }),
  response: (wire: BulkCategoryItemsResult) => wire,
});

/**
 * Removes items from a category; the items stay in the catalogue.
 *
 * @example
 * ```ts
 * await admin.categories.bulkRemoveItemsFromCategory(saleId, [productItem("p1")]);
 * ```
 */
export const bulkRemoveItemsFromCategory = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/categories/v1/bulk/categories/{categoryId}/remove-items",
  request: (categoryId: string, items: CategoryItem[]) => ({
    body: { categoryId, items, treeReference: STORES_TREE },
  }),
  response: (wire: BulkCategoryItemsResult) => wire,
});

/**
 * One page of a category's items; pass the answer's `pagingMetadata.cursors.next` as
 * `cursorPaging.cursor` for the next.
 *
 * @example
 * ```ts
 * const { items, pagingMetadata } = await client.categories.listItemsInCategory(saleId, { cursorPaging: { limit: 100 } });
 * ```
 */
export const listItemsInCategory = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/categories/v1/categories/{categoryId}/list-items",
  request: (categoryId: string, options: ListItemsInCategoryOptions = {}) => ({
    query: {
      categoryId,
      treeReference: STORES_TREE,
      useCategoryArrangement: options.useCategoryArrangement,
      includeItemsFromSubcategories: options.includeItemsFromSubcategories,
      cursorPaging: options.cursorPaging,
    },
  }),
  response: (wire: CategoryItemsPage) => wire,
});

/**
 * The categories an item is in.
 *
 * @example
 * ```ts
 * const { directCategoryIds } = await client.categories.listCategoriesForItem(productItem("p1"));
 * ```
 */
export const listCategoriesForItem = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/categories/v1/categories/list-categories-for-item",
  request: (item: CategoryItem) => ({ query: { item, treeReference: STORES_TREE } }),
  response: (wire: ItemCategories) => wire,
});
