/**
 * `@vitrine/emulator/testing`'s `startEmulator`, through the package's export
 * and over HTTP as a store's suite uses it: the demo store with the known
 * credentials, the mailbox's codes, webhooks delivered and logged, `reset()`
 * back to the first state, an empty v3 store; on PGlite in memory, and on
 * PostgreSQL through `databaseUrl` in the PostgreSQL project.
 */

import {
  type RunningEmulator,
  type StartEmulatorOptions,
  startEmulator,
  startWebhookReceiver,
} from "@vitrine/emulator/testing";
import { createWebhookProcessor, productCreated } from "@vitrine/sdk/events";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testBackend, workerPostgresUrl } from "../support/test-database.ts";

async function start(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const databaseUrl = testBackend === "postgres" ? await workerPostgresUrl() : undefined;
  return startEmulator({ ...options, ...(databaseUrl ? { databaseUrl } : {}) });
}

async function post(e: RunningEmulator, path: string, body: unknown, authorization: string) {
  const response = await fetch(`${e.url}${path}`, {
    method: "POST",
    headers: { authorization, "wix-site-id": e.siteId, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
  return { status: response.status, body: (await response.json()) as any };
}

async function visitorToken(e: RunningEmulator): Promise<string> {
  const { status, body } = await post(
    e,
    "/oauth2/token",
    { clientId: e.clientId, grantType: "anonymous" },
    "",
  );
  expect(status).toBe(200);
  return body.access_token;
}

async function productCount(e: RunningEmulator): Promise<number> {
  const { status, body } = await post(
    e,
    "/stores-reader/v1/products/query-platformized",
    { query: {} },
    e.apiKey,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.totalResults;
}

describe("startEmulator with the demo store, reset between tests", () => {
  let e: RunningEmulator;
  beforeAll(async () => {
    e = await start();
  });
  beforeEach(() => e.reset());
  afterAll(() => e.stop());

  it("serves the demo store on 127.0.0.1 with the known API key, site and client", async () => {
    expect(e.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await productCount(e)).toBe(60);
    const read = await post(
      e,
      "/stores-reader/v1/products/query-platformized",
      { query: { paging: { limit: 1 } } },
      await visitorToken(e),
    );
    expect(read.status).toBe(200);
    expect(read.body.products[0].media.mainMedia.image.url.startsWith(`${e.url}/media/`)).toBe(true);
    const stranger = await post(
      e,
      "/stores-reader/v1/products/query-platformized",
      { query: {} },
      "not-the-key",
    );
    expect(stranger.status).toBe(401);
  });

  it("reads the code a new member is mailed", async () => {
    const email = "ada@example.com";
    const registered = await post(
      e,
      "/_api/iam/authentication/v2/register",
      { loginId: { email }, password: "secret-pass" },
      await visitorToken(e),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const code = await e.mailbox.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect((await e.mailbox.messages(email)).length).toBe(1);
    const verified = await post(
      e,
      "/_api/iam/verification/v1/auth/verify",
      { code, stateToken: registered.body.stateToken },
      await visitorToken(e),
    );
    expect(verified.body.state).toBe("SUCCESS");
    await expect(e.mailbox.latestLink(email)).rejects.toThrow(/holds no link/);
    await expect(e.mailbox.latest("nobody@example.com")).rejects.toThrow(/no e-mail sent/);
  });

  it("delivers a product's event to a subscribed URL, signed with its public key, and logs it", async () => {
    const receiver = await startWebhookReceiver();
    try {
      await e.webhooks.subscribe(receiver.url, [productCreated.type]);
      const created = await post(
        e,
        "/stores/v1/products",
        { product: { name: "Mug", productType: "physical", priceData: { price: 12 } } },
        e.apiKey,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const [delivery] = await e.webhooks.settled(1);
      expect(delivery).toMatchObject({
        status: "delivered",
        eventType: productCreated.type,
        url: receiver.url,
      });
      const processor = createWebhookProcessor({ publicKey: (await e.webhooks.publicKey()).pem });
      const names: string[] = [];
      processor.on(productCreated, (envelope) => {
        names.push(envelope.entity.name ?? "");
      });
      await processor.process(receiver.received[0]?.body ?? "");
      expect(names).toEqual(["Mug"]);
    } finally {
      await receiver.close();
    }
  });

  it("reset() empties the store and seeds it again, on the same URL and credentials", async () => {
    const { url } = e;
    await post(
      e,
      "/stores/v1/products",
      { product: { name: "Mug", productType: "physical", priceData: { price: 12 } } },
      e.apiKey,
    );
    await post(
      e,
      "/_api/iam/authentication/v2/register",
      { loginId: { email: "ada@example.com" }, password: "secret-pass" },
      await visitorToken(e),
    );
    expect(await productCount(e)).toBe(61);
    await e.reset();
    expect(e.url).toBe(url);
    expect(await productCount(e)).toBe(60);
    expect(await e.mailbox.messages()).toEqual([]);
    expect(await visitorToken(e)).toBeTruthy();
  });
});

describe("startEmulator with an empty v3 store", () => {
  it("serves no product and refuses v1 calls", async () => {
    const e = await start({ seed: "empty", catalog: "v3" });
    try {
      const { status, body } = await post(e, "/stores/v3/products/query", { query: {} }, e.apiKey);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.products ?? []).toEqual([]);
      const v1 = await post(e, "/stores-reader/v1/products/query-platformized", { query: {} }, e.apiKey);
      expect(v1.status).toBe(428);
    } finally {
      await e.stop();
    }
  });
});
