/**
 * The dashboard's product reads on a catalogue v3 store: the list (first 100, name prefix search,
 * newest first), one product with its variants (the query, for the bulk change's products too),
 * and its inventory items.
 */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminClient } from "../../../lib/admin-session.tsx";
import { useAdminClient } from "../../../lib/admin-session.tsx";
import { getProductV3, listInventoryItemsV3, searchProductsV3 } from "../../../lib/dashboard/products-v3.ts";
import { adminKeys } from "../../admin-keys.ts";
import { ADMIN_LIST_SIZE } from "../use-admin-products.ts";

/**
 * Products whose name starts with `search` (as typed or capitalised), newest first.
 *
 * @example
 * ```ts
 * const { data: products } = useAdminProductsV3("mug");
 * ```
 */
export function useAdminProductsV3(search: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.productList(search, "newest"),
    queryFn: () => searchProductsV3(client, search, ADMIN_LIST_SIZE),
    placeholderData: keepPreviousData,
  });
}

/**
 * The query of one v3 product with its variants, its currency and each variant's cost (sent back
 * with a change of the variants, which replaces them), cached by the product's key.
 *
 * @example
 * ```ts
 * const products = useQueries({ queries: ids.map((id) => adminProductV3Query(client, id)) });
 * ```
 */
export function adminProductV3Query(client: AdminClient, id: string) {
  return queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: () => getProductV3(client, id),
  });
}

/**
 * One v3 product, read with {@link adminProductV3Query}.
 *
 * @example
 * ```ts
 * const { data: product } = useAdminProductV3(id);
 * ```
 */
export function useAdminProductV3(id: string) {
  const client = useAdminClient();
  return useQuery(adminProductV3Query(client, id));
}

/**
 * The inventory items of a v3 product, one per variant.
 *
 * @example
 * ```ts
 * const { data: items } = useProductInventoryV3(id);
 * ```
 */
export function useProductInventoryV3(id: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.productInventory(id),
    queryFn: () => listInventoryItemsV3(client, id),
  });
}
