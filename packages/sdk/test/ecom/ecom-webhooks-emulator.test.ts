/**
 * The ecom events end to end: the SDK's ecom calls buy and cancel through a listening emulator
 * that delivers webhooks, and a receiver on 127.0.0.1 runs `createWebhookProcessor` with the key
 * the emulator publishes. `orderCreated` gets the order as `entity`, `checkoutCompleted` the
 * checkout and `orderCanceled` the canceled order with its restock flag as `data`, dates as `Date`.
 */

import { catalogReference } from "@vitrine/sdk/ecom";
import {
  checkoutCompleted,
  createWebhookProcessor,
  type EnvelopeOf,
  type EventDefinition,
  orderCanceled,
  orderCreated,
  type WebhookProcessor,
} from "@vitrine/sdk/events";
import { afterEach, beforeEach, expect, it } from "vitest";
import { type ListeningTestApp, listenTestApp } from "../../../emulator/test/support/test-app.ts";
import { fastWebhookSettings } from "../../../emulator/test/webhooks/support/webhook-app.ts";
import { devCall } from "../events/support/emulator-dev.ts";
import { startServer, type TestServer } from "../support/http-server.ts";
import { createShopProducts, ecomClients, SHOP } from "./support/ecom-clients.ts";

let t: ListeningTestApp;
let receiver: TestServer;
let processor: WebhookProcessor;
const failures: unknown[] = [];

beforeEach(async () => {
  failures.length = 0;
  t = await listenTestApp({ webhooks: fastWebhookSettings(), shop: SHOP }, { deliverWebhooks: true });
  const key = (await devCall(t.baseUrl, "GET", "/_dev/webhooks/public-key")) as { pem: string };
  processor = createWebhookProcessor({ publicKey: key.pem, ignoreUnknownEvents: true });
  receiver = await startServer(async (delivery, response) => {
    try {
      await processor.processRequest(
        new Request("http://127.0.0.1/webhooks", { method: "POST", body: delivery.body }),
      );
      response.writeHead(200).end();
    } catch (error) {
      failures.push(error);
      response.writeHead(400).end();
    }
  });
  await devCall(t.baseUrl, "POST", "/_dev/webhooks", { url: `${receiver.origin}/webhooks` });
}, 60_000);

afterEach(async () => {
  await t.close();
  await receiver.close();
});

/** Registers a typed handler of `definition` that keeps every envelope it gets. */
function collect<D extends EventDefinition>(definition: D): EnvelopeOf<D>[] {
  const received: EnvelopeOf<D>[] = [];
  processor.on(definition, (envelope) => {
    received.push(envelope);
  });
  return received;
}

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
  const created = collect(orderCreated);
  const completed = collect(checkoutCompleted);
  const canceled = collect(orderCanceled);

  const { admin, visitor } = ecomClients(t.baseUrl);
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
  expect(failures).toEqual([]);
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
