/**
 * `routeProviderHostsInBrowser()` of `@vitrine/emulator/testing` in real Chromium: a page on
 * 127.0.0.1 runs the provider's published client with its default hosts and no routing of its
 * own; with the browser context routed, its token, catalogue and media-host requests are answered
 * by the emulator (a cross-origin call, as from a real store), while the page's own origin is
 * left alone.
 */
import {
  type RunningEmulator,
  routeProviderHostsInBrowser,
  startEmulator,
  TEST_CLIENT_ID,
} from "@vitrine/emulator/testing";
import { type BundlePage, bundleForBrowser, launchChromium, servePage } from "@vitrine/testkit";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderInBrowserOutcome } from "./support/provider-browser-entry.ts";

describe("the provider's hosts routed to the emulator in Chromium", { timeout: 60_000 }, () => {
  let browser: Browser;
  let emulator: RunningEmulator;
  let shop: BundlePage;

  beforeAll(async () => {
    shop = await servePage(
      await bundleForBrowser(new URL("./support/provider-browser-entry.ts", import.meta.url), {
        "process.env.NODE_ENV": '"production"',
      }),
    );
    emulator = await startEmulator({
      seed: "demo",
      config: { oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [shop.origin] }] },
    });
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.stop();
    await shop?.close();
  });

  it("answers the provider's API and media hosts from the emulator, and only those", async () => {
    const context = await browser.newContext();
    await routeProviderHostsInBrowser(context, emulator.url);
    const page = await context.newPage();
    const hosts: string[] = [];
    page.on("requestfinished", (request) => hosts.push(new URL(request.url()).host));
    try {
      await page.goto(`${shop.origin}/`);
      await page.waitForFunction(() => "providerInBrowser" in globalThis);
      const outcome = (await page.evaluate(
        ({ clientId, imageUrl }) =>
          (
            globalThis as unknown as {
              providerInBrowser(clientId: string, imageUrl: string): Promise<ProviderInBrowserOutcome>;
            }
          ).providerInBrowser(clientId, imageUrl),
        { clientId: emulator.clientId, imageUrl: "https://static.wixstatic.com/_media/linen-shirt.svg" },
      )) as ProviderInBrowserOutcome;

      const direct = await (await context.request.get(`${emulator.url}/_media/linen-shirt.svg`)).text();
      expect(outcome).toEqual({ products: expect.any(Array), imageWidth: expect.any(Number) });
      expect(outcome.products).toHaveLength(3);
      expect(outcome.products.every((slug) => slug.length > 0)).toBe(true);
      expect(outcome.imageWidth).toBeGreaterThan(0);
      expect(direct).toContain("<svg");
      expect(new Set(hosts)).toEqual(
        new Set([new URL(shop.origin).host, "www.wixapis.com", "edge.wixapis.com", "static.wixstatic.com"]),
      );
    } finally {
      await context.close();
    }
  });
});
