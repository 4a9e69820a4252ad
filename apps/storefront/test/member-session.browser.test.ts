/**
 * End to end in real Chromium: a member's refresh token lives in the storefront's `HttpOnly`
 * member cookie, never where the page's scripts can read it. After the on-page sign-in the cookie
 * is `HttpOnly`, `SameSite=Lax`, `Path=/`; `document.cookie`, `localStorage` and `sessionStorage`
 * hold no refresh token; the account page's HTML (rendered from the cookies) names the member; an
 * expired access token is renewed through `POST /session/refresh`, reload keeps the member signed
 * in, and sign-out removes the cookie. Another site cannot use the session's endpoints. A catalogue
 * page asked with the member's cookies is the shared one: no name, shared `Cache-Control`, no
 * `Set-Cookie`; the header fills in the name after hydration, without a console error.
 */
import { randomUUID } from "node:crypto";
import { lastMailedCode, postAsVisitor } from "@vitrine/emulator/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectBrowser, openPage } from "./support/browser.ts";
import { type StorefrontUnderTest, startStorefront } from "./support/storefront-under-test.ts";

const PASSWORD = "correct-horse";
const CLIENT_ID = "vitrine-demo-client";

let storefront: StorefrontUnderTest;
let browser: Browser;

beforeAll(async () => {
  storefront = await startStorefront();
  storefront.emulator.config.publicUrl = storefront.emulator.baseUrl;
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
  await storefront?.stop();
});

/** Registers and confirms a member named `nickname`; resolves their e-mail. */
async function newMember(nickname: string): Promise<string> {
  const email = `${nickname.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const { emulator } = storefront;
  const registered = await postAsVisitor(emulator, "/_api/iam/authentication/v2/register", {
    loginId: { email },
    password: PASSWORD,
    profile: { nickname },
  });
  const verified = await postAsVisitor(emulator, "/_api/iam/verification/v1/auth/verify", {
    code: await lastMailedCode(emulator, email),
    stateToken: registered.body.stateToken,
  });
  expect(verified.body.state).toBe("SUCCESS");
  return email;
}

/** Everything the page's scripts can read of where tokens are kept. */
function readableByScripts(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }),
  );
}

async function memberCookie(page: Page) {
  return (await page.context().cookies(storefront.origin)).find((cookie) => cookie.name === "vitrine_member");
}

/** The `Cookie` header the browser sends the storefront. */
async function cookieHeader(page: Page): Promise<string> {
  const cookies = await page.context().cookies(storefront.origin);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

describe("the member session in an HttpOnly cookie", () => {
  it("keeps the refresh token out of the page's reach, renews through the server, and ends at sign-out", async () => {
    const email = await newMember("Grace");
    const page = await openPage(browser, "desktop");
    const consoleErrors: string[] = [];
    // A hydration mismatch or a failing script logs an error; a member without a cart is answered
    // 404 by the store (a resource error), which is no fault of the page.
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        consoleErrors.push(message.text());
    });

    await page.goto(`${storefront.origin}/sign-in?next=${encodeURIComponent("/account")}`);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(`${storefront.origin}/account`);
    await page.getByTestId("signed-in-member").getByText("Grace").waitFor();

    const cookie = await memberCookie(page);
    expect(cookie?.value.length).toBeGreaterThan(10);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const readable = await readableByScripts(page);
    expect(readable).not.toContain(cookie?.value ?? "no cookie");
    expect(readable).not.toContain(encodeURIComponent(cookie?.value ?? "no cookie"));
    expect(readable).toContain("httponly:");

    // The server renders the member's name on the account page from the cookies.
    const account = await fetch(`${storefront.origin}/account`, {
      headers: { Cookie: await cookieHeader(page) },
    });
    expect(account.headers.get("cache-control")).toBe("private, no-store");
    expect(await account.text()).toMatch(/data-testid="signed-in-member"[\s\S]*?Grace/);

    // A catalogue page asked with the same cookies is the one every shopper gets.
    const home = await fetch(`${storefront.origin}/`, { headers: { Cookie: await cookieHeader(page) } });
    expect(home.headers.get("cache-control")).toMatch(/^public, .*s-maxage=/);
    expect(home.headers.has("set-cookie")).toBe(false);
    expect(await home.text()).not.toContain("Grace");

    // An expired access token: the page renews it through the server's refresh endpoint.
    await page.evaluate((key) => {
      const tokens = JSON.parse(localStorage.getItem(key) ?? "{}");
      tokens.accessToken.expiresAt = 0;
      localStorage.setItem(key, JSON.stringify(tokens));
    }, `vitrine.tokens.${CLIENT_ID}`);
    const renewal = page.waitForResponse((response) => response.url().endsWith("/session/refresh"));
    await page.goto(`${storefront.origin}/`);
    expect((await renewal).status()).toBe(200);
    await page.getByTestId("signed-in-member").getByText("Grace").waitFor();
    expect(await readableByScripts(page)).not.toContain(cookie?.value ?? "no cookie");
    await page.reload();
    await page.getByTestId("signed-in-member").getByText("Grace").waitFor();
    await page.locator(".site-header").getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${storefront.origin}/`);
    await page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(await memberCookie(page)).toBeUndefined();
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it("refuses the session's endpoints to another site, and a hand-over without a member's tokens", async () => {
    const evil = { Origin: "https://evil.example", "Content-Type": "application/json" };
    for (const path of ["/session", "/session/refresh", "/session/sign-out"]) {
      const answer = await fetch(`${storefront.origin}${path}`, {
        method: "POST",
        headers: evil,
        body: "{}",
      });
      expect(answer.status, path).toBe(403);
      expect(answer.headers.has("set-cookie"), path).toBe(false);
    }
    const own = { Origin: storefront.origin, "Content-Type": "application/json" };
    const visitor = await fetch(`${storefront.origin}/session`, {
      method: "POST",
      headers: own,
      body: JSON.stringify({
        accessToken: { value: "a", expiresAt: 1 },
        refreshToken: { value: "r", role: "visitor" },
      }),
    });
    expect(visitor.status).toBe(400);
    expect(((await visitor.json()) as { message: string }).message).toMatch(/member/);
    const noSession = await fetch(`${storefront.origin}/session/refresh`, { method: "POST", headers: own });
    expect(noSession.status).toBe(401);
  });
});
