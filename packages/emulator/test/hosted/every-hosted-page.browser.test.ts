/**
 * Every hosted page a shopper meets, walked in real Chromium for a branded store (a name with
 * markup in it, a light accent, a logo on another origin): sign-in and its refusal, signed in,
 * sign-up and its verification-code step, the reset request and its answer, the authorize page
 * with its links, its notice after a reset, and a refused sign-up and reset request reached from
 * it, the account and its
 * orders, subscriptions, bookings and events sections, signed out, the reset form from an
 * e-mailed link, link expired, the checkout, a declined card, the card's second step, a failed
 * confirmation and the emulator's thank-you page. On each: the header shows the store's name as
 * text and its logo, buttons wear the accent with legible ink, the emulator says it is one,
 * axe-core finds no WCAG 2 A/AA violation at desktop width and at 320 px, nothing scrolls sideways
 * at 320 px, the keyboard's tab order reaches the form's submit button, and the CSP reports nothing.
 */
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { activeMember, lastMailedCode, pkcePair, postAsVisitor } from "@vitrine/emulator/testing";
import { launchChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  SESSION_PATH,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "../hosted-checkout/checkout-fixtures.ts";
import { authorizationRequest } from "../support/hosted-sign-in.ts";
import { openSignUp, signUpWithTakenEmail, submitSignUp } from "../support/hosted-sign-up-steps.ts";
import { expectAccessible, expectFitsPhone, pageProblems } from "../support/page-checks.ts";
import { type ListeningTestApp, listenTestApp, TEST_CLIENT_ID, TEST_ORIGIN } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const STORE_NAME = "Tea & <b>Cups</b>";
/** A light accent: its ink must be black, and links drawn in it darker. */
const ACCENT = "#ffcc00";
/** A walk loads many pages, each checked twice by axe. */
const WALK_TIMEOUT_MS = 300_000;
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32"><rect width="64" height="32" rx="6" fill="${ACCENT}"/></svg>`;

describe(`every hosted page, branded, in Chromium on ${testBackend}`, () => {
  let browser: Browser;
  let logoServer: Server;
  let logoUrl: string;
  let t: ListeningTestApp;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    logoServer = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "image/svg+xml" }).end(LOGO);
    }).listen(0, "127.0.0.1");
    await once(logoServer, "listening");
    logoUrl = `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/logo.svg`;
  });
  afterAll(async () => {
    await browser?.close();
    logoServer?.close();
  });
  beforeEach(async () => {
    t = await listenTestApp({ brand: { storeName: STORE_NAME, accentColor: ACCENT, logoUrl } });
    t.config.publicUrl = t.baseUrl;
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    problems = pageProblems(page);
  });
  afterEach(async () => {
    await page.close();
    await t.close();
  });

  /** Tabs from the top of the page until `name`'s button has the focus; fails after 40 presses. */
  async function expectTabReaches(name: string, what: string): Promise<void> {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const reached: string[] = [];
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active?.tagName === "BUTTON" ? (active.textContent ?? "").trim() : active?.tagName;
      });
      reached.push(String(focused));
      if (focused === name) return;
    }
    expect.fail(`${what}: tabbing never reached "${name}" (${reached.join(", ")})`);
  }

  /** Checks the page as it is: brand, notice, axe at both widths, 320 px fit, the submit by keyboard. */
  async function expectBrandedPage(what: string, submit?: string): Promise<void> {
    // The logo is another origin's image: wait for the page's load, which waits for it.
    await page.waitForLoadState("load");
    const look = await page.evaluate(() => {
      const logo = document.querySelector<HTMLImageElement>(".store-bar img");
      const button = document.querySelector("main button:not(.secondary)");
      return {
        name: document.querySelector(".store-name")?.textContent,
        title: document.title.split(" · ")[1],
        logoShown: Boolean(logo?.complete && logo.naturalWidth > 0),
        button: button && [getComputedStyle(button).backgroundColor, getComputedStyle(button).color],
        notice: document.querySelector(".emulator-notice")?.textContent ?? "",
      };
    });
    expect(look.name, what).toBe(STORE_NAME);
    expect(look.title, what).toBe(STORE_NAME);
    expect(look.logoShown, what).toBe(true);
    if (look.button) expect(look.button, what).toEqual(["rgb(255, 204, 0)", "rgb(0, 0, 0)"]);
    expect(look.notice, what).toContain("Served by the Vitrine emulator");
    await expectAccessible(page, what);
    await expectFitsPhone(page, what, 320);
    if (submit) await expectTabReaches(submit, what);
    expect(problems, what).toEqual([]);
  }

  async function openSession(body: Record<string, unknown>): Promise<void> {
    const created = await postAsVisitor(t, SESSION_PATH, body);
    expect(created.status).toBe(200);
    await page.goto(created.body.redirectSession.fullUrl);
  }

  it(
    "walks sign-in, the account's sections and sign-out",
    async () => {
      await activeMember(t, "ada@example.com");
      await openSession({ login: {} });
      await expectBrandedPage("sign-in", "Sign in");
      await page.getByLabel("E-mail").fill("ada@example.com");
      await page.getByLabel("Password").fill("wrong-pass");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByText("The e-mail or password is wrong").waitFor();
      await expectBrandedPage("sign-in refused", "Sign in");
      await page.getByLabel("E-mail").fill("ada@example.com");
      await page.getByLabel("Password").fill("secret-pass");
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByRole("heading", { name: "Signed in" }).waitFor();
      await expectBrandedPage("signed in");

      await openSession({ membersAccount: { section: "ACCOUNT_INFO" } });
      await page.getByRole("heading", { name: "My account" }).waitFor();
      await expectBrandedPage("account", "Set up an authenticator app");
      for (const [section, heading] of [
        ["ORDERS", "My orders"],
        ["SUBSCRIPTIONS", "My subscriptions"],
        ["BOOKINGS", "My bookings"],
        ["EVENTS", "My events"],
      ] as const) {
        await openSession({ membersAccount: { section } });
        await page.getByRole("heading", { name: heading }).waitFor();
        await expectBrandedPage(heading);
      }

      await page.goto(`${t.baseUrl}/_api/iam/authentication/v1/logout?clientId=${TEST_CLIENT_ID}`);
      await page.getByRole("heading", { name: "Signed out" }).waitFor();
      await expectBrandedPage("signed out");
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "walks sign-up with its code step, and the reset request with its answer",
    async () => {
      await openSession({ login: {} });
      await openSignUp(page);
      await expectBrandedPage("sign-up", "Create account");
      await submitSignUp(page, "grace@example.com");
      await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
      await expectBrandedPage("verification code", "Confirm");
      await page.getByLabel("Verification code").fill(await lastMailedCode(t, "grace@example.com"));
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByRole("heading", { name: "Signed in" }).waitFor();

      await openSession({ login: {} });
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      await expectBrandedPage("reset request", "Send reset link");
      await page.getByLabel("E-mail").fill("grace@example.com");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
      await expectBrandedPage("reset requested");
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "walks the authorize page, its notice after a reset, and the refused sign-up and reset request",
    async () => {
      await activeMember(t, "ada@example.com");
      await openSession(authorizationRequest(pkcePair().challenge));
      await page.getByRole("link", { name: "Create an account" }).waitFor();
      await expectBrandedPage("authorize sign-in", "Sign in");
      await page.goto(`${page.url()}&password=saved`);
      await page.getByText("Your new password is saved.").waitFor();
      await expectBrandedPage("authorize sign-in after a reset", "Sign in");

      await signUpWithTakenEmail(page, "ada@example.com");
      await expectBrandedPage("sign-up refused", "Create account");

      await page.getByRole("link", { name: "Back to sign in" }).click();
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await page.getByRole("heading", { name: "Reset your password" }).waitFor();
      // A dotless domain passes the browser's e-mail check but not the emulator's.
      await page.getByLabel("E-mail").fill("ada@localhost");
      await page.getByRole("button", { name: "Send reset link" }).click();
      await page.getByText("Enter a valid e-mail address.").waitFor();
      await expectBrandedPage("reset request refused", "Send reset link");
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "walks the reset form of an e-mailed link and an expired link",
    async () => {
      await activeMember(t, "ada@example.com");
      await postAsVisitor(t, "/_api/iam/recovery/v1/send-email", {
        email: "ada@example.com",
        redirect: { url: `${TEST_ORIGIN}/signed-in`, clientId: TEST_CLIENT_ID },
      });
      const mailbox = await t.inject({ method: "GET", url: "/_dev/mailbox?to=ada%40example.com" });
      const link = /(http\S+reset-password\?token=\S+)/.exec(mailbox.json().messages[0].body)?.[1] ?? "";
      await page.goto(link.replace(/^http:\/\/[^/]+/, t.baseUrl));
      await page.getByRole("heading", { name: "Choose a new password" }).waitFor();
      await expectBrandedPage("reset form", "Save password");

      await page.goto(`${t.baseUrl}/_hosted/login?sessionId=no-such-session`);
      await page.getByRole("heading", { name: "Link expired" }).waitFor();
      await expectBrandedPage("link expired");
    },
    WALK_TIMEOUT_MS,
  );

  it(
    "walks the checkout, a decline, the second step, a failed confirmation and the thank-you page",
    async () => {
      const product = await trackedTee(t);
      const { token, checkoutId } = await visitorCheckout(t, product, 2);
      const session = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: { checkoutId } });
      await page.goto(session.body.redirectSession.fullUrl);
      await page.getByLabel("E-mail").fill("ada@example.com");
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("Last name").fill("Lovelace");
      await page.getByLabel("Address", { exact: true }).fill("12 Analytical Row");
      await page.getByLabel("City").fill("London");
      await page.getByLabel("Postal code").fill("N1 7AA");
      await page.getByLabel("Country").fill("GB");
      await expectBrandedPage("checkout", "Place order");

      await page.getByLabel("Card number").fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByText("Your card was declined.").first().waitFor();
      await expectBrandedPage("checkout declined", "Place order");

      await page.getByLabel("Card number").fill("4000 0000 0000 3220");
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("button", { name: "Fail the payment" }).waitFor();
      await expectBrandedPage("payment second step", "Fail the payment");
      await page.getByRole("button", { name: "Fail the payment" }).click();
      await page.getByText("The payment was not confirmed").first().waitFor();
      await expectBrandedPage("payment not confirmed", "Place order");

      await page.getByLabel("Card number").fill("4242 4242 4242 4242");
      await page.getByRole("button", { name: "Place order" }).click();
      await page.getByRole("heading", { name: "Thank you" }).waitFor();
      await expectBrandedPage("thank you");
    },
    WALK_TIMEOUT_MS,
  );
});
