/**
 * An order's fulfilments, the provider's `Fulfillment`s (wire names), kept in
 * `orders.fulfillments`: which lines and how many units each one sent, and
 * its tracking (number, shipping provider, link) when there is one.
 */
import type { Queryable } from "../../db/database.ts";
import type { OrderDocument } from "../orders/order-document.ts";

/** A line and how many of its units a fulfilment sent. */
export interface FulfilledLine {
  id: string;
  quantity: number;
}

/** A fulfilment's tracking. */
export interface TrackingInfo {
  trackingNumber: string;
  shippingProvider: string;
  trackingLink?: string;
}

/** One fulfilment. */
export interface Fulfillment {
  id: string;
  createdDate: string;
  lineItems: FulfilledLine[];
  trackingInfo?: TrackingInfo;
  status?: string;
  completed: boolean;
}

/** The provider's `OrderWithFulfillments`. */
export interface OrderWithFulfillments {
  orderId: string;
  fulfillments: Fulfillment[];
}

/**
 * Units of line `lineId` the fulfilments sent.
 *
 * @example
 * ```ts
 * fulfilledUnits(fulfillments, line.id); // 1
 * ```
 */
export function fulfilledUnits(fulfillments: readonly Fulfillment[], lineId: string): number {
  return fulfillments
    .flatMap((fulfillment) => fulfillment.lineItems)
    .filter((line) => line.id === lineId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Order `id` with its fulfilments (locked when `lock` is set); `undefined` when there is no such order.
 *
 * @example
 * ```ts
 * const found = await loadFulfillments(tx, orderId, true);
 * ```
 */
export async function loadFulfillments(
  tx: Queryable,
  id: string,
  lock: boolean,
): Promise<{ order: OrderDocument; fulfillments: Fulfillment[] } | undefined> {
  const rows = await tx.query<{ doc: OrderDocument; fulfillments: Fulfillment[] }>(
    `select doc, fulfillments from orders where id = $1 ${lock ? "for update" : ""}`,
    [id],
  );
  const row = rows[0];
  return row ? { order: row.doc, fulfillments: row.fulfillments } : undefined;
}

/**
 * Saves an order's fulfilments with its changed document.
 *
 * @example
 * ```ts
 * await saveFulfillments(tx, order, fulfillments);
 * ```
 */
export async function saveFulfillments(
  tx: Queryable,
  order: OrderDocument,
  fulfillments: readonly Fulfillment[],
): Promise<void> {
  await tx.query("update orders set doc = $2, fulfillments = $3, updated_at = $4 where id = $1", [
    order.id,
    JSON.stringify(order),
    JSON.stringify(fulfillments),
    order.updatedDate,
  ]);
}
