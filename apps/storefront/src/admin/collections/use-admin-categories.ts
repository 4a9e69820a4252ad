/**
 * The dashboard's category reads on a catalogue v3 store, whose collections are its categories:
 * every category (hidden ones too) by name, with its description, and the products in one. They
 * use the collection keys, so every catalogue write refreshes them.
 */
import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { listCategories, listCategoryProducts } from "../../lib/dashboard/categories.ts";
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
    queryFn: ({ signal }) => listCategories(client, ADMIN_LIST_SIZE, signal),
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
    queryFn: async ({ signal }) =>
      (await listCategoryProducts(client, categoryId, ADMIN_LIST_SIZE, signal)).sort(byName),
  });
}
