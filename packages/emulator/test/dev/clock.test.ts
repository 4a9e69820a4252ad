/**
 * The movable clock (`/_dev/clock`) on the real database: it reads and moves
 * forward, refuses to go back or a malformed move with the error envelope,
 * goes back to real time on reset, survives a snapshot restore, is shared by
 * two apps on one database (two connection pools on PostgreSQL), and moves
 * everything that reads time: visitor tokens expire after 4 h, an untouched
 * cart is abandoned (its event recorded) when the move answers, a reset link
 * expires after an hour, and a failed webhook delivery's retry comes due.
 */

import { createApp, type Database } from "@vitrine/emulator";
import {
  activeMember,
  openTestingDatabase,
  postAsVisitor,
  startWebhookReceiver,
  type WebhookReceiver,
} from "@vitrine/emulator/testing";
import { cartAbandoned } from "@vitrine/sdk/events";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: waits as long as the clock's sync interval it examines
import { CLOCK_SYNC_INTERVAL_MS } from "../../src/clock.ts";
import { trackedTee, visitorCall, visitorCheckout } from "../hosted-checkout/checkout-fixtures.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend, workerPostgresUrl } from "../support/test-database.ts";
import {
  deliveryLog,
  settledLog,
  startDeliveringApp,
  subscribeUrl,
} from "../webhooks/support/webhook-app.ts";

const HOUR = 3_600_000;
let t: TestApp;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await t.close();
  await receiver?.close();
  receiver = undefined;
});

const readClock = async () =>
  (await t.inject({ method: "GET", url: "/_dev/clock" })).json() as { now: string };
const moveClock = (payload: Record<string, unknown>) =>
  t.inject({ method: "POST", url: "/_dev/clock", headers: t.merchantHeaders, payload });

describe("the clock endpoints", () => {
  it("read real time, move forward, refuse going back, and reset", async () => {
    t = await startTestApp();
    const before = Date.now();
    const start = Date.parse((await readClock()).now);
    expect(start).toBeGreaterThanOrEqual(before - 1_000);
    expect(start).toBeLessThanOrEqual(Date.now());

    const advanced = await moveClock({ advanceMs: 2 * HOUR });
    expect(advanced.statusCode, advanced.body).toBe(200);
    expect(advanced.json().offsetMs).toBe(2 * HOUR);
    expect(Date.parse((await readClock()).now) - Date.now()).toBeGreaterThan(2 * HOUR - 1_000);

    const target = "2099-01-01T00:00:00.000Z";
    const set = await moveClock({ set: target });
    expect(Date.parse(set.json().now) - Date.parse(target)).toBeLessThan(1_000);
    const back = await moveClock({ set: "2098-12-31T00:00:00Z" });
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toContain("the clock only moves forward");
    expect(back.json().details.validationError.fieldViolations[0].field).toBe("set");
    expect(Date.parse((await readClock()).now)).toBeGreaterThanOrEqual(Date.parse(target));

    const reset = await moveClock({ reset: true });
    expect(reset.json().offsetMs).toBe(0);
    expect(Math.abs(Date.parse((await readClock()).now) - Date.now())).toBeLessThan(1_000);
  });

  it("answer a malformed or unauthenticated move with the error envelope", async () => {
    t = await startTestApp();
    for (const [payload, field] of [
      [{}, "advanceMs"],
      [{ advanceMs: 1, reset: true }, "advanceMs"],
      [{ advanceMs: -5 }, "advanceMs"],
      [{ advanceMs: 1.5 }, "advanceMs"],
      [{ advanceMs: "60000" }, "advanceMs"],
      [{ set: "tomorrow" }, "set"],
      [{ set: "2099-02-30T00:00:00Z" }, "set"],
      [{ reset: false }, "reset"],
    ] as const) {
      const response = await moveClock(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toBe(field);
    }
    const anonymous = await t.inject({ method: "POST", url: "/_dev/clock", payload: { advanceMs: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(Math.abs(Date.parse((await readClock()).now) - Date.now())).toBeLessThan(1_000);
  });

  it("is not taken back by a snapshot restore", async () => {
    t = await startTestApp();
    const snapshot = { headers: t.merchantHeaders, method: "POST" as const };
    expect((await t.inject({ ...snapshot, url: "/_dev/snapshots", payload: { name: "s" } })).statusCode).toBe(
      201,
    );
    await moveClock({ advanceMs: HOUR });
    expect((await t.inject({ ...snapshot, url: "/_dev/snapshots/s/restore" })).statusCode).toBe(200);
    expect(Date.parse((await readClock()).now) - Date.now()).toBeGreaterThan(HOUR - 1_000);
  });

  it("is shared by two apps on one database, the other agreeing within the sync interval", async () => {
    t = await startTestApp();
    let secondDb: Database = t.db;
    if (testBackend === "postgres") secondDb = await openTestingDatabase(await workerPostgresUrl());
    const second = createApp({ db: secondDb, config: t.config });
    try {
      await moveClock({ advanceMs: HOUR });
      // An app started after the move reads it when ready.
      const seen = async () =>
        Date.parse((await second.inject({ method: "GET", url: "/_dev/clock" })).json().now);
      expect((await seen()) - Date.now()).toBeGreaterThan(HOUR - 1_000);
      await moveClock({ advanceMs: HOUR });
      const deadline = Date.now() + CLOCK_SYNC_INTERVAL_MS + 2_000;
      while ((await seen()) - Date.now() < 2 * HOUR - 1_000) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await second.close();
      if (secondDb !== t.db) await secondDb.close();
    }
  });
});

describe("time-based behaviour under a moved clock", () => {
  it("expires a visitor token after 4 hours", async () => {
    t = await startTestApp();
    const token = await t.visitorToken();
    const call = () => visitorCall(t, token, "/ecom/v1/carts/current/add-to-cart", { lineItems: [] });
    expect((await call()).status).not.toBe(401);
    await moveClock({ advanceMs: 4 * HOUR - 60_000 });
    expect((await call()).status).not.toBe(401);
    await moveClock({ advanceMs: 61_000 });
    const late = await call();
    expect(late.status).toBe(401);
    expect(late.body.message).toContain("expired");
  });

  it("abandons an untouched cart, its event recorded, when the move answers", async () => {
    t = await startTestApp({ cartAbandonAfterMinutes: 60 });
    const { cartId } = await visitorCheckout(t, await trackedTee(t), 1, undefined, "ada@example.com");
    const abandonedEvents = () =>
      t.db.query<{ payload: { cartId: string }; created_at: Date }>(
        "select payload, created_at from outbox where event_type = $1",
        [cartAbandoned.type],
      );
    await moveClock({ advanceMs: 30 * 60_000 });
    expect(await abandonedEvents()).toEqual([]);
    const moved = await moveClock({ advanceMs: 31 * 60_000 });
    const [event] = await abandonedEvents();
    expect(JSON.stringify(event?.payload)).toContain(cartId);
    // The event carries the emulator's time, not the real one.
    expect(Math.abs((event?.created_at.getTime() ?? 0) - Date.parse(moved.json().now))).toBeLessThan(1_000);
  });

  it("expires a reset link after an hour", async () => {
    t = await startTestApp();
    await activeMember(t, "r@example.com");
    await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", { email: "r@example.com" });
    const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=r@example.com" });
    const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
    const token = decodeURIComponent(new URL(link).searchParams.get("token") ?? "");
    await moveClock({ advanceMs: HOUR + 1_000 });
    const late = await postAsVisitor(t, "/_api/iam/recovery/v1/recover", {
      recoveryToken: token,
      password: "new-secret",
    });
    expect(late.status).toBe(400);
  });

  it("brings a failed delivery's retry due", async () => {
    t = await startDeliveringApp({
      backoffBaseMs: 10 * 60_000,
      backoffMaxMs: 10 * 60_000,
      retryWindowMs: HOUR,
    });
    receiver = await startWebhookReceiver();
    let answers = 0;
    receiver.respond = () => (++answers === 1 ? 503 : 200);
    await subscribeUrl(t, receiver.url);
    const trigger = await t.inject({
      method: "POST",
      url: "/_dev/events/trigger",
      headers: t.merchantHeaders,
      payload: { type: "cart-abandoned" },
    });
    expect(trigger.statusCode, trigger.body).toBe(200);
    const deadline = Date.now() + 10_000;
    let [failed] = await deliveryLog(t);
    while (failed?.lastStatusCode !== 503) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 25));
      [failed] = await deliveryLog(t);
    }
    expect(failed.status).toBe("pending");
    expect(Date.parse(failed.nextAttemptAt ?? "") - Date.now()).toBeGreaterThan(5 * 60_000);
    await moveClock({ advanceMs: 13 * 60_000 }); // the backoff plus its 20% jitter
    await receiver.until((received) => received.length === 2);
    const [delivered] = await settledLog(t, 1);
    expect([delivered?.status, delivered?.attempts]).toEqual(["delivered", 2]);
  });
});
