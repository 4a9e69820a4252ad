/**
 * Two emulator apps, each with its delivery worker, on one database (on
 * PostgreSQL through two separate connection pools, as two processes would
 * have): every event is sent once, by one of them, and per-entity order holds.
 */

import { createApp, type Database } from "@vitrine/emulator";
import { openTestingDatabase, startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: records events in the outbox directly, to test their delivery
import { type OutboxEvent, recordEvents } from "../../src/events/outbox.ts";
import type { TestApp } from "../support/test-app.ts";
import { testBackend, workerPostgresUrl } from "../support/test-database.ts";
import { settledLog, startDeliveringApp, subscribeUrl } from "./support/webhook-app.ts";

let t: TestApp | undefined;
let receiver: WebhookReceiver | undefined;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await t?.close();
  await receiver?.close();
});

const dataOf = (jwt: string) => {
  const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
  return JSON.parse(JSON.parse(claims.data).data) as { cartId: string; itemsCount: number };
};

describe("two delivering apps on one database", () => {
  it("send each event exactly once, in order per entity", async () => {
    t = await startDeliveringApp();
    receiver = await startWebhookReceiver();
    receiver.respond = () => new Promise((resolve) => setTimeout(() => resolve(200), 5));
    await subscribeUrl(t, receiver.url);
    let secondDb: Database = t.db;
    if (testBackend === "postgres") {
      const pool = await openTestingDatabase(await workerPostgresUrl());
      cleanups.push(() => pool.close());
      secondDb = pool;
    }
    const second = createApp({ db: secondDb, config: t.config, deliverWebhooks: true });
    await second.ready();
    cleanups.push(() => second.close());

    const events: OutboxEvent[] = [];
    for (let n = 1; n <= 6; n++) {
      for (let cart = 1; cart <= 8; cart++) {
        const cartId = `cart-${cart}`;
        events.push({
          eventType: "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent",
          entityId: cartId,
          identity: { identityType: "APP", appId: "tests" },
          payload: { cartId, itemsCount: n },
        });
      }
    }
    const db = t.db;
    for (let i = 0; i < events.length; i += 8)
      await db.transaction((tx) => recordEvents(tx, events.slice(i, i + 8)));

    const log = await settledLog(t, events.length, 20_000);
    expect(log.every((entry) => entry.status === "delivered" && entry.attempts === 1)).toBe(true);
    const received = receiver.received.map((r) => dataOf(r.body));
    expect(received).toHaveLength(events.length);
    const keys = new Set(received.map((d) => `${d.cartId}/${d.itemsCount}`));
    expect(keys.size).toBe(events.length);
    for (let cart = 1; cart <= 8; cart++) {
      const order = received.filter((d) => d.cartId === `cart-${cart}`).map((d) => d.itemsCount);
      expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});
