/**
 * Creates a fulfilment of an order (the provider's Create Fulfillment), in
 * the caller's transaction: the lines and units sent (every unit not yet sent
 * when none are named) with optional tracking. The order's
 * `fulfillmentStatus` becomes PARTIALLY_FULFILLED or FULFILLED, with an
 * `ORDER_FULFILLED` activity (and `TRACKING_NUMBER_ADDED` with tracking);
 * `fulfillments_updated`, `order_fulfilled` (when the status changed) and
 * `order_updated` are recorded. Refused, changing nothing: an unknown order
 * (404 `ORDER_NOT_FOUND`), a canceled one (400 `ORDER_CANCELED`), a line the
 * order does not have, more units than are left or nothing left to send (400
 * validation), a tracking number the order already has (400
 * `TRACKING_NUMBER_ALREADY_EXISTS`).
 */
import { randomUUID } from "node:crypto";
import { ApplicationFailure, invalidField } from "../../errors.ts";
import { type OutboxEvent, recordEvents } from "../../events/outbox.ts";
import type { EcomTransaction } from "../ecom-transaction.ts";
import {
  fulfillmentsUpdatedEvent,
  orderFulfilledEvent,
  orderUpdatedEvent,
} from "../order-transactions/order-change-events.ts";
import { orderNotFound } from "../orders/cancel-order.ts";
import { lockedOrder, saveLockedOrder } from "../orders/locked-order.ts";
import type { OrderDocument } from "../orders/order-document.ts";
import {
  type FulfilledLine,
  type Fulfillment,
  fulfilledUnits,
  type OrderWithFulfillments,
  type TrackingInfo,
} from "./order-fulfillments.ts";

/** A fulfilment asked for: lines (none: everything left) and tracking. */
export interface FulfillmentRequest {
  lineItems: FulfilledLine[];
  trackingInfo?: TrackingInfo;
}

/** A fulfilment made: the order's fulfilments after it and the new one's id. */
export interface FulfillmentMade {
  orderWithFulfillments: OrderWithFulfillments;
  fulfillmentId: string;
}

function linesToSend(
  order: OrderDocument,
  fulfillments: Fulfillment[],
  asked: FulfilledLine[],
): FulfilledLine[] {
  if (asked.length === 0) {
    const left = order.lineItems
      .map((line) => ({ id: line.id, quantity: line.quantity - fulfilledUnits(fulfillments, line.id) }))
      .filter((line) => line.quantity > 0);
    if (left.length === 0)
      throw invalidField(
        "fulfillment.lineItems",
        `order ${order.id} has nothing left to fulfil`,
        "INVALID_VALUE",
      );
    return left;
  }
  asked.forEach((item, index) => {
    const line = order.lineItems.find((candidate) => candidate.id === item.id);
    const field = `fulfillment.lineItems[${index}]`;
    if (!line) throw invalidField(`${field}.id`, `names no line of order ${order.id}`, "INVALID_VALUE");
    const left = line.quantity - fulfilledUnits(fulfillments, line.id);
    if (item.quantity > left)
      throw invalidField(`${field}.quantity`, `must be at most ${left}, the units left to fulfil`, "MAX", {
        threshold: left,
      });
  });
  return asked;
}

/**
 * Fulfils order `id` as `request` asks, at `write`'s time (see the module comment).
 *
 * @example
 * ```ts
 * await inEcomTransaction(input, (write) => fulfilOrder(write, id, { lineItems: [] }));
 * ```
 */
export async function fulfilOrder(
  write: EcomTransaction,
  id: string,
  request: FulfillmentRequest,
): Promise<FulfillmentMade> {
  const found = await lockedOrder(write.tx, id, "fulfillments");
  if (!found) throw orderNotFound(id);
  const { order, side: fulfillments } = found;
  if (order.status === "CANCELED")
    throw new ApplicationFailure(400, "ORDER_CANCELED", `Order ${id} is canceled`, { orderId: id });
  const tracking = request.trackingInfo;
  if (tracking && fulfillments.some((f) => f.trackingInfo?.trackingNumber === tracking.trackingNumber))
    throw new ApplicationFailure(
      400,
      "TRACKING_NUMBER_ALREADY_EXISTS",
      `Order ${id} already has tracking number ${tracking.trackingNumber}`,
      { orderId: id },
    );
  const now = write.context.now;
  const fulfillment: Fulfillment = {
    id: randomUUID(),
    createdDate: now,
    lineItems: linesToSend(order, fulfillments, request.lineItems),
    ...(tracking ? { trackingInfo: tracking } : {}),
    completed: true,
  };
  const all = [...fulfillments, fulfillment];
  const complete = order.lineItems.every((line) => fulfilledUnits(all, line.id) >= line.quantity);
  const activity = (type: string) => ({ id: randomUUID(), createdDate: now, type });
  const fulfilled: OrderDocument = {
    ...order,
    fulfillmentStatus: complete ? "FULFILLED" : "PARTIALLY_FULFILLED",
    updatedDate: now,
    activities: [
      ...order.activities,
      activity("ORDER_FULFILLED"),
      ...(tracking ? [activity("TRACKING_NUMBER_ADDED")] : []),
    ],
  };
  await saveLockedOrder(write.tx, fulfilled, { fulfillments: all });
  const origin = { identity: write.identity, now };
  const entity = { orderId: id, fulfillments: all };
  const events: OutboxEvent[] = [fulfillmentsUpdatedEvent(entity, origin)];
  if (fulfilled.fulfillmentStatus !== order.fulfillmentStatus)
    events.push(orderFulfilledEvent(fulfilled, order.fulfillmentStatus, origin));
  events.push(orderUpdatedEvent(fulfilled, ["fulfillmentStatus"], origin));
  await recordEvents(write.tx, events);
  return { orderWithFulfillments: entity, fulfillmentId: fulfillment.id };
}
