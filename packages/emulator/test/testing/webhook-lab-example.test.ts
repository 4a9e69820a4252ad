/**
 * The README's at-least-once example ("Webhook lab"), as written: a receiver
 * built on the SDK's webhook processor that drops repeats by event id meets
 * a failed attempt, duplicates and a replay through the testing fixture, and
 * handles the event once.
 */

import {
  fastWebhookSettings,
  type RunningEmulator,
  startEmulator,
  startWebhookReceiver,
  type WebhookReceiver,
} from "@vitrine/emulator/testing";
import { createWebhookProcessor, productCreated } from "@vitrine/sdk/events";
import { afterAll, beforeAll, expect, it } from "vitest";

let emulator: RunningEmulator;
let receiver: WebhookReceiver;
beforeAll(async () => {
  emulator = await startEmulator({ seed: "empty", config: { webhooks: fastWebhookSettings() } });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await emulator.stop();
});

it("handles each event once through failures, duplicates and replays", async () => {
  const processor = createWebhookProcessor({ publicKey: (await emulator.webhooks.publicKey()).pem });
  const handled = new Set<string>(); // in production: a table with the event id as its key
  const created: string[] = [];
  processor.on(productCreated, (event) => {
    const eventId = event.metadata.eventId ?? "";
    if (handled.has(eventId)) return; // a duplicate, a redelivery or a replay: done already
    handled.add(eventId);
    created.push(event.entity.name ?? "");
  });
  receiver.respond = async (request) => {
    await processor.process(request.body);
    return 200;
  };
  await emulator.webhooks.subscribe(receiver.url);

  await emulator.webhooks.faults({ failNext: 1, duplicate: true });
  await fetch(`${emulator.url}/stores/v1/products`, {
    method: "POST",
    headers: {
      authorization: emulator.apiKey,
      "wix-site-id": emulator.siteId,
      "content-type": "application/json",
    },
    body: JSON.stringify({
      product: { name: "Linen Shirt", productType: "physical", priceData: { price: 40 } },
    }),
  });
  const [delivery] = await emulator.webhooks.settled(1); // attempt 1 failed, attempt 2 sent twice
  await emulator.webhooks.replay(delivery!.id); // sent twice again, newly signed
  await emulator.webhooks.settled(2);
  await emulator.webhooks.clearFaults();

  expect(delivery?.attempts).toBe(2);
  expect(receiver.received).toHaveLength(4);
  expect(created).toEqual(["Linen Shirt"]);
});
