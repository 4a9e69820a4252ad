/**
 * Replays (`POST /_dev/webhooks/deliveries/{id}/replay`, `POST /_dev/webhooks/replay`):
 * a past delivery goes out again, newly signed, with the same event id, as a
 * log entry of its own; a range since a time, of every subscription or one;
 * and the error envelope for unknown deliveries and bad times.
 */

import { startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { createWebhookProcessor, productCreated } from "@vitrine/sdk/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app.ts";
import { publicKeyOf, settledLog, startDeliveringApp, subscribeUrl } from "./support/webhook-app.ts";

let t: TestApp;
let receiver: WebhookReceiver;

const post = (url: string, payload: Record<string, unknown> = {}) =>
  t.inject({ method: "POST", url, headers: t.merchantHeaders, payload });

async function createProduct(name: string) {
  const response = await post("/stores/v1/products", {
    product: { name, productType: "physical", priceData: { price: 10 } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** The event ids of the received product_created deliveries, checked with the public key, in order. */
async function receivedEventIds(): Promise<(string | undefined)[]> {
  const processor = createWebhookProcessor({ publicKey: (await publicKeyOf(t)).pem });
  const ids: (string | undefined)[] = [];
  processor.on(productCreated, (event) => {
    ids.push(event.metadata.eventId);
  });
  for (const request of receiver.received) await processor.process(request.body);
  return ids;
}

beforeEach(async () => {
  t = await startDeliveringApp();
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await t.close();
  await receiver.close();
});

describe("webhook replays", () => {
  it("sends one past delivery again with the same event id, as a new log entry", async () => {
    await subscribeUrl(t, receiver.url);
    await createProduct("Linen Shirt");
    const [original] = await settledLog(t, 1);
    const response = await post(`/_dev/webhooks/deliveries/${original?.id}/replay`);
    expect(response.statusCode, response.body).toBe(200);
    const { delivery } = response.json();
    expect(delivery).toMatchObject({
      replayOf: original?.id,
      eventId: original?.eventId,
      eventType: "wix.stores.catalog.v3.product_created",
      subscriptionId: original?.subscriptionId,
    });
    expect(delivery.id).not.toBe(original?.id);
    const log = await settledLog(t, 2);
    expect(log.map((entry) => [entry.id, entry.status, entry.replayOf])).toEqual([
      [original?.id, "delivered", undefined],
      [delivery.id, "delivered", original?.id],
    ]);
    expect(await receivedEventIds()).toEqual([original?.eventId, original?.eventId]);
    const signedAt = receiver.received.map((r) => JSON.parse(atob(r.body.split(".")[1] ?? "")).iat);
    expect(signedAt[1]).toBeGreaterThanOrEqual(signedAt[0]);
  });

  it("sends every delivery since a time again, of every subscription or of one", async () => {
    const other = await startWebhookReceiver();
    try {
      const mine = await subscribeUrl(t, receiver.url);
      await subscribeUrl(t, other.url);
      await createProduct("Before");
      await settledLog(t, 2);
      const since = new Date();
      await createProduct("After I");
      await createProduct("After II");
      const originals = (await settledLog(t, 6)).filter(
        (entry) => Date.parse(entry.createdAt) >= since.getTime(),
      );
      expect(originals).toHaveLength(4);

      const all = await post("/_dev/webhooks/replay", { since: since.toISOString() });
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().deliveries.map((d: { replayOf: string }) => d.replayOf)).toEqual(
        originals.map((d) => d.id),
      );

      const one = await post("/_dev/webhooks/replay", { since: since.toISOString(), subscriptionId: mine });
      expect(one.json().deliveries.map((d: { replayOf: string }) => d.replayOf)).toEqual(
        originals.filter((d) => d.subscriptionId === mine).map((d) => d.id),
      );
      await settledLog(t, 12);
      expect(receiver.received).toHaveLength(1 + 2 + 2 + 2);
      expect(other.received).toHaveLength(1 + 2 + 2);
    } finally {
      await other.close();
    }
  });

  it("answers the error envelope for an unknown delivery, a bad time or an unknown subscription", async () => {
    const unknown = await post("/_dev/webhooks/deliveries/999999/replay");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details.applicationError.code).toBe("WEBHOOK_DELIVERY_NOT_FOUND");
    expect((await post("/_dev/webhooks/deliveries/abc/replay")).statusCode).toBe(404);
    const missing = await post("/_dev/webhooks/replay", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain("since is required");
    const bad = await post("/_dev/webhooks/replay", { since: "yesterday" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("since must be an ISO time");
    const noSubscription = await post("/_dev/webhooks/replay", {
      since: new Date(0).toISOString(),
      subscriptionId: "x",
    });
    expect(noSubscription.statusCode).toBe(404);
    expect((await post("/_dev/webhooks/replay", { since: new Date().toISOString() })).json()).toEqual({
      deliveries: [],
    });
  });
});
