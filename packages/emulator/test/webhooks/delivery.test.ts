/**
 * Delivery behaviour: retries with backoff after failures, giving up after
 * the retry window, per-entity order, the delivery log, the public key in PEM
 * and JWK, subscriptions by event type, and the SDK refusing an event type it
 * has no handler for.
 */
import { createPublicKey, verify } from "node:crypto";
import { fastWebhookSettings, startWebhookReceiver, type WebhookReceiver } from "@vitrine/emulator/testing";
import { createWebhookProcessor, productCreated, UnexpectedEventTypeError } from "@vitrine/sdk/events";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: records events in the outbox directly, to test their delivery
import { type OutboxEvent, recordEvents } from "../../src/events/outbox.ts";
import type { TestApp } from "../support/test-app.ts";
import {
  deliveryLog,
  publicKeyOf,
  settledLog,
  startDeliveringApp,
  subscribeUrl,
} from "./support/webhook-app.ts";

let t: TestApp | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  await t?.close();
  await receiver?.close();
  t = undefined;
  receiver = undefined;
});

const MINUTE = 60_000;
const identity = { identityType: "APP", appId: "tests" } as const;

function cartEvent(cartId: string, n: number): OutboxEvent {
  return {
    eventType: "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent",
    entityId: cartId,
    identity,
    payload: { cartId, itemsCount: n, status: "ABANDONED" },
  };
}

const record = (app: TestApp, events: OutboxEvent[]) => app.db.transaction((tx) => recordEvents(tx, events));
const dataOf = (jwt: string) => {
  const claims = JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8"));
  const outer = JSON.parse(claims.data);
  return { ...outer, data: JSON.parse(outer.data) } as { eventType: string; data: Record<string, unknown> };
};

describe("webhook delivery", () => {
  it("retries with growing delays after 500s, then delivers", async () => {
    t = await startDeliveringApp({ backoffBaseMs: 50 });
    receiver = await startWebhookReceiver();
    receiver.respond = (_request, index) => (index < 3 ? 500 : 200);
    await subscribeUrl(t, receiver.url);
    await record(t, [cartEvent("cart-1", 1)]);
    const [entry] = await settledLog(t, 1);
    expect(entry).toMatchObject({ status: "delivered", attempts: 4, lastStatusCode: 200 });
    expect(entry?.lastError).toBeUndefined();
    const times = receiver.received.map((r) => r.at);
    const gaps = times.slice(1).map((at, i) => at - (times[i] ?? 0));
    expect(gaps[0]).toBeGreaterThanOrEqual(45);
    expect(gaps[1]).toBeGreaterThanOrEqual(95);
    expect(gaps[2]).toBeGreaterThanOrEqual(195);
  });

  it("gives up after the retry window and logs the last error; the next event of the entity goes out", async () => {
    // Ten-minute retries in a fifteen-minute window, brought due by the movable clock rather than
    // waited for: the first attempt and one retry fail, and the retry after would fall past the window.
    t = await startDeliveringApp({
      backoffBaseMs: 10 * MINUTE,
      backoffMaxMs: 10 * MINUTE,
      retryWindowMs: 15 * MINUTE,
    });
    receiver = await startWebhookReceiver();
    receiver.respond = (request) => (dataOf(request.body).data.itemsCount === 1 ? 503 : 200);
    await subscribeUrl(t, receiver.url);
    await record(t, [cartEvent("cart-1", 1), cartEvent("cart-1", 2)]);
    await expect.poll(async () => (await deliveryLog(t as TestApp))[0]?.lastStatusCode).toBe(503);
    const moved = await t.inject({
      method: "POST",
      url: "/_dev/clock",
      headers: t.merchantHeaders,
      payload: { advanceMs: 13 * MINUTE }, // the backoff plus its 20% jitter
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const log = await settledLog(t, 2);
    expect(log[0]).toMatchObject({
      status: "failed",
      attempts: 2,
      lastStatusCode: 503,
      lastError: "HTTP 503",
    });
    expect(log[1]).toMatchObject({ status: "delivered", attempts: 1 });
    const first = receiver.received.filter((r) => dataOf(r.body).data.itemsCount === 1);
    const second = receiver.received.find((r) => dataOf(r.body).data.itemsCount === 2);
    expect(second?.at).toBeGreaterThanOrEqual(first.at(-1)?.at ?? Number.POSITIVE_INFINITY);
    expect(await deliveryLog(t, "?status=failed")).toHaveLength(1);
  });

  it("records a connection failure as the last error", async () => {
    t = await startDeliveringApp({ backoffBaseMs: 40, backoffMaxMs: 40, retryWindowMs: 150 });
    receiver = await startWebhookReceiver();
    const url = receiver.url;
    await receiver.close();
    receiver = undefined;
    await subscribeUrl(t, url);
    await record(t, [cartEvent("cart-1", 1)]);
    const [entry] = await settledLog(t, 1);
    expect(entry).toMatchObject({ status: "failed", url });
    expect(entry?.lastError).toMatch(/fetch failed/);
  });

  it("keeps each entity's events in order while a failing one is retried", async () => {
    t = await startDeliveringApp({ backoffBaseMs: 30 });
    receiver = await startWebhookReceiver();
    let failuresLeft = 2;
    receiver.respond = (request) => {
      const { data } = dataOf(request.body);
      if (data.cartId === "cart-a" && data.itemsCount === 1 && failuresLeft > 0) {
        failuresLeft -= 1;
        return 500;
      }
      return 200;
    };
    await subscribeUrl(t, receiver.url);
    await record(t, [
      cartEvent("cart-a", 1),
      cartEvent("cart-b", 1),
      cartEvent("cart-a", 2),
      cartEvent("cart-a", 3),
      cartEvent("cart-b", 2),
    ]);
    await settledLog(t, 5);
    const accepted = receiver.received
      .map((r) => dataOf(r.body).data)
      .filter(
        (d, i, all) => all.findIndex((x) => x.cartId === d.cartId && x.itemsCount === d.itemsCount) === i,
      );
    const order = (cartId: string) => accepted.filter((d) => d.cartId === cartId).map((d) => d.itemsCount);
    expect(order("cart-a")).toEqual([1, 2, 3]);
    expect(order("cart-b")).toEqual([1, 2]);
    const aTimes = receiver.received.filter((r) => dataOf(r.body).data.cartId === "cart-a");
    expect(aTimes.map((r) => dataOf(r.body).data.itemsCount)).toEqual([1, 1, 1, 2, 3]);
    // cart-b did not wait for cart-a's retries.
    const firstB = receiver.received.findIndex((r) => dataOf(r.body).data.cartId === "cart-b");
    expect(firstB).toBeLessThan(3);
  });

  it("sends only the subscribed event types, to each subscriber", async () => {
    t = await startDeliveringApp();
    receiver = await startWebhookReceiver();
    const other = await startWebhookReceiver();
    try {
      await subscribeUrl(t, receiver.url);
      await subscribeUrl(t, other.url, ["com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent"]);
      await record(t, [cartEvent("cart-1", 1)]);
      const log = await settledLog(t, 1);
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ url: receiver.url, status: "delivered" });
      expect(other.received).toHaveLength(0);
      const list = await t.inject({ method: "GET", url: "/_dev/webhooks", headers: t.merchantHeaders });
      expect(list.json().subscriptions).toMatchObject([
        { url: receiver.url, origin: "api" },
        { url: other.url, eventTypes: ["com.wix.ecommerce.cart.abandonment.api.v1.CartRecoveredEvent"] },
      ]);
      const id = list.json().subscriptions[1].id;
      const removed = await t.inject({
        method: "DELETE",
        url: `/_dev/webhooks/${id}`,
        headers: t.merchantHeaders,
      });
      expect(removed.statusCode).toBe(200);
      const again = await t.inject({
        method: "DELETE",
        url: `/_dev/webhooks/${id}`,
        headers: t.merchantHeaders,
      });
      expect(again.statusCode).toBe(404);
      const bad = await t.inject({
        method: "POST",
        url: "/_dev/webhooks",
        headers: t.merchantHeaders,
        payload: { url: "ftp://127.0.0.1/x" },
      });
      expect(bad.statusCode).toBe(400);
      const anonymous = await t.inject({ method: "GET", url: "/_dev/webhooks/deliveries" });
      expect(anonymous.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("subscribes the config's URLs at start", async () => {
    receiver = await startWebhookReceiver();
    const { startTestApp } = await import("../support/test-app.ts");
    t = await startTestApp(
      { webhooks: fastWebhookSettings({ urls: [receiver.url] }) },
      { deliverWebhooks: true },
    );
    await record(t, [cartEvent("cart-1", 1)]);
    const [entry] = await settledLog(t, 1);
    expect(entry).toMatchObject({ url: receiver.url, status: "delivered" });
  });

  it("serves the public key as PEM and JWK, both verifying the deliveries", async () => {
    t = await startDeliveringApp();
    receiver = await startWebhookReceiver();
    await subscribeUrl(t, receiver.url);
    const key = await publicKeyOf(t);
    expect(key.alg).toBe("RS256");
    expect(key.pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n$/);
    expect(key.jwk).toMatchObject({ kty: "RSA", e: "AQAB", alg: "RS256", use: "sig", kid: key.kid });
    expect(key.jwk).not.toHaveProperty("d");
    expect(createPublicKey({ key: key.jwk, format: "jwk" }).asymmetricKeyDetails?.modulusLength).toBe(2048);
    await record(t, [cartEvent("cart-1", 1)]);
    await settledLog(t, 1);
    const body = receiver.received[0]?.body ?? "";
    const [header, claims, signature] = body.split(".");
    expect(JSON.parse(Buffer.from(header ?? "", "base64url").toString())).toEqual({
      alg: "RS256",
      typ: "JWT",
      kid: key.kid,
    });
    for (const publicKey of [createPublicKey(key.pem), createPublicKey({ key: key.jwk, format: "jwk" })]) {
      expect(
        verify(
          "sha256",
          Buffer.from(`${header}.${claims}`),
          publicKey,
          Buffer.from(signature ?? "", "base64url"),
        ),
      ).toBe(true);
    }
    const processor = createWebhookProcessor({ publicKey: key.jwk, ignoreUnknownEvents: true });
    expect((await processor.parseEvent(body)).eventType).toBe(
      "com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent",
    );
    // The key is kept in the database: a second app on it serves the same key.
    const second = await publicKeyOf(t);
    expect(second.pem).toBe(key.pem);
  });

  it("delivers an unknown event type, which the SDK processor refuses without running a handler", async () => {
    t = await startDeliveringApp();
    receiver = await startWebhookReceiver();
    const processor = createWebhookProcessor({ publicKey: (await publicKeyOf(t)).pem });
    let handlerRuns = 0;
    processor.on(productCreated, () => {
      handlerRuns += 1;
    });
    const errors: unknown[] = [];
    receiver.respond = async (request) => {
      try {
        await processor.process(request.body);
        return 200;
      } catch (error) {
        errors.push(error);
        return 400;
      }
    };
    await subscribeUrl(t, receiver.url);
    await record(t, [{ eventType: "wix.unknown.v1.thing_happened", identity, payload: { x: 1 } }]);
    await receiver.until(() => errors.length > 0);
    expect(errors[0]).toBeInstanceOf(UnexpectedEventTypeError);
    expect(handlerRuns).toBe(0);
    await expect
      .poll(async () => (await deliveryLog(t as TestApp))[0])
      .toMatchObject({
        eventType: "wix.unknown.v1.thing_happened",
        lastStatusCode: 400,
      });
  });
});
