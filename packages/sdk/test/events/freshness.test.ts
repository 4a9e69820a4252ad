/**
 * How fresh a delivery must be, and what a replay does. A token without `exp` is refused by
 * default (it would verify forever); `maxAgeSeconds` also refuses one issued too long ago, within
 * a clock skew, and one issued in the future. Verification is stateless: the same genuine token
 * is processed each time it is presented, and receivers drop repeats by event id. Against the
 * emulator: a delivery refused once and retried passes a tight `maxAgeSeconds`, because the
 * emulator signs each attempt anew.
 */

import { fastWebhookSettings, type ListeningTestApp, listenTestApp } from "@vitrine/emulator/testing";
import {
  cartAbandoned,
  createWebhookProcessor,
  isMalformedTokenError,
  isTokenExpiredError,
  MALFORMED_TOKEN,
  productCreated,
  TOKEN_EXPIRED,
  type WebhookProcessorOptions,
} from "@vitrine/sdk/events";
import { type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { devCall } from "./support/emulator-dev.ts";
import { cartAbandonedData, domain, PRODUCT_ID, product } from "./support/payloads.ts";
import { generateKeys, signWebhook, type TestKeys } from "./support/webhook-signer.ts";

let keys: TestKeys;
beforeAll(() => {
  keys = generateKeys();
});

const NOW = Date.parse("2025-03-14T10:00:00Z");
const NOW_S = NOW / 1000;

/** What processing `token` with `options` (clock at NOW) ends in: "ok" or the error. */
async function outcome(token: string, options: Partial<WebhookProcessorOptions> = {}) {
  const processor = createWebhookProcessor({ publicKey: keys.publicPem, now: () => NOW, ...options });
  processor.on(cartAbandoned, () => {});
  return processor.process(token).then(
    () => "ok" as const,
    (error: unknown) => error as { code: string; message: string },
  );
}

const delivery = (times: { exp?: number | null; iat?: number }) =>
  signWebhook(keys, cartAbandoned.type, cartAbandonedData, times);

describe("exp is required", () => {
  it("refuses a token without exp by default, and takes it only when told the sender signs none", async () => {
    const error = await outcome(delivery({ exp: null }));
    expect(isMalformedTokenError(error)).toBe(true);
    expect(error).toMatchObject({ code: MALFORMED_TOKEN, message: "JWT has no exp claim" });
    expect(await outcome(delivery({ exp: null }), { requireExp: false })).toBe("ok");
    expect(await outcome(delivery({ exp: NOW_S + 60 }))).toBe("ok");
  });
});

describe("maxAgeSeconds", () => {
  const options = { maxAgeSeconds: 300 };

  it("takes a token issued within the age plus the clock skew, and refuses an older one as expired", async () => {
    expect(await outcome(delivery({ iat: NOW_S - 300 }), options)).toBe("ok");
    expect(await outcome(delivery({ iat: NOW_S - 359 }), options)).toBe("ok");
    const stale = await outcome(delivery({ iat: NOW_S - 361 }), options);
    expect(isTokenExpiredError(stale)).toBe(true);
    expect((stale as unknown as { code: string; expiredAt: Date }).code).toBe(TOKEN_EXPIRED);
    expect((stale as unknown as { expiredAt: Date }).expiredAt).toEqual(new Date((NOW_S - 61) * 1000));
    expect(await outcome(delivery({ iat: NOW_S - 301 }), { ...options, clockSkewSeconds: 0 })).not.toBe("ok");
    // Without maxAgeSeconds, the age is not checked: only exp counts.
    expect(await outcome(delivery({ iat: NOW_S - 86_400 }))).toBe("ok");
  });

  it("refuses a token issued in the future beyond the skew, or with no or a non-numeric iat", async () => {
    expect(await outcome(delivery({ iat: NOW_S + 30 }), options)).toBe("ok");
    const future = await outcome(delivery({ iat: NOW_S + 120 }), options);
    expect(future).toMatchObject({ code: MALFORMED_TOKEN, message: "JWT iat claim is in the future" });
    const missing = await outcome(delivery({}), options);
    expect(missing).toMatchObject({ code: MALFORMED_TOKEN });
    const text = signWebhook(keys, cartAbandoned.type, cartAbandonedData, {
      iat: "yesterday" as unknown as number,
    });
    expect(await outcome(text, options)).toMatchObject({ message: "JWT iat claim is not a number" });
  });
});

describe("replays", () => {
  it("processes the same genuine token again (verification is stateless): drop repeats by event id", async () => {
    const payload = domain("wix.stores.catalog.v3.product", "created", PRODUCT_ID, {
      createdEvent: { entity: product },
    });
    const token = signWebhook(keys, productCreated.type, payload, { iat: NOW_S });
    const processor = createWebhookProcessor({
      publicKey: keys.publicPem,
      now: () => NOW,
      maxAgeSeconds: 300,
    });
    const seen = new Set<string>();
    const acted: string[] = [];
    processor.on(productCreated, ({ entity, metadata: { eventId } }) => {
      expect(eventId).toEqual(expect.any(String));
      if (eventId === undefined || seen.has(eventId)) return;
      seen.add(eventId);
      acted.push(entity.id ?? "");
    });
    await processor.process(token);
    await processor.process(token);
    expect(acted).toEqual([PRODUCT_ID]);
  });
});

describe("the emulator's retries", () => {
  let t: ListeningTestApp;
  let receiver: RecordingServer;
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  it("pass a tight maxAgeSeconds: each attempt is signed anew", { timeout: 30_000 }, async () => {
    // The retry comes at least 4 s after the first attempt: a token signed once would be over 3 s
    // old by then, while a token signed anew leaves its delivery at least 2 s (`iat` is whole
    // seconds; under the suite's full load 1 s was not always enough).
    const maxAgeSeconds = 3;
    t = await listenTestApp(
      { webhooks: fastWebhookSettings({ backoffBaseMs: 4_000, backoffMaxMs: 4_000 }) },
      { deliverWebhooks: true },
    );
    const key = (await (await fetch(`${t.baseUrl}/_dev/webhooks/public-key`)).json()) as { pem: string };
    const processor = createWebhookProcessor({ publicKey: key.pem, maxAgeSeconds, clockSkewSeconds: 0 });
    const issuedAt: number[] = [];
    const outcomes: string[] = [];
    processor.on(cartAbandoned, () => {});
    receiver = await startRecordingServer(async (request, response) => {
      issuedAt.push(JSON.parse(Buffer.from(request.body.split(".")[1] ?? "", "base64url").toString()).iat);
      if (issuedAt.length === 1) {
        outcomes.push("refused once");
        response.writeHead(503).end();
        return;
      }
      try {
        await processor.process(request.body);
        outcomes.push("processed");
        response.writeHead(200).end();
      } catch (error) {
        outcomes.push((error as Error).message);
        response.writeHead(400).end();
      }
    });
    await devCall(t.baseUrl, "POST", "/_dev/webhooks", { url: `${receiver.origin}/webhooks` });
    await devCall(t.baseUrl, "POST", "/_dev/events/trigger", { type: "cart-abandoned" });
    const deadline = Date.now() + 20_000;
    while (outcomes.length < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outcomes).toEqual(["refused once", "processed"]);
    expect((issuedAt[1] ?? 0) - (issuedAt[0] ?? 0)).toBeGreaterThan(maxAgeSeconds);
  });
});
