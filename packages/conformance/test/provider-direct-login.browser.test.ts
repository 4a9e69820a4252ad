/**
 * The provider's published client (`@wix/sdk` OAuthStrategy), unchanged, signs
 * in through the hidden frame in real Chromium against the emulator on another
 * origin: the storefront page is served on http://127.0.0.1:A (the OAuth
 * client's allowed origin), the emulator listens on http://localhost:B. The
 * client logs in, loads the emulator's authorize page in a hidden frame, gets the
 * code by `postMessage` and exchanges it; its logout URL then signs the member
 * out, after which the member's refresh token no longer renews.
 */

import {
  activeMember,
  type ListeningTestApp,
  listenTestApp,
  TEST_CLIENT_ID,
} from "@vitrine/emulator/testing";
import { type BundlePage, bundleForBrowser, launchChromium, servePage } from "@vitrine/testkit";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProviderDirectLoginOutcome } from "./support/provider-direct-login-entry.ts";

describe("the provider's hidden-frame sign-in in Chromium against the emulator", { timeout: 60_000 }, () => {
  let browser: Browser;
  let emulator: ListeningTestApp;
  let api: string;
  let shop: BundlePage;

  beforeAll(async () => {
    shop = await servePage(
      await bundleForBrowser(new URL("./support/provider-direct-login-entry.ts", import.meta.url), {
        "process.env.NODE_ENV": '"production"',
      }),
    );
    emulator = await listenTestApp({
      oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [shop.origin] }],
    });
    api = `http://localhost:${new URL(emulator.baseUrl).port}`;
    emulator.config.publicUrl = api;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
    await shop?.close();
  });

  it("logs in, signs in through the hidden frame, and is signed out by its logout URL", async () => {
    await activeMember(emulator, "ada@example.com", "secret-pass");
    const page = await browser.newPage();
    const framed: string[] = [];
    page.on("request", (request) => {
      if (request.frame() !== page.mainFrame()) framed.push(new URL(request.url()).origin);
    });
    try {
      await page.goto(`${shop.origin}/`);
      await page.waitForFunction(() => "providerDirectLogin" in globalThis);
      const outcome = (await page.evaluate(
        (args) =>
          (
            globalThis as unknown as {
              providerDirectLogin: (...a: string[]) => Promise<ProviderDirectLoginOutcome>;
            }
          ).providerDirectLogin(...args),
        [api, TEST_CLIENT_ID, "ada@example.com", "secret-pass"],
      )) as ProviderDirectLoginOutcome;
      expect(outcome).toMatchObject({
        loginState: "SUCCESS",
        loggedIn: true,
        role: "member",
        renewed: true,
        framesLeft: 0,
      });
      expect(framed).toContain(api);
      expect(new URL(outcome.logoutUrl ?? "").origin).toBe(api);

      await page.goto(outcome.logoutUrl ?? "");
      expect(page.url()).toBe(`${shop.origin}/signed-out`);
      const refreshed = await fetch(`${emulator.baseUrl}/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          clientId: TEST_CLIENT_ID,
          grantType: "refresh_token",
          refreshToken: outcome.refreshToken,
        }),
      });
      expect(refreshed.status).toBe(400);
      expect(((await refreshed.json()) as { error: string }).error).toBe("invalid_grant");
    } finally {
      await page.close();
    }
  });
});
