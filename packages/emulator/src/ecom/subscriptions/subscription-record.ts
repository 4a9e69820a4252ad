/**
 * Starting subscriptions: each line of a new order bought on a plan (its
 * `subscriptionInfo`, whose `id` names the subscription) gets a
 * `subscriptions` row in the order's transaction, cycle 1 made by that order,
 * with the date cycle 2 falls due, or none when the plan bills one cycle.
 */
import type { Queryable } from "../../db/database.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import { billedCycles, cycleDate } from "./subscription-cycles.ts";

/**
 * Starts the subscriptions of `order`'s plan lines.
 *
 * @example
 * ```ts
 * await startSubscriptions(tx, order);
 * ```
 */
export async function startSubscriptions(tx: Queryable, order: OrderDocument): Promise<void> {
  const start = new Date(order.createdDate);
  for (const line of order.lineItems) {
    const info = line.subscriptionInfo;
    if (!info) continue;
    const cycles = billedCycles(info.subscriptionSettings);
    const next = cycles === 1 ? null : cycleDate(start, info.subscriptionSettings, 2);
    await tx.query(
      `insert into subscriptions (id, order_id, line_item_id, cycles, started_at, cycles_made, next_cycle_at)
       values ($1, $2, $3, $4, $5, 1, $6)`,
      [info.id, order.id, line.id, cycles, start, next],
    );
  }
}
