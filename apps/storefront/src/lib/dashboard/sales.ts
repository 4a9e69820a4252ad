/**
 * The dashboard home's sales reads: every order created since a moment, read through the order
 * search page by page (100 a page, newest first), the one place the home reaches orders.
 */
import type { Order } from "@vitrine/sdk/ecom";
import type { AdminClient } from "../api.ts";

/**
 * Every order created at or after `since`, newest first.
 *
 * @example
 * ```ts
 * const recent = await ordersCreatedSince(admin, new Date(Date.now() - 90 * 86_400_000));
 * ```
 */
export async function ordersCreatedSince(
  client: AdminClient,
  since: Date,
  signal?: AbortSignal,
): Promise<Order[]> {
  const orders: Order[] = [];
  const search = {
    filter: { createdDate: { $gte: since.toISOString() } },
    sort: [{ fieldName: "createdDate", order: "DESC" as const }],
    cursorPaging: { limit: 100 },
  };
  for await (const order of client.orders.iterateOrders(search, signal ? { signal } : {})) orders.push(order);
  return orders;
}
