/**
 * The dashboard's order reads: one page of the searched list (newest first, paged by cursor) and
 * one order by id. Orders change outside the dashboard (a shopper buys), so these reads are never
 * taken as fresh: they run again when a page opens and when the window regains focus. When the
 * list shows an order the dashboard had not seen, stock has changed: the product queries (the
 * dashboard's and the shop's) are marked stale.
 */
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { vitrineKeys } from "@vitrine/react";
import { useEffect, useRef } from "react";
import { useAdminClient } from "../../lib/admin-session.tsx";
import { getOrder, searchOrders } from "../../lib/dashboard/orders.ts";
import { adminKeys } from "../admin-keys.ts";
import { type OrderStatusFilter, orderSearchFilter } from "./order-search.ts";

/** Orders per page of the list. */
export const ORDERS_PAGE_SIZE = 20;

/**
 * A page of orders matching `search` and `status`: the first page, or the one `cursor` names.
 *
 * @example
 * ```ts
 * const { data } = useAdminOrders("ada@", "APPROVED", "");
 * const next = data?.metadata.cursors?.next;
 * ```
 */
export function useAdminOrders(search: string, status: OrderStatusFilter, cursor: string) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: adminKeys.orderList(search, status, cursor),
    queryFn: ({ signal }) =>
      searchOrders(
        client,
        cursor
          ? { cursor, limit: ORDERS_PAGE_SIZE }
          : { filter: orderSearchFilter(search, status), limit: ORDERS_PAGE_SIZE },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const newest = cursor || search || status ? undefined : (list.data?.orders[0]?.id ?? undefined);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!newest || newest === seen.current) return;
    if (seen.current !== undefined) {
      queryClient.invalidateQueries({ queryKey: adminKeys.products() });
      queryClient.invalidateQueries({ queryKey: vitrineKeys.products() });
    }
    seen.current = newest;
  }, [newest, queryClient]);
  return list;
}

/**
 * One order.
 *
 * @example
 * ```ts
 * const { data: order } = useAdminOrder(id);
 * ```
 */
export function useAdminOrder(id: string) {
  const client = useAdminClient();
  return useQuery({
    queryKey: adminKeys.order(id),
    queryFn: () => getOrder(client, id),
    staleTime: 0,
  });
}
