/**
 * The order list's search as the orders API takes it: one box for an order number or the start of
 * a buyer's e-mail, and a status, turned into a `searchOrders` filter.
 */
import type { OrderStatus } from "@vitrine/sdk/ecom";

/** The statuses the list filters on ("" for every status). */
export type OrderStatusFilter = OrderStatus | "";

/**
 * The filter for `text` (digits: an order number; anything else: the start of a buyer's e-mail, as
 * typed or in lower case) and `status`; `null` when neither narrows the list.
 *
 * @example
 * ```ts
 * orderSearchFilter("10001", ""); // { number: 10001 }
 * orderSearchFilter("Ada@", "CANCELED"); // { $and: [{ $or: [{ "buyerInfo.email": { $startsWith: "Ada@" } }, …] }, { status: "CANCELED" }] }
 * ```
 */
export function orderSearchFilter(text: string, status: OrderStatusFilter): Record<string, unknown> | null {
  const parts: Record<string, unknown>[] = [];
  const query = text.trim();
  if (/^#?\d+$/.test(query)) parts.push({ number: Number(query.replace("#", "")) });
  else if (query) {
    const spellings = [...new Set([query, query.toLowerCase()])];
    const byEmail = spellings.map((start) => ({ "buyerInfo.email": { $startsWith: start } }));
    parts.push(byEmail.length === 1 ? (byEmail[0] as Record<string, unknown>) : { $or: byEmail });
  }
  if (status) parts.push({ status });
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as Record<string, unknown>) : { $and: parts };
}
