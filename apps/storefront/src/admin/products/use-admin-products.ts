/**
 * The dashboard's product reads: a searched, sorted list (first 100, with merchant data) and one
 * product by id (with merchant data).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { applyProductListQuery, type ProductSort } from "@vitrine/react";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { getProduct } from "../../lib/dashboard/products.ts";
import { adminProductsQuery, queryAdminProducts } from "../../lib/dashboard/products-query.ts";
import { adminKeys } from "../admin-keys.ts";

/** How many products the list shows (the catalogue's largest page). */
export const ADMIN_LIST_SIZE = 100;

/**
 * Products whose name starts with `search` (as typed or capitalised), sorted.
 *
 * @example
 * ```ts
 * const { data } = useAdminProducts("mug", "name-asc");
 * ```
 */
export function useAdminProducts(search: string, sort: ProductSort) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.productList(search, sort),
    queryFn: ({ signal }) =>
      queryAdminProducts(
        applyProductListQuery(() => adminProductsQuery(client), {
          search,
          sort,
          pageSize: ADMIN_LIST_SIZE,
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/**
 * One product with cost and profit.
 *
 * @example
 * ```ts
 * const { data: product } = useAdminProduct(id);
 * ```
 */
export function useAdminProduct(id: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: () => getProduct(client, id),
  });
}
