/**
 * `GET /_dev/webhooks/deliveries/{id}`: one delivery with the event it carries
 * and the body an attempt sends, which the SDK's webhook processor accepts
 * with the emulator's public key; a merchant call; 404 in the envelope for an
 * unknown id.
 */

import { startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { createWebhookProcessor, productCreated } from "@vitrine/sdk/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app.ts";
import { publicKeyOf, settledLog, startDeliveringApp, subscribeUrl } from "./support/webhook-app.ts";

let t: TestApp;
let receiver: WebhookReceiver;

beforeEach(async () => {
  t = await startDeliveringApp();
  receiver = await startWebhookReceiver();
});

afterEach(async () => {
  await t.close();
  await receiver.close();
});

describe("GET /_dev/webhooks/deliveries/{id}", () => {
  it("shows the delivery, its payload and a signed body the SDK verifies", async () => {
    await subscribeUrl(t, receiver.url);
    const created = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: t.merchantHeaders,
      payload: { product: { name: "Linen Shirt", productType: "physical", priceData: { price: 10 } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [delivery] = await settledLog(t, 1);
    const response = await t.inject({
      method: "GET",
      url: `/_dev/webhooks/deliveries/${delivery?.id}`,
      headers: t.merchantHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.delivery).toMatchObject({
      id: delivery?.id,
      status: delivery?.status,
      attempts: delivery?.attempts,
      eventId: delivery?.eventId,
    });
    expect(detail.event.eventType).toBe("wix.stores.catalog.v3.product_created");
    expect(JSON.stringify(detail.event.data)).toContain("Linen Shirt");
    expect(detail.signed.alg).toBe("RS256");
    const processor = createWebhookProcessor({ publicKey: (await publicKeyOf(t)).pem });
    const eventIds: (string | undefined)[] = [];
    processor.on(productCreated, (event) => {
      eventIds.push(event.metadata.eventId);
    });
    await processor.process(detail.signed.body);
    expect(eventIds).toEqual([delivery?.eventId]);
  });

  it("needs a merchant key and answers 404 for an unknown delivery", async () => {
    const anonymous = await t.inject({ method: "GET", url: "/_dev/webhooks/deliveries/1" });
    expect(anonymous.statusCode).toBe(401);
    for (const id of ["999999", "not-a-number"]) {
      const response = await t.inject({
        method: "GET",
        url: `/_dev/webhooks/deliveries/${id}`,
        headers: t.merchantHeaders,
      });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().details.applicationError.code).toBe("WEBHOOK_DELIVERY_NOT_FOUND");
    }
  });
});
