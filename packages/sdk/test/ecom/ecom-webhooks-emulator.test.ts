/**
 * The ecom events end to end: the SDK's ecom calls buy and cancel through a listening emulator
 * that delivers webhooks, and a receiver on 127.0.0.1 runs `createWebhookProcessor` with the key
 * the emulator publishes (the workspace's `startWebhookRoundTrip`). `orderCreated` gets the order as `entity`, `checkoutCompleted` the
 * checkout and `orderCanceled` the canceled order with its restock flag as `data`, dates as `Date`.
 */

import { catalogReference } from "@vitrine/sdk/ecom";
import { checkoutCompleted, orderCanceled, orderCreated } from "@vitrine/sdk/events";
import { startWebhookRoundTrip, type WebhookRoundTrip } from "@vitrine/testkit";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createShopProducts, ecomClients, SHOP } from "./support/ecom-clients.ts";

let trip: WebhookRoundTrip;

beforeEach(async () => {
  trip = await startWebhookRoundTrip({ config: { shop: SHOP }, processor: { ignoreUnknownEvents: true } });
}, 60_000);

afterEach(() => trip.close());

/** Waits until `check` passes (deliveries arrive after the call that caused them). */
async function eventually(check: () => void): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

it("delivers order_created, checkout_completed and order_canceled to typed handlers", {
  timeout: 60_000,
}, async () => {
  const created = trip.collect(orderCreated);
  const completed = trip.collect(checkoutCompleted);
  const canceled = trip.collect(orderCanceled);

  const { admin, visitor } = ecomClients(trip.emulator.baseUrl);
  const { mugId } = await createShopProducts(admin);
  const shopper = visitor();
  await shopper.currentCart.addToCurrentCart({
    lineItems: [{ catalogReference: catalogReference(mugId), quantity: 3 }],
  });
  const checkoutId = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
  const { orderId } = await admin.checkout.createOrder(checkoutId);
  await admin.orders.cancelOrder(orderId ?? "", { restockAllItems: true });

  await eventually(() => {
    expect(created).toHaveLength(1);
    expect(completed).toHaveLength(1);
    expect(canceled).toHaveLength(1);
  });
  expect(trip.failures).toEqual([]);
  const [order] = created;
  expect(order?.entity).toMatchObject({ id: orderId, checkoutId, status: "APPROVED" });
  expect(order?.entity.lineItems?.[0]).toMatchObject({ quantity: 3, price: { amount: "9.50" } });
  expect(order?.entity.createdDate).toBeInstanceOf(Date);
  expect(order?.metadata).toMatchObject({
    entityFqdn: "wix.ecom.v1.order",
    slug: "created",
    entityId: orderId,
  });
  expect(completed[0]?.data.checkout).toMatchObject({ id: checkoutId, completed: true });
  expect(completed[0]?.data.checkout?.createdDate).toBeInstanceOf(Date);
  expect(canceled[0]?.data).toMatchObject({
    restockAllItems: true,
    order: { id: orderId, status: "CANCELED" },
  });
  expect(canceled[0]?.data.order?.updatedDate).toBeInstanceOf(Date);
  expect(canceled[0]?.metadata.slug).toBe("canceled");
});
