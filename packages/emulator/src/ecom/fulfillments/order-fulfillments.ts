/**
 * An order's fulfilments, the provider's `Fulfillment`s (wire names), kept in
 * `orders.fulfillments`: which lines and how many units each one sent, and
 * its tracking (number, shipping provider, link) when there is one.
 */
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
