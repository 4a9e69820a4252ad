/**
 * `processRequest` on real `Request` objects, and a real HTTP server on 127.0.0.1 that turns each
 * incoming POST into a `Request` (as edge runtimes and Node adapters do) and answers 200, 400 or
 * 500 from the processor's outcome. Also the key forms: PEM, PEM base64-encoded on one line, JWK.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import {
  type CartAbandonedEvent,
  cartAbandoned,
  createWebhookProcessor,
  inventoryVariantsChanged,
  isHandlerError,
  isWebhookError,
} from "@vitrine/sdk/events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartAbandonedData, inventoryVariantsChangedData } from "./support/payloads.ts";
import { generateKeys, signWebhook, type TestKeys } from "./support/webhook-signer.ts";

let keys: TestKeys;
beforeAll(() => {
  keys = generateKeys();
});

describe("processRequest with a Request", () => {
  it("reads the body of a POST and dispatches it", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem });
    const received: CartAbandonedEvent[] = [];
    processor.on(cartAbandoned, ({ data }) => {
      received.push(data);
    });
    const request = new Request("https://shop.example/webhooks", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: signWebhook(keys, cartAbandoned.type, cartAbandonedData),
    });
    const event = await processor.processRequest(request);
    expect(event.eventType).toBe(cartAbandoned.type);
    expect(received[0]?.cartId).toBe(cartAbandonedData.cartId);
  });

  it("rejects a request whose body is not a token", async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicPem });
    const request = new Request("https://shop.example/webhooks", { method: "POST", body: "{}" });
    await expect(processor.processRequest(request)).rejects.toThrow(
      "JWT must have three parts separated by dots",
    );
  });
});

describe("the key forms", () => {
  const body = () => signWebhook(keys, cartAbandoned.type, cartAbandonedData);

  it.each([
    ["a PEM", () => keys.publicPem],
    ["a PEM with CRLF line ends", () => keys.publicPem.replace(/\n/g, "\r\n")],
    ["a PEM base64-encoded on one line", () => Buffer.from(keys.publicPem).toString("base64")],
    ["a JWK", () => keys.publicJwk],
    ["a JWK with alg RS256", () => ({ ...keys.publicJwk, alg: "RS256", use: "sig" })],
  ])("%s verifies", async (_name, key) => {
    const processor = createWebhookProcessor({ publicKey: key() });
    let calls = 0;
    processor.on(cartAbandoned, () => {
      calls++;
    });
    await processor.process(body());
    await processor.process(body());
    expect(calls).toBe(2);
  });
});

describe("over a real HTTP server", () => {
  let server: Server;
  let url: string;
  const seen: string[] = [];

  beforeAll(async () => {
    const processor = createWebhookProcessor({ publicKey: keys.publicJwk });
    processor.on(inventoryVariantsChanged, ({ data, metadata }) => {
      if (data.variants?.some((v) => v.changedBy?.reason === "MANUAL"))
        throw new Error("manual changes not handled");
      seen.push(`${metadata.eventType}:${data.variants?.[0]?.newValue?.quantity}`);
    });
    server = createServer(async (req, res) => {
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method ?? "POST",
        headers: req.headers as Record<string, string>,
        body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
        duplex: "half",
      } as RequestInit);
      try {
        await processor.processRequest(request);
        res.writeHead(200).end();
      } catch (e) {
        res.writeHead(isHandlerError(e) ? 500 : 400, { "content-type": "text/plain" });
        res.end(isWebhookError(e) ? e.code : "unknown");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (body: string) =>
    fetch(url, { method: "POST", headers: { "content-type": "text/plain" }, body });

  it("a signed POST is handled and answered 200", async () => {
    const response = await post(
      signWebhook(keys, inventoryVariantsChanged.type, inventoryVariantsChangedData),
    );
    expect(response.status).toBe(200);
    expect(seen).toEqual([`${inventoryVariantsChanged.type}:0`]);
  });

  it("a forged POST is answered 400 with the error code, and a failing handler 500", async () => {
    const forged = signWebhook(generateKeys(), inventoryVariantsChanged.type, inventoryVariantsChangedData);
    const bad = await post(forged);
    expect([bad.status, await bad.text()]).toEqual([400, "INVALID_SIGNATURE"]);
    const manual = {
      ...inventoryVariantsChangedData,
      variants: [{ id: "v-s", changedBy: { reason: "MANUAL" } }],
    };
    const failing = await post(signWebhook(keys, inventoryVariantsChanged.type, manual));
    expect([failing.status, await failing.text()]).toEqual([500, "HANDLER_FAILED"]);
    expect(seen).toHaveLength(1);
  });
});
