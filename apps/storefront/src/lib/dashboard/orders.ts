/**
 * The dashboard's order calls: a page of the searched list (newest first, paged by cursor), one
 * order, and its cancellation; the one place the dashboard's orders pages reach the API.
 */
import type { Order } from "@vitrine/sdk/ecom";
import type { AdminClient } from "../api.ts";

/** A page of {@link searchOrders}: its orders and the cursors to the next and previous pages. */
export type OrdersPage = Awaited<ReturnType<AdminClient["orders"]["searchOrders"]>>;

/**
 * A page of `limit` orders matching `filter`, newest first: the first page, or the one `cursor`
 * names (a cursor carries the filter and order it was made with).
 *
 * @example
 * ```ts
 * const page = await searchOrders(admin, { filter: { status: "APPROVED" }, limit: 20 });
 * const next = await searchOrders(admin, { cursor: page.metadata.cursors?.next ?? "", limit: 20 });
 * ```
 */
export function searchOrders(
  client: AdminClient,
  query: { filter?: Record<string, unknown> | null; cursor?: string; limit: number },
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const { filter = null, cursor, limit } = query;
  return client.orders.searchOrders(
    cursor
      ? { cursorPaging: { limit, cursor } }
      : { filter, sort: [{ fieldName: "createdDate", order: "DESC" }], cursorPaging: { limit } },
    signal ? { signal } : {},
  );
}

/**
 * Order `id`.
 *
 * @example
 * ```ts
 * const order = await getOrder(admin, id);
 * ```
 */
export function getOrder(client: AdminClient, id: string): Promise<Order> {
  return client.orders.getOrder(id);
}

/**
 * Cancels order `id`, putting its items back in stock when `restock`, without the
 * cancellation e-mail; resolves to the cancelled order.
 *
 * @example
 * ```ts
 * const cancelled = await cancelOrder(admin, id, true);
 * ```
 */
export function cancelOrder(client: AdminClient, id: string, restock: boolean): Promise<Order> {
  return client.orders.cancelOrder(id, { restockAllItems: restock, sendOrderCanceledEmail: false });
}
