/**
 * The category reads a catalogue v3 store's collections come from (`@wix/categories`, the
 * `@wix/stores` tree): a page of categories by name, and one category by slug.
 */
import { defineCall } from "@vitrine/sdk";

/** The tree the store's categories live in. */
const STORES_TREE = { appNamespace: "@wix/stores" } as const;

/** A category as the categories API answers it (the fields the storefront reads). */
export interface CategoryV3 {
  id?: string | null;
  name?: string | null;
  slug?: string | null;
  description?: string | null;
  visible?: boolean | null;
  /** Visible products directly in the category. */
  itemCounter?: number | null;
  image?: { id?: string; url?: string; width?: number; height?: number; altText?: string | null } | null;
}

/**
 * Up to `limit` visible categories of the store, sorted by name (`POST /categories/v1/categories/query`).
 *
 * @example
 * ```ts
 * const categories = await client.categories.queryCategories(100);
 * ```
 */
export const queryCategories = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/categories/v1/categories/query",
  idempotent: true,
  request: (limit: number) => ({
    body: {
      query: { sort: [{ fieldName: "name", order: "ASC" }], cursorPaging: { limit } },
      treeReference: STORES_TREE,
    },
  }),
  response: (wire: { categories?: CategoryV3[] }) => wire.categories ?? [],
});

/**
 * The store's category with this slug (`GET /categories/v1/categories/slug/{slug}`); a 404 when none.
 *
 * @example
 * ```ts
 * const sale = await client.categories.getCategoryBySlug("sale");
 * ```
 */
export const getCategoryBySlug = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/categories/v1/categories/slug/{slug}",
  request: (slug: string) => ({ query: { slug, treeReference: STORES_TREE } }),
  response: (wire: { category: CategoryV3 }) => wire.category,
});
