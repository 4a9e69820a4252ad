/**
 * The redirect flows in real Chromium against the real emulator, with top-level navigations as a
 * shopper makes them: the storefront (http://127.0.0.1:A) sends the browser to the emulator's
 * hosted sign-in page (http://localhost:B), the form is filled in and submitted, the browser
 * returns to the storefront's callback, and the SDK there reads the answer from `location` and
 * exchanges the code (query and fragment). Also the members area read with the hosted session
 * cookie, the hosted sign-out, and the password reset: the mailed link's page, a new
 * password, and the browser back on the storefront. The browser enforces the pages' CSP
 * (including `form-action` on the redirect after a form post), which plain HTTP tests cannot see.
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

describe("redirect flows in Chromium against the emulator", { timeout: 60_000 }, () => {
  let browser: Browser;
  let emulator: ListeningTestApp;
  let api: string;
  let shop: BundlePage;
  let shopOrigin: string;

  beforeAll(async () => {
    const script = await bundleForBrowser(new URL("./support/redirect-entry.ts", import.meta.url));
    shop = await servePage(script);
    shopOrigin = shop.origin;
    emulator = await listenTestApp({
      oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [shopOrigin] }],
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

  const call = (page: Page, name: string, ...args: unknown[]) =>
    page.evaluate(
      ([n, a]) =>
        (globalThis as unknown as { vitrineRedirect: Api }).vitrineRedirect[n as string]!(
          ...(a as unknown[]),
        ),
      [name, args] as const,
    );
  const ready = (page: Page) => page.waitForFunction(() => "vitrineRedirect" in globalThis);

  /** Collects the CSP violations Chromium reports on the page (none is expected). */
  function cspReports(page: Page): string[] {
    const reports: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
    });
    return reports;
  }

  it.each(["query", "fragment"] as const)("signs in through the hosted page and back (%s)", async (mode) => {
    const email = `ada-${mode}@example.com`;
    await activeMember(emulator, email, PASSWORD);
    const page = await browser.newPage();
    const violations = cspReports(page);
    try {
      await page.goto(`${shopOrigin}/products`);
      await ready(page);
      const authUrl = (await call(page, "startSignIn", api, mode)) as string;
      await page.goto(authUrl);
      expect(new URL(page.url()).origin).toBe(api);
      await page.fill("#email", email);
      await page.fill("#password", PASSWORD);
      await Promise.all([page.waitForURL(`${shopOrigin}/callback**`), page.click("button[type=submit]")]);
      const returned = new URL(page.url());
      expect(
        (mode === "query" ? returned.searchParams : new URLSearchParams(returned.hash.slice(1))).get("code"),
      ).toBeTruthy();
      await ready(page);
      expect(await call(page, "finishSignIn", api, mode)).toEqual({
        loggedIn: true,
        originalUri: `${shopOrigin}/products`,
      });
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("shows the signed-in member's account page, then signs out through the hosted page", async () => {
    await activeMember(emulator, "di@example.com", PASSWORD);
    const page = await browser.newPage();
    try {
      await page.goto(`${shopOrigin}/`);
      await ready(page);
      await page.goto((await call(page, "startSignIn", api, "query")) as string);
      await page.fill("#email", "di@example.com");
      await page.fill("#password", PASSWORD);
      await Promise.all([page.waitForURL(`${shopOrigin}/callback**`), page.click("button[type=submit]")]);
      await ready(page);
      expect(await call(page, "finishSignIn", api, "query")).toMatchObject({ loggedIn: true });
      const hostedCookie = async () =>
        (await page.context().cookies(api)).find((c) => c.name === "vitrine_session");
      expect(await hostedCookie()).toMatchObject({ httpOnly: true, sameSite: "Lax" });

      await page.goto((await call(page, "accountUrl", api)) as string);
      expect(await page.textContent("table")).toContain("di@example.com");
      await Promise.all([page.waitForURL(`${shopOrigin}/callback**`), page.click("text=Back to the store")]);

      await ready(page);
      const { logoutUrl, loggedIn } = (await call(page, "signOut", api)) as {
        logoutUrl: string;
        loggedIn: boolean;
      };
      expect(loggedIn).toBe(false);
      await page.goto(logoutUrl);
      expect(page.url()).toBe(`${shopOrigin}/signed-out`);
      expect(await hostedCookie()).toBeUndefined();
      await ready(page);
      await page.goto((await call(page, "accountUrl", api)) as string);
      expect(await page.textContent("main")).toContain("You are not signed in on this site.");
    } finally {
      await page.close();
    }
  });

  it("shows a wrong password on the hosted page without leaving it", async () => {
    await activeMember(emulator, "bo@example.com", PASSWORD);
    const page = await browser.newPage();
    try {
      await page.goto(`${shopOrigin}/`);
      await ready(page);
      await page.goto((await call(page, "startSignIn", api, "query")) as string);
      await page.fill("#email", "bo@example.com");
      await page.fill("#password", "wrong-pass");
      await Promise.all([page.waitForLoadState("load"), page.click("button[type=submit]")]);
      expect(new URL(page.url()).origin).toBe(api);
      expect(await page.textContent("[role=alert]")).toContain("The e-mail or password is wrong");
    } finally {
      await page.close();
    }
  });

  it("resets the password through the mailed link and returns to the storefront", async () => {
    await activeMember(emulator, "cy@example.com", PASSWORD);
    const page = await browser.newPage();
    const violations = cspReports(page);
    try {
      await page.goto(`${shopOrigin}/`);
      await ready(page);
      expect(await call(page, "requestReset", api, "cy@example.com")).toBe(true);
      const mailbox = await fetch(`${emulator.baseUrl}/_dev/mailbox?to=cy%40example.com`);
      const [mail] = ((await mailbox.json()) as { messages: { body: string }[] }).messages;
      const link = /http\S+\/_hosted\/reset-password\?token=[\w-]+/.exec(mail?.body ?? "")?.[0] ?? "";
      expect(new URL(link).origin).toBe(api);
      await page.goto(link);
      await page.fill("#password", "after-reset");
      await Promise.all([page.waitForURL(`${shopOrigin}/reset-done`), page.click("button[type=submit]")]);
      expect(violations).toEqual([]);
    } finally {
      await page.close();
    }
    const login = await fetch(`${emulator.baseUrl}/_api/iam/authentication/v2/login`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: await emulator.visitorToken() },
      body: JSON.stringify({ loginId: { email: "cy@example.com" }, password: "after-reset" }),
    });
    expect(((await login.json()) as { state: string }).state).toBe("SUCCESS");
  });
});
