/**
 * A shopper's detours from the hosted sign-in of an OAuth authorization request, in real Chromium
 * against the emulator, with the pages' CSP enforced: "Create an account" on the authorize page,
 * the form, the mailed code, and the browser lands on the app's redirect URI (a server of its own
 * on 127.0.0.1) with the request's state and a code that exchanges, with the request's PKCE
 * verifier, for member tokens; "Forgot your password?" on the authorize page, the link from the
 * dev mailbox, a new password, and the browser is back on the same sign-in (saying the password
 * is saved), where signing in with it lands on the app with a code.
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  activeMember,
  type ListeningTestApp,
  lastMailedCode,
  listenTestApp,
  pkcePair,
  postAsVisitor,
  TEST_CLIENT_ID,
} from "@vitrine/emulator/testing";
import { launchChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SESSION_PATH } from "../hosted-checkout/checkout-fixtures.ts";
import { authorizationRequest, exchangeCode } from "../support/hosted-sign-in.ts";
import { pageProblems } from "../support/page-checks.ts";
import { testBackend } from "../support/test-database.ts";

/** A walk of several pages under a loaded machine. */
const TEST_TIMEOUT_MS = 120_000;

describe(`sign-up and reset from the authorize page, in Chromium on ${testBackend}`, () => {
  let browser: Browser;
  let app: Server;
  let appOrigin: string;
  let t: ListeningTestApp;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    // The store's app: its callback page is all the flow needs of it.
    app = createServer((_request, response) => {
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end("<!doctype html><title>App</title><h1>Back in the app</h1>");
    }).listen(0, "127.0.0.1");
    await once(app, "listening");
    appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    app?.close();
  });
  beforeEach(async () => {
    t = await listenTestApp({ oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [appOrigin] }] });
    t.config.publicUrl = t.baseUrl;
    page = await browser.newPage();
    problems = pageProblems(page);
  });
  afterEach(async () => {
    await page.close();
    await t.close();
  });

  /** Opens the hosted sign-in of a new authorization request coming back to the app; its PKCE pair. */
  async function openAuthorizePage() {
    const pkce = pkcePair();
    const request = authorizationRequest(pkce.challenge, {
      redirectUri: `${appOrigin}/callback`,
      state: "app-state-7",
    });
    const created = await postAsVisitor(t, SESSION_PATH, request);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await page.goto(created.body.redirectSession.fullUrl);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/_hosted/authorize");
    return pkce;
  }

  /** Clicks `button` and waits for the app's callback; checks the state and exchanges the code. */
  async function landOnAppAndExchange(button: string, verifier: string) {
    await Promise.all([
      page.waitForURL(`${appOrigin}/callback**`),
      page.getByRole("button", { name: button }).click(),
    ]);
    await page.getByRole("heading", { name: "Back in the app" }).waitFor();
    const callback = new URL(page.url());
    expect(callback.searchParams.get("state")).toBe("app-state-7");
    const tokens = await exchangeCode(
      t,
      callback.searchParams.get("code") ?? "",
      verifier,
      `${appOrigin}/callback`,
    );
    expect(tokens.statusCode, tokens.body).toBe(200);
    const [, claims = ""] = tokens.json().access_token.split(".");
    expect(JSON.parse(Buffer.from(claims, "base64url").toString()).role).toBe("member");
    expect(tokens.json().refresh_token).toEqual(expect.any(String));
  }

  it(
    "signs up from the authorize page and lands on the app with a code for member tokens",
    async () => {
      const pkce = await openAuthorizePage();
      await page.getByRole("link", { name: "Create an account" }).click();
      await page.getByRole("heading", { name: "Create an account" }).waitFor();
      await page.getByLabel("E-mail").fill("grace@example.com");
      await page.getByLabel("Password").fill("secret-pass");
      await page.getByRole("button", { name: "Create account" }).click();
      await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
      await page.getByLabel("Verification code").fill(await lastMailedCode(t, "grace@example.com"));
      await landOnAppAndExchange("Confirm", pkce.verifier);
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "resets the password from the authorize page and comes back to it to finish the sign-in",
    async () => {
      await activeMember(t, "ada@example.com", "old-password");
      const pkce = await openAuthorizePage();
      const signInUrl = page.url();
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      await page.getByLabel("E-mail").fill("ada@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();

      const mailbox = await fetch(`${t.baseUrl}/_dev/mailbox?to=ada%40example.com`);
      const [mail] = ((await mailbox.json()) as { messages: { body: string }[] }).messages;
      const link = /http\S+\/_hosted\/reset-password\?token=[\w-]+/.exec(mail?.body ?? "")?.[0] ?? "";
      expect(link.startsWith(t.baseUrl)).toBe(true);
      await page.goto(link);
      await page.getByLabel("New password").fill("new-password");
      await page.getByRole("button", { name: "Save password" }).click();
      await page.getByText("Your new password is saved. Sign in with it.").waitFor();
      const back = new URL(page.url());
      expect(back.searchParams.get("sessionId")).toBe(new URL(signInUrl).searchParams.get("sessionId"));

      await page.getByLabel("E-mail").fill("ada@example.com");
      await page.getByLabel("Password").fill("new-password");
      await landOnAppAndExchange("Sign in", pkce.verifier);
      expect(problems).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );
});
