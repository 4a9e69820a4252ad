/**
 * A committed catalogue write or redirect session wakes the process's delivery worker: with a
 * poll a minute apart, its events still arrive well before it (the limits leave room for a loaded
 * machine and stay far below the minute). A write that fails (rolled back) sends nothing.
 */

import { startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app.ts";
import { settledLog, startDeliveringApp, subscribeUrl } from "./support/webhook-app.ts";

let t: TestApp;
let receiver: WebhookReceiver;

beforeEach(async () => {
  t = await startDeliveringApp({ pollIntervalMs: 60_000 });
  receiver = await startWebhookReceiver();
  await subscribeUrl(t, receiver.url);
});

afterEach(async () => {
  await t.close();
  await receiver.close();
});

/**
 * The event types delivered, sorted, once `count` deliveries are logged and none is pending: the
 * log records a delivery after the receiver has answered it.
 */
async function deliveredTypes(count: number): Promise<string[]> {
  const log = await settledLog(t, count, 20_000);
  return log
    .filter((entry) => entry.status === "delivered")
    .map((entry) => entry.eventType)
    .sort();
}

describe("waking the delivery worker after a commit", () => {
  it("delivers a catalogue write's events without waiting for the next poll", {
    timeout: 60_000,
  }, async () => {
    const started = Date.now();
    const created = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: t.merchantHeaders,
      payload: { product: { name: "Mug", stock: { trackInventory: true, quantity: 2 } } },
    });
    expect(created.statusCode).toBe(200);
    await receiver.until((received) => received.length >= 3, 20_000);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await deliveredTypes(3)).toEqual([
      "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
      "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged",
      "wix.stores.catalog.v3.product_created",
    ]);

    const failed = await t.inject({
      method: "PATCH",
      url: `/stores/v1/products/${created.json().product.id}`,
      headers: t.merchantHeaders,
      payload: { product: { id: created.json().product.id, name: "" } },
    });
    expect(failed.statusCode).toBe(400);
    const redirect = await t.inject({
      method: "POST",
      url: "/_api/redirects-api/v1/redirect-session",
      headers: { authorization: await t.visitorToken() },
      payload: { membersAccount: {} },
    });
    expect(redirect.statusCode, redirect.body).toBe(200);
    await receiver.until((received) => received.length >= 4, 20_000);
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(await deliveredTypes(4)).toEqual([
      "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
      "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged",
      "wix.headless.v1.redirect_session_created",
      "wix.stores.catalog.v3.product_created",
    ]);
    expect(receiver.received).toHaveLength(4);
  });
});
