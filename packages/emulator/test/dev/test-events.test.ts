/**
 * "Send a test event" on the real database: the list names every event type
 * the emulator delivers, and for each one in turn a test event reaches a
 * subscribed receiver as a signed delivery of that type (verified with the
 * store's public key by the SDK's webhook processor), built from the store's
 * newest records when there are some and from sample records when there are
 * none; an unknown type is a 400 naming the field, and visitors are refused.
 */

import { startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { createWebhookProcessor } from "@vitrine/sdk/events";
import { afterEach, describe, expect, it } from "vitest";
import { buyer, createTee, errorFields, line, merchant } from "../ecom/support/shop-calls.ts";
import type { TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { publicKeyOf, startDeliveringApp, subscribeUrl } from "../webhooks/support/webhook-app.ts";

let t: TestApp;
let receiver: WebhookReceiver;

afterEach(async () => {
  await t?.close();
  await receiver?.close();
});

/**
 * Sends a test event of every listed type and returns the types and the deliveries received, each
 * verified with the public key. Deliveries are matched by type, not arrival order: events the
 * store recorded before the subscription may still be fanned out to it.
 */
async function sendEveryType(): Promise<{
  types: string[];
  delivered: { eventType: string; entityId: string | undefined }[];
}> {
  const listed = await merchant<{ eventTypes: string[] }>(t, "GET", "/_dev/events/types");
  expect(listed.status).toBe(200);
  const types = listed.body.eventTypes;
  const processor = createWebhookProcessor({
    publicKey: (await publicKeyOf(t)).pem,
    ignoreUnknownEvents: true,
  });
  const delivered: { eventType: string; entityId: string | undefined }[] = [];
  const readNew = async () => {
    for (const request of receiver.received.slice(delivered.length)) {
      const event = await processor.parseEvent(request.body);
      const data = event.payload as { entityId?: string; cartId?: string; externalId?: string };
      delivered.push({
        eventType: event.eventType,
        entityId: data.entityId ?? data.cartId ?? data.externalId,
      });
    }
  };
  for (const eventType of types) {
    const sent = await merchant<{ eventType: string }>(t, "POST", "/_dev/events/test", { eventType });
    expect([sent.status, sent.body.eventType]).toEqual([200, eventType]);
    await readNew();
    while (!delivered.some((d) => d.eventType === eventType)) {
      const seen = delivered.length;
      await receiver.until((received) => received.length > seen);
      await readNew();
    }
  }
  return { types, delivered };
}

describe(`test events on ${testBackend}`, () => {
  it("delivers a signed test event of every type, from sample records in an empty store", async () => {
    t = await startDeliveringApp();
    receiver = await startWebhookReceiver();
    await subscribeUrl(t, receiver.url);
    const { types, delivered } = await sendEveryType();
    expect(types.length).toBeGreaterThanOrEqual(19);
    expect(types).toEqual(
      expect.arrayContaining([
        "wix.stores.catalog.v3.product_created",
        "wix.ecom.v1.order_created",
        "wix.ecom.v1.order_transactions_refund_completed",
        "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent",
        "wix.headless.v1.redirect_session_created",
      ]),
    );
    expect(delivered.map((d) => d.eventType).sort()).toEqual(types);
  }, 120_000);

  it("builds the samples from the store's newest order and product when it has them", async () => {
    t = await startDeliveringApp();
    const tee = await createTee(t);
    const visitor = await t.visitorToken();
    await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    const { body } = await buyer<{ checkoutId: string }>(
      t,
      visitor,
      "POST",
      "/ecom/v1/carts/current/create-checkout",
      {},
    );
    const placed = await merchant<{ orderId: string }>(
      t,
      "POST",
      `/ecom/v1/checkouts/${body.checkoutId}/create-order`,
      {},
    );
    receiver = await startWebhookReceiver();
    await subscribeUrl(t, receiver.url);
    const { delivered } = await sendEveryType();
    const entityOf = (type: string) => delivered.findLast((d) => d.eventType === type)?.entityId;
    expect(entityOf("wix.ecom.v1.order_created")).toBe(placed.body.orderId);
    expect(entityOf("wix.ecom.v1.fulfillments_updated")).toBe(placed.body.orderId);
    expect(entityOf("wix.stores.catalog.v3.product_updated")).toBe(tee.id);
    expect(entityOf("wix.ecom.v1.checkout_completed")).toBe(body.checkoutId);
  }, 120_000);

  it("refuses an unknown type and visitors", async () => {
    t = await startDeliveringApp();
    for (const eventType of ["wix.nothing_created", undefined, 7, "toString"]) {
      const reply = await merchant(t, "POST", "/_dev/events/test", { eventType });
      expect([reply.status, errorFields(reply)]).toEqual([400, ["eventType"]]);
    }
    const visitor = await t.visitorToken();
    expect(
      (await buyer(t, visitor, "POST", "/_dev/events/test", { eventType: "wix.ecom.v1.order_created" }))
        .status,
    ).toBe(403);
    expect(await t.db.query("select id from outbox")).toEqual([]);
  });
});
