/** The timestamp paths of an order inside an answer or an event, for `dates`. */

/**
 * Timestamp paths of an order at `prefix` (`order`, `orders`), for a call's `dates`.
 *
 * @example
 * ```ts
 * orderDates("order"); // ["order.createdDate", "order.updatedDate", …]
 * ```
 */
export const orderDates = (prefix: string): string[] =>
  [
    "createdDate",
    "updatedDate",
    "purchasedDate",
    "activities.createdDate",
    "lineItems.digitalFile.expirationDate",
    "shippingInfo.logistics.deliverByDate",
  ].map((path) => `${prefix}.${path}`);
