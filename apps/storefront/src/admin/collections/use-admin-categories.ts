/**
 * The dashboard's category reads on a catalogue v3 store, whose collections are its categories:
 * every category (hidden ones too) by name, with its description, and the products in one. They
 * use the collection keys, so every catalogue write refreshes them.
 */
import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { adminKeys } from "../admin-keys.ts";
import { ADMIN_LIST_SIZE } from "../products/use-admin-products.ts";

/** Name order, as the shop lists names. */
/** Orders categories or products by name. */
export const byName = (a: { name?: string | null }, b: { name?: string | null }) =>
  (a.name ?? "").localeCompare(b.name ?? "");

/**
 * The store's categories, hidden ones too, sorted by name (the first 100).
 *
 * @example
 * ```ts
 * const { data: categories } = useAdminCategories();
 * ```
 */
export function useAdminCategories() {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.collections(),
    queryFn: async ({ signal }) =>
      (
        await client.categories
          .queryCategories({ returnNonVisibleCategories: true, fields: ["DESCRIPTION"] })
          .ascending("name")
          .limit(ADMIN_LIST_SIZE)
          .find({ signal })
      ).items,
  });
}

/**
 * The products in a category (the first 100 it lists), sorted by name.
 *
 * @example
 * ```ts
 * const { data: products } = useCategoryProducts(categoryId);
 * ```
 */
export function useCategoryProducts(categoryId: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.collectionProducts(categoryId),
    queryFn: async ({ signal }) => {
      const listed = await client.categories.listItemsInCategory(categoryId, {
        cursorPaging: { limit: ADMIN_LIST_SIZE },
      });
      const ids = (listed.items ?? []).flatMap((item) => (item.catalogItemId ? [item.catalogItemId] : []));
      if (ids.length === 0) return [];
      const page = await client.productsV3
        .queryProducts()
        .in("id", ids)
        .limit(ADMIN_LIST_SIZE)
        .find({ signal });
      return page.items.sort(byName);
    },
  });
}
