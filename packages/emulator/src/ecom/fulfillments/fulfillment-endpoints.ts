/**
 * The calls on an order's fulfilments, merchant only (403 for visitors and
 * members), at the provider's paths:
 * - `GET /ecom/v1/fulfillments/orders/{orderId}` → `{orderWithFulfillments}`
 *   (404 `ORDER_NOT_FOUND`);
 * - `POST /ecom/v1/fulfillments/orders/{orderId}/create-fulfillment`
 *   `{fulfillment: {lineItems?: [{id, quantity}], trackingInfo?:
 *   {trackingNumber, shippingProvider, trackingLink?}}}` →
 *   `{orderWithFulfillments, fulfillmentId}` (`fulfil-order.ts`).
 */
import { invalidField } from "../../errors.ts";
import type { Endpoint } from "../../http/endpoint.ts";
import { readArray, readId, readObject, readOptionalString, readQuantity } from "../ecom-input.ts";
import { inEcomTransaction, writeInput } from "../ecom-transaction.ts";
import { orderNotFound } from "../orders/cancel-order.ts";
import { orderWith } from "../orders/locked-order.ts";
import { type FulfillmentRequest, fulfilOrder } from "./fulfil-order.ts";
import type { TrackingInfo } from "./order-fulfillments.ts";

function readTracking(value: unknown): TrackingInfo | undefined {
  if (value === undefined || value === null) return undefined;
  const info = readObject(value, "fulfillment.trackingInfo");
  const trackingNumber = readOptionalString(
    info.trackingNumber,
    "fulfillment.trackingInfo.trackingNumber",
    100,
  );
  if (!trackingNumber)
    throw invalidField(
      "fulfillment.trackingInfo.trackingNumber",
      "is required with tracking",
      "REQUIRED_FIELD",
    );
  const shippingProvider =
    readOptionalString(info.shippingProvider, "fulfillment.trackingInfo.shippingProvider", 100) ?? "other";
  const link = readOptionalString(info.trackingLink, "fulfillment.trackingInfo.trackingLink", 2000);
  if (link !== undefined && !/^https?:\/\//.test(link))
    throw invalidField("fulfillment.trackingInfo.trackingLink", "must be an http(s) URL", "FORMAT");
  return { trackingNumber, shippingProvider, ...(link ? { trackingLink: link } : {}) };
}

function readFulfillment(payload: Record<string, unknown>): FulfillmentRequest {
  const fulfillment = readObject(payload.fulfillment, "fulfillment");
  const lines =
    fulfillment.lineItems === undefined || fulfillment.lineItems === null
      ? []
      : readArray(fulfillment.lineItems, "fulfillment.lineItems", 300).map((entry, index) => {
          const line = readObject(entry, `fulfillment.lineItems[${index}]`);
          return {
            id: readId(line.id, `fulfillment.lineItems[${index}].id`),
            quantity: readQuantity(line.quantity, `fulfillment.lineItems[${index}].quantity`),
          };
        });
  const trackingInfo = readTracking(fulfillment.trackingInfo);
  return { lineItems: lines, ...(trackingInfo ? { trackingInfo } : {}) };
}

/** GET `/ecom/v1/fulfillments/orders/{orderId}`. */
export const listOrderFulfillments: Endpoint = {
  method: "GET",
  path: "/ecom/v1/fulfillments/orders/{orderId}",
  access: "write",
  async handle(input) {
    const id = readId(input.payload.orderId, "orderId");
    const found = await orderWith(input.db, id, "fulfillments");
    if (!found) throw orderNotFound(id);
    return { orderWithFulfillments: { orderId: id, fulfillments: found.side } };
  },
};

/** POST `/ecom/v1/fulfillments/orders/{orderId}/create-fulfillment`. */
export const createFulfillment: Endpoint = {
  method: "POST",
  path: "/ecom/v1/fulfillments/orders/{orderId}/create-fulfillment",
  access: "write",
  handle(input) {
    const id = readId(input.payload.orderId, "orderId");
    const request = readFulfillment(input.payload);
    return inEcomTransaction(writeInput(input), (write) => fulfilOrder(write, id, request));
  },
};

/** The fulfilment endpoints. */
export const fulfillmentEndpoints: readonly Endpoint[] = [listOrderFulfillments, createFulfillment];
