/**
 * The category of a catalogue v3 store (`@wix/categories`): a named, slugged group of products in
 * the stores tree, the v3 form of a collection. Wire field names; `Time` is `Date` for SDK users,
 * `string` for raw JSON.
 */
import type { BulkActionMetadata, BulkItemError } from "../../catalog/model/bulk-result.js";
import type { RichContent } from "./product-v3.js";

/** Which app's category tree a call works on (`appNamespace`) and, for apps with several, which tree. */
export interface TreeReference {
  appNamespace?: string;
  treeKey?: string | null;
}

/**
 * The stores tree, the tree every category call of the SDK names.
 *
 * @example
 * ```ts
 * STORES_TREE.appNamespace; // "@wix/stores"
 * ```
 */
export const STORES_TREE = { appNamespace: "@wix/stores" } as const;

/** An item placed in a category: for a store product its id and the stores app id. */
export interface CategoryItem {
  catalogItemId?: string;
  appId?: string;
}

/** A category's image. */
export interface CategoryImage {
  id?: string;
  url?: string;
  width?: number;
  height?: number;
  altText?: string | null;
  filename?: string | null;
}

/** One ancestor of a category (`BREADCRUMBS_INFO`). */
export interface CategoryBreadcrumb {
  categoryId?: string;
  categoryName?: string;
  categorySlug?: string;
}

/**
 * A category.
 *
 * @example
 * ```ts
 * const sale = await admin.categories.createCategory({ name: "Sale", slug: "sale" });
 * console.log(sale.id, sale.revision, sale.itemCounter);
 * ```
 */
export interface Category<Time = Date> {
  id?: string | null;
  /** Increases on every update; send it back to update the category. */
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  name?: string | null;
  image?: CategoryImage;
  /** Visible items directly in the category. */
  itemCounter?: number;
  /** Plain-text description; returned only when `fields` has `DESCRIPTION`. */
  description?: string | null;
  /** Whether visitors see the category (default `true`). */
  visible?: boolean | null;
  /** Its ancestors, root first; returned only when `fields` has `BREADCRUMBS_INFO`. */
  breadcrumbsInfo?: { breadcrumbs?: CategoryBreadcrumb[] };
  /** Its parent and its place among the parent's children; none for a top-level category. */
  parentCategory?: { id?: string | null; index?: number | null };
  /** Unique in the tree; made from the name when not sent. */
  slug?: string | null;
  /** Rich-text description; returned only when `fields` has `RICH_CONTENT_DESCRIPTION`. */
  richContentDescription?: RichContent;
  treeReference?: TreeReference;
  /** The app that manages the category, when one does (such categories refuse merchant changes). */
  managingAppId?: string | null;
}

/** What happened to one item of a bulk add or remove. */
export interface CategoryItemMetadata {
  item?: CategoryItem;
  /** Index of the item in the request's `items`. */
  originalIndex?: number;
  success?: boolean;
  error?: BulkItemError;
}

/**
 * The answer of a bulk add or remove.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await admin.categories.bulkAddItemsToCategory(saleId, [productItem("p1")]);
 * console.log(bulkActionMetadata?.totalSuccesses);
 * ```
 */
export interface BulkCategoryItemsResult {
  results?: { itemMetadata?: CategoryItemMetadata }[];
  bulkActionMetadata?: BulkActionMetadata;
}
