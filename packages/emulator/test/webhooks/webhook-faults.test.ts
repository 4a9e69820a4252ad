/**
 * The webhook lab's faults (`/_dev/webhooks/faults`) on real deliveries to a
 * local receiver: failed attempts that are never sent, duplicates, held and
 * reordered deliveries, clearing; the retry schedule in the delivery log; and
 * the error envelope for bodies that do not make a fault set.
 */

import { startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { createWebhookProcessor, productCreated, productUpdated } from "@vitrine/sdk/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../support/test-app.ts";
import {
  deliveryLog,
  publicKeyOf,
  settledLog,
  startDeliveringApp,
  subscribeUrl,
} from "./support/webhook-app.ts";

let t: TestApp;
let receiver: WebhookReceiver;

async function dev(method: "POST" | "DELETE", url: string, payload?: Record<string, unknown>) {
  return t.inject({ method, url, headers: t.merchantHeaders, ...(payload ? { payload } : {}) });
}

async function setFaults(payload: Record<string, unknown>) {
  const response = await dev("POST", "/_dev/webhooks/faults", payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().faults;
}

async function createProduct(name: string): Promise<string> {
  const response = await t.inject({
    method: "POST",
    url: "/stores/v1/products",
    headers: t.merchantHeaders,
    payload: { product: { name, productType: "physical", priceData: { price: 10 } } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().product.id;
}

async function renameProduct(id: string, name: string) {
  const response = await t.inject({
    method: "PATCH",
    url: `/stores/v1/products/${id}`,
    headers: t.merchantHeaders,
    payload: { product: { name } },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeEach(async () => {
  t = await startDeliveringApp();
  receiver = await startWebhookReceiver();
  await subscribeUrl(t, receiver.url);
});

afterEach(async () => {
  await t.close();
  await receiver.close();
});

describe("webhook faults", () => {
  it("fails the next N attempts without sending them, then retries on the usual schedule", async () => {
    expect(await setFaults({ failNext: 2, status: 503 })).toEqual({
      failNext: 2,
      status: 503,
      delayMs: 0,
      duplicate: false,
      reorder: false,
    });
    await createProduct("Linen Shirt");
    const [delivery] = await settledLog(t, 1);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200 });
    expect(receiver.received).toHaveLength(1);
  });

  it("records the fault's status on an attempt that was not sent, and gives up after the window", async () => {
    await t.close();
    t = await startDeliveringApp({ retryWindowMs: 100 });
    await subscribeUrl(t, receiver.url);
    await setFaults({ failNext: 50, status: 502 });
    await createProduct("Linen Shirt");
    const [delivery] = await settledLog(t, 1);
    expect(delivery).toMatchObject({ status: "failed", lastStatusCode: 502 });
    expect(delivery?.lastError).toMatch(/not sent: failNext fault/);
    expect(receiver.received).toHaveLength(0);
  });

  it("sends each delivery twice with the same event id", async () => {
    await setFaults({ duplicate: true });
    await createProduct("Linen Shirt");
    await receiver.until((received) => received.length >= 2);
    const [delivery] = await settledLog(t, 1);
    expect(delivery).toMatchObject({ status: "delivered", attempts: 1 });
    const processor = createWebhookProcessor({ publicKey: (await publicKeyOf(t)).pem });
    const ids: (string | undefined)[] = [];
    processor.on(productCreated, (event) => {
      ids.push(event.metadata.eventId);
    });
    for (const request of receiver.received) await processor.process(request.body);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(delivery?.eventId);
    expect(ids[1]).toBe(ids[0]);
  });

  it("holds each delivery for delayMs, with the hold and the retry schedule in the log", async () => {
    await setFaults({ delayMs: 400 });
    const before = Date.now();
    await createProduct("Linen Shirt");
    // The worker fans the event out right after the commit; on PostgreSQL a moment later.
    await expect.poll(async () => (await deliveryLog(t)).length).toBe(1);
    const [held] = await deliveryLog(t);
    expect(held?.status).toBe("pending");
    const nextAttemptAt = Date.parse(held?.nextAttemptAt ?? "");
    expect(nextAttemptAt - Date.parse(held?.createdAt ?? "")).toBe(400);
    expect(held?.retrySchedule.upcomingAttempts[0]).toBe(held?.nextAttemptAt);
    // fastWebhookSettings: backoff from 30 ms, doubling, at most 200 ms, for 10 s.
    const [first, second, third] = (held?.retrySchedule.upcomingAttempts ?? []).map(Date.parse);
    expect([(second ?? 0) - (first ?? 0), (third ?? 0) - (second ?? 0)]).toEqual([30, 60]);
    expect(Date.parse(held?.retrySchedule.giveUpAt ?? "") - Date.parse(held?.createdAt ?? "")).toBe(10_000);
    await receiver.until((received) => received.length === 1);
    expect(receiver.received[0]?.at).toBeGreaterThanOrEqual(before + 400);
    const [delivered] = await settledLog(t, 1);
    expect(delivered?.retrySchedule.upcomingAttempts).toEqual([]);
  });

  it("sends held deliveries newest first under reorder, even the events of one entity", async () => {
    await setFaults({ reorder: true, delayMs: 3000 });
    const id = await createProduct("Shirt I");
    await renameProduct(id, "Shirt II");
    await renameProduct(id, "Shirt III");
    await receiver.until((received) => received.length === 3);
    const processor = createWebhookProcessor({ publicKey: (await publicKeyOf(t)).pem });
    const names: string[] = [];
    processor.on(productCreated, (event) => {
      names.push(`created ${event.entity.name}`);
    });
    processor.on(productUpdated, (event) => {
      names.push(`updated ${event.entity.name}`);
    });
    for (const request of receiver.received) await processor.process(request.body);
    expect(names).toEqual(["updated Shirt III", "updated Shirt II", "created Shirt I"]);
  });

  it("goes back to normal delivery when cleared, releasing held deliveries at once", async () => {
    await setFaults({ delayMs: 600_000 });
    await createProduct("Linen Shirt");
    await expect.poll(async () => (await deliveryLog(t))[0]?.status).toBe("pending");
    expect((await dev("DELETE", "/_dev/webhooks/faults")).statusCode).toBe(200);
    expect(
      (await t.inject({ method: "GET", url: "/_dev/webhooks/faults", headers: t.merchantHeaders })).json(),
    ).toEqual({});
    await settledLog(t, 1);
    await createProduct("Wool Shirt");
    await settledLog(t, 2);
    expect(receiver.received).toHaveLength(2);
  });

  it("scopes a fault set to one subscription", async () => {
    const other = await startWebhookReceiver();
    try {
      const otherId = await subscribeUrl(t, other.url);
      await setFaults({ subscriptionId: otherId, duplicate: true });
      await createProduct("Linen Shirt");
      await other.until((received) => received.length === 2);
      await settledLog(t, 2);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it.each([
    [{ failNext: -1 }, "failNext must be an integer from 0 to 1000"],
    [{ failNext: 1, status: 200 }, "status must be an integer from 300 to 599"],
    [{ status: 503 }, "status is the status of the failNext attempts: set failNext too"],
    [{ delayMs: "soon" }, "delayMs must be an integer from 0 to 600000"],
    [{ duplicate: "yes" }, "duplicate must be true or false"],
    [{ dropNext: 2 }, "dropNext is not a fault"],
    [{}, "this fault set changes nothing"],
    [{ subscriptionId: 7, duplicate: true }, "subscriptionId must be a subscription id"],
  ])("refuses %j with the error envelope", async (payload, message) => {
    const response = await dev("POST", "/_dev/webhooks/faults", payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().details.validationError.fieldViolations).toHaveLength(1);
    expect(
      (await t.inject({ method: "GET", url: "/_dev/webhooks/faults", headers: t.merchantHeaders })).json(),
    ).toEqual({});
  });

  it("answers 404 for an unknown subscription and refuses callers without a merchant key", async () => {
    const unknown = await dev("POST", "/_dev/webhooks/faults", { subscriptionId: "nope", duplicate: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().details.applicationError.code).toBe("WEBHOOK_NOT_FOUND");
    const anonymous = await t.inject({
      method: "POST",
      url: "/_dev/webhooks/faults",
      payload: { duplicate: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
