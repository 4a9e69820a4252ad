/**
 * Round trip: events recorded by the real app (product writes, the ribbon calls,
 * the cart and inventory triggers) and an outbox row in its documented shape (a
 * redirect session), are delivered by the worker to a local receiver that runs
 * the SDK's webhook processor with the key from `/_dev/webhooks/public-key`;
 * every typed handler gets the right entity or data. Redirect sessions and
 * inventory events from real writes through the SDK:
 * `packages/sdk/test/events/emulator-round-trip.test.ts`.
 */

import { startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import {
  cartAbandoned,
  cartRecovered,
  createWebhookProcessor,
  inventoryItemChanged,
  inventoryVariantsChanged,
  productCreated,
  productDeleted,
  productUpdated,
  redirectSessionCreated,
  ribbonCreated,
  ribbonDeleted,
  ribbonUpdated,
  type WebhookProcessor,
} from "@vitrine/sdk/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: records events in the outbox directly, to test their delivery
import { recordEvents } from "../../src/events/outbox.ts";
import { TEST_SITE_ID, type TestApp } from "../support/test-app.ts";
import { publicKeyOf, settledLog, startDeliveringApp, subscribeUrl } from "./support/webhook-app.ts";

let t: TestApp;
let receiver: WebhookReceiver;
let processor: WebhookProcessor;
// biome-ignore lint/suspicious/noExplicitAny: envelopes of eleven event types, checked by value
const seen: { type: string; envelope: any }[] = [];

const merchant = async (
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) => {
  const response = await t.inject({
    method,
    url,
    headers: t.merchantHeaders,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, string> & { product: Record<string, string> };
};

beforeEach(async () => {
  seen.length = 0;
  t = await startDeliveringApp();
  receiver = await startWebhookReceiver();
  processor = createWebhookProcessor({ publicKey: (await publicKeyOf(t)).pem });
  for (const definition of [
    productCreated,
    productUpdated,
    productDeleted,
    ribbonCreated,
    ribbonUpdated,
    ribbonDeleted,
    cartAbandoned,
    cartRecovered,
    inventoryItemChanged,
    inventoryVariantsChanged,
    redirectSessionCreated,
  ]) {
    processor.on(definition, (envelope: unknown) => {
      seen.push({ type: definition.type, envelope });
    });
  }
  receiver.respond = async (request) => {
    try {
      await processor.process(request.body);
      return 200;
    } catch {
      return 400;
    }
  };
  await subscribeUrl(t, receiver.url);
});

afterEach(async () => {
  await t.close();
  await receiver.close();
});

const handled = (type: string) => seen.filter((s) => s.type === type).map((s) => s.envelope);

describe("webhook round trip through the SDK processor", () => {
  it("delivers product and ribbon events from catalogue writes as v3 entities", async () => {
    const { product } = await merchant("POST", "/stores/v1/products", {
      product: { name: "Linen Shirt", productType: "physical", priceData: { price: 40 }, ribbon: "Sale" },
    });
    await merchant("PATCH", `/stores/v1/products/${product.id}`, { product: { name: "Linen Shirt II" } });
    await merchant("DELETE", `/stores/v1/products/${product.id}`);
    const log = await settledLog(t, 5);
    expect(log.map((entry) => [entry.eventType, entry.status, entry.attempts])).toEqual([
      ["wix.stores.catalog.v3.ribbon_created", "delivered", 1],
      ["wix.stores.catalog.v3.product_created", "delivered", 1],
      ["wix.stores.catalog.v3.product_updated", "delivered", 1],
      ["wix.stores.catalog.v3.ribbon_deleted", "delivered", 1],
      ["wix.stores.catalog.v3.product_deleted", "delivered", 1],
    ]);
    expect(receiver.received.every((r) => r.contentType === "text/plain; charset=utf-8")).toBe(true);

    const [created] = handled(productCreated.type);
    expect(created.entity).toMatchObject({
      id: product.id,
      name: "Linen Shirt",
      slug: product.slug,
      productType: "PHYSICAL",
      ribbon: { name: "Sale" },
      actualPriceRange: { minValue: { amount: "40" }, maxValue: { amount: "40" } },
      visible: true,
    });
    expect(created.entity.createdDate).toBeInstanceOf(Date);
    expect(created.metadata).toMatchObject({
      entityFqdn: "wix.stores.catalog.v3.product",
      slug: "created",
      entityId: product.id,
      instanceId: TEST_SITE_ID,
      identity: { identityType: "APP" },
    });
    const [updated] = handled(productUpdated.type);
    expect(updated.entity.name).toBe("Linen Shirt II");
    expect(updated.modifiedFields).toMatchObject({ name: "Linen Shirt II" });
    const [deleted] = handled(productDeleted.type);
    expect(deleted.metadata.entityId).toBe(product.id);
    expect(deleted.entity?.id).toBe(product.id);
    expect(handled(ribbonCreated.type)[0].entity).toMatchObject({ name: "Sale" });
    expect(handled(ribbonDeleted.type)[0].entity).toMatchObject({ name: "Sale" });
    const eventIds = seen.map((s) => s.envelope.metadata.eventId);
    expect(new Set(eventIds).size).toBe(5);
  });

  it("delivers cart events recorded by the trigger endpoint", async () => {
    await merchant("POST", "/stores/v1/products", { product: { name: "Mug", priceData: { price: 12.5 } } });
    const abandoned = await merchant("POST", "/_dev/events/trigger", { type: "cart-abandoned" });
    await merchant("POST", "/_dev/events/trigger", { type: "cart-recovered", cartId: abandoned.cartId });
    await settledLog(t, 3);
    const [abandonedEvent] = handled(cartAbandoned.type);
    expect(abandonedEvent.data).toMatchObject({
      cartId: abandoned.cartId,
      status: "ABANDONED",
      totals: { subtotal: 12.5, total: 12.5 },
      buyerInfo: { identityType: "VISITOR" },
    });
    expect(abandonedEvent.data.abandonTime).toBeInstanceOf(Date);
    expect(abandonedEvent.metadata.identity).toMatchObject({ identityType: "ANONYMOUS_VISITOR" });
    const [recovered] = handled(cartRecovered.type);
    expect(recovered.data).toMatchObject({ cartId: abandoned.cartId, status: "RECOVERED" });
    expect(recovered.data.abandonedTime).toEqual(abandonedEvent.data.abandonTime);
  });

  it("rejects a bad trigger type", async () => {
    const response = await t.inject({
      method: "POST",
      url: "/_dev/events/trigger",
      headers: t.merchantHeaders,
      payload: { type: "order-placed" },
    });
    expect(response.statusCode).toBe(400);
    const anonymous = await t.inject({
      method: "POST",
      url: "/_dev/events/trigger",
      payload: { type: "cart-abandoned" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("delivers a ribbon rename and an order's stock change from the ribbon call and the inventory trigger", async () => {
    const { ribbon } = (await merchant("POST", "/stores/v3/ribbons", {
      ribbon: { name: "Sale" },
    })) as unknown as {
      ribbon: { id: string; revision: string };
    };
    const { product } = await merchant("POST", "/stores/v1/products", {
      product: {
        name: "Mug",
        priceData: { price: 9 },
        ribbon: "Sale",
        stock: { trackInventory: true, quantity: 3 },
      },
    });
    await merchant("PATCH", `/stores/v3/ribbons/${ribbon.id}`, {
      ribbon: { revision: ribbon.revision, name: "Hot" },
    });
    await merchant("POST", "/_dev/events/trigger", {
      type: "inventory-variants-changed",
      productId: product.id,
      quantity: 3,
    });
    await settledLog(t, 7);

    const [renamed] = handled(ribbonUpdated.type);
    expect(renamed.entity).toMatchObject({ id: ribbon.id, name: "Hot", revision: "2" });
    expect(renamed.entity.updatedDate).toBeInstanceOf(Date);
    expect(renamed.modifiedFields).toEqual({ name: "Hot" });
    expect(renamed.metadata).toMatchObject({
      slug: "updated",
      entityId: ribbon.id,
      eventId: expect.any(String),
    });
    const relabelled = handled(productUpdated.type).at(-1);
    expect(relabelled.entity.ribbon).toEqual({ name: "Hot" });
    expect(relabelled.modifiedFields).toEqual({ ribbon: { name: "Hot" } });
    const [tracked] = handled(inventoryItemChanged.type);
    expect(tracked.data).toMatchObject({
      externalId: product.id,
      productId: product.id,
      trackQuantity: true,
      trackInventory: true,
      fieldMask: ["trackQuantity"],
    });
    const [ordered] = handled(inventoryVariantsChanged.type).filter(
      (e) => e.data.variants[0].changedBy.reason === "ORDER",
    );
    expect(ordered.data.variants[0]).toMatchObject({
      oldValue: { inStock: true, quantity: 3 },
      newValue: { inStock: false, quantity: 0 },
    });
    expect(ordered.metadata.identity).toMatchObject({ identityType: "ANONYMOUS_VISITOR" });
  });

  it("delivers a redirect session event recorded in its documented shape", async () => {
    await t.db.transaction((tx) =>
      recordEvents(tx, [
        {
          eventType: redirectSessionCreated.type,
          entityFqdn: "wix.headless.v1.redirect_session",
          entityId: "s1",
          slug: "created",
          identity: { identityType: "ANONYMOUS_VISITOR", anonymousVisitorId: "visitor-1" },
          payload: { id: "s1", fullUrl: "http://localhost:4000/login?session=s1", shortUrl: "" },
        },
      ]),
    );
    await settledLog(t, 1);
    const session = handled(redirectSessionCreated.type)[0];
    expect(session.entity).toMatchObject({ id: "s1", fullUrl: "http://localhost:4000/login?session=s1" });
    expect(session.metadata.identity).toEqual({
      identityType: "ANONYMOUS_VISITOR",
      anonymousVisitorId: "visitor-1",
    });
  });
});
