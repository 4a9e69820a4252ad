/**
 * The same processor in a real Chromium page (http://127.0.0.1 is a secure context, so
 * `crypto.subtle` is there): genuine tokens verify with PEM and JWK keys, forged ones are refused
 * with the same codes as in Node.
 */
import { productCreated } from "@vitrine/sdk/events";
import { type BundlePage, bundleForBrowser, launchChromium, servePage } from "@vitrine/testkit";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowserOutcome } from "./support/browser-entry.ts";
import { domain, PRODUCT_ID, product } from "./support/payloads.ts";
import {
  generateKeys,
  signHs256,
  signWebhook,
  type TestKeys,
  unsigned,
  webhookClaims,
} from "./support/webhook-signer.ts";

describe("webhook processing in Chromium", () => {
  let browser: Browser;
  let server: BundlePage;
  let origin: string;
  let keys: TestKeys;

  beforeAll(async () => {
    keys = generateKeys();
    const script = await bundleForBrowser(new URL("./support/browser-entry.ts", import.meta.url));
    server = await servePage(script);
    origin = server.origin;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it.each(["pem", "jwk"])("verifies and refuses tokens like Node does (%s key)", async (form) => {
    const payload = domain("wix.stores.catalog.v3.product", "created", PRODUCT_ID, {
      createdEvent: { entity: product },
    });
    const claims = webhookClaims(productCreated.type, payload);
    const [header, , signature] = signWebhook(keys, productCreated.type, payload).split(".");
    const tokens = [
      signWebhook(keys, productCreated.type, payload),
      `${header}.${Buffer.from(JSON.stringify(webhookClaims(productCreated.type, { ...payload, slug: "x" }))).toString("base64url")}.${signature}`,
      signWebhook(generateKeys(), productCreated.type, payload),
      unsigned(claims),
      signHs256(keys.publicPem, claims),
      signWebhook(keys, productCreated.type, payload, { exp: 1 }),
      "not.a.jwt",
    ];
    const page = await browser.newPage();
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => "vitrineWebhooks" in globalThis);
    expect(await page.evaluate(() => globalThis.isSecureContext)).toBe(true);
    const outcomes = await page.evaluate(
      ([key, list]) =>
        (
          globalThis as unknown as {
            vitrineWebhooks: { processAll(k: unknown, t: string[]): Promise<BrowserOutcome[]> };
          }
        ).vitrineWebhooks.processAll(key, list),
      [form === "pem" ? keys.publicPem : keys.publicJwk, tokens] as const,
    );
    expect(outcomes).toEqual([
      { name: "Linen shirt", createdIsDate: true },
      { error: "INVALID_SIGNATURE" },
      { error: "INVALID_SIGNATURE" },
      { error: "UNSUPPORTED_ALGORITHM" },
      { error: "UNSUPPORTED_ALGORITHM" },
      { error: "TOKEN_EXPIRED" },
      { error: "MALFORMED_TOKEN" },
    ]);
    await page.close();
  });
});
