/**
 * Direct login in real Chromium against the real emulator, cross-origin: the storefront page is
 * served on http://127.0.0.1:A, the emulator (API and hosted pages) listens on
 * http://localhost:B, and the page's origin is the OAuth client's only allowed origin. The SDK,
 * bundled with esbuild, runs `login()` then `getMemberTokensForDirectLogin`: its hidden frame
 * loads the emulator's authorize page, which answers by `postMessage`, and the code is exchanged.
 * Also an unknown session token (the OAuth error reaches the caller), `sessions.syncToHostedPages`,
 * and a page on another origin (CORS allowed, but not an allowed origin of the client) that gets
 * no answer: it times out and no code is issued.
 */

import {
  activeMember,
  type ListeningTestApp,
  listenTestApp,
  TEST_CLIENT_ID,
} from "@vitrine/emulator/testing";
import { type BundlePage, bundleForBrowser, launchChromium, servePage } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const PASSWORD = "secret-pass";

type Api = Record<string, (...args: unknown[]) => Promise<unknown>>;
interface Outcome {
  result?: Record<string, unknown>;
  error?: { name: string; code?: string; message: string };
  framesLeft: number;
  messages: { origin: string; data: Record<string, unknown> }[];
}

describe("direct login in Chromium against the emulator", { timeout: 60_000 }, () => {
  let browser: Browser;
  let emulator: ListeningTestApp;
  let api: string;
  let shop: BundlePage;
  let elsewhere: BundlePage;
  let private_: BundlePage;

  beforeAll(async () => {
    const script = await bundleForBrowser(new URL("./support/direct-login-entry.ts", import.meta.url));
    shop = await servePage(script);
    elsewhere = await servePage(script);
    private_ = await servePage(script, { "referrer-policy": "no-referrer" });
    emulator = await listenTestApp({
      oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [shop.origin, private_.origin] }],
      corsOrigins: [elsewhere.origin],
    });
    api = `http://localhost:${new URL(emulator.baseUrl).port}`;
    emulator.config.publicUrl = api;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await emulator?.close();
    for (const page of [shop, elsewhere, private_]) await page?.close();
  });

  /** Opens the page on `origin`, records the emulator's answers to it, and runs `name(...args)`. */
  async function run(origin: string, name: string, ...args: unknown[]) {
    const page: Page = await browser.newPage();
    const answers: { url: string; status: number; headers: Record<string, string> }[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(api))
        answers.push({ url: response.url(), status: response.status(), headers: response.headers() });
    });
    try {
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => "vitrineDirectLogin" in globalThis);
      const outcome = await page.evaluate(
        ([n, a]) =>
          (globalThis as unknown as { vitrineDirectLogin: Api }).vitrineDirectLogin[n as string]!(
            ...(a as unknown[]),
          ),
        [name, args] as const,
      );
      return { outcome: outcome as Outcome, answers };
    } finally {
      await page.close();
    }
  }

  const codeCount = async () =>
    Number((await emulator.db.query<{ n: string }>("select count(*) as n from authorization_codes"))[0]?.n);

  it("signs in from the allowed origin: login(), hidden frame on the emulator, postMessage, code exchange", async () => {
    await activeMember(emulator, "ada@example.com", PASSWORD);
    const { outcome, answers } = await run(
      shop.origin,
      "directLogin",
      api,
      "ada@example.com",
      PASSWORD,
      10_000,
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({ role: "member", loggedIn: true, stored: "member" });
    expect(outcome.framesLeft).toBe(0);
    expect(outcome.messages).toEqual([
      { origin: api, data: { code: expect.any(String), state: expect.any(String) } },
    ]);
    const authorize = answers.find((a) => new URL(a.url).pathname === "/_hosted/authorize");
    expect(authorize?.status).toBe(200);
    expect(authorize?.headers["content-security-policy"]).toContain(`frame-ancestors ${shop.origin}`);
    expect(authorize?.headers["x-frame-options"]).toBeUndefined();
  });

  it("signs in on a page with the sign-in client; a main client on the same storage is the member", async () => {
    await activeMember(emulator, "di@example.com", PASSWORD);
    const { outcome, answers } = await run(
      shop.origin,
      "signInPage",
      api,
      "di@example.com",
      PASSWORD,
      10_000,
    );
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toEqual({ loggedIn: true });
    expect(outcome.framesLeft).toBe(0);
    const paths = answers.map((a) => `${a.status} ${new URL(a.url).pathname}`);
    expect(paths).toContain("200 /_api/iam/authentication/v2/login");
    expect(paths).toContain("200 /_api/iam/authentication/v2/change-password");
  });

  it("signs in from a storefront whose pages send Referrer-Policy: no-referrer", async () => {
    const { sessionToken } = await activeMember(emulator, "cy@example.com", PASSWORD);
    const { outcome } = await run(private_.origin, "frameOnly", api, sessionToken, 10_000);
    expect(outcome.error).toBeUndefined();
    expect(outcome.result).toMatchObject({ refreshToken: { role: "member" } });
    expect(outcome.messages).toEqual([
      { origin: api, data: { code: expect.any(String), state: expect.any(String) } },
    ]);
  });

  it("rejects an unknown session token with the emulator's OAuth error, and removes the frame", async () => {
    const before = await codeCount();
    const { outcome } = await run(shop.origin, "frameOnly", api, "not-a-session-token", 10_000);
    expect(outcome.error).toEqual({
      name: "IdentityError",
      code: "OAUTH_ERROR",
      message: "login_required: The member is not signed in.",
    });
    expect(outcome.framesLeft).toBe(0);
    expect(outcome.messages).toEqual([
      {
        origin: api,
        data: {
          error: "login_required",
          error_description: "The member is not signed in.",
          state: expect.any(String),
        },
      },
    ]);
    expect(await codeCount()).toBe(before);
  });

  it("pre-warms the hosted pages with sessions.syncToHostedPages and remembers it", async () => {
    const { outcome, answers } = await run(shop.origin, "syncSessions", api, 10_000);
    expect(outcome).toMatchObject({
      before: false,
      first: { framesLeft: 0 },
      again: { framesLeft: 0 },
      after: true,
    });
    expect(outcome).not.toHaveProperty("first.error");
    const loads = answers.filter((a) => new URL(a.url).pathname === "/_hosted/login");
    expect(loads.map((a) => a.status)).toEqual([200]);
    // The emulator keeps no visitor state for its hosted pages, so the load is all a pre-warm
    // needs; a page with a password form is never framable (clickjacking), even for a pre-warm.
    expect(loads[0]?.headers["x-frame-options"]).toBe("DENY");
  });

  it("gives a page on an origin the client does not allow no answer: it times out and no code is issued", async () => {
    const { sessionToken } = await activeMember(emulator, "bo@example.com", PASSWORD);
    const before = await codeCount();
    const { outcome, answers } = await run(elsewhere.origin, "frameOnly", api, sessionToken, 1500);
    expect(outcome.error).toEqual({
      name: "IdentityError",
      code: "OAUTH_TIMEOUT",
      message: "OAuth flow timed out",
    });
    expect(outcome.framesLeft).toBe(0);
    expect(outcome.messages).toEqual([]);
    const authorize = answers.find((a) => new URL(a.url).pathname === "/_hosted/authorize");
    expect(authorize?.status).toBe(400);
    expect(authorize?.headers["x-frame-options"]).toBe("DENY");
    expect(await codeCount()).toBe(before);
    // The same session token still signs in from the allowed origin.
    const { outcome: allowed } = await run(shop.origin, "frameOnly", api, sessionToken, 10_000);
    expect(allowed.result).toMatchObject({ refreshToken: { role: "member" } });
  });
});
