/**
 * The hosted pages' look in real Chromium: the sign-in page with a refused password, the checkout
 * page, the checkout refusing a declined test card and the second step a card asks for are styled
 * by the pages' own stylesheet under their CSP (no violation), pass axe-core's WCAG 2 A and AA
 * rules, and fit a 375 px phone without sideways scrolling. Screenshots at phone and desktop width
 * go to `test-results/hosted-pages/`.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { activeMember, postAsVisitor } from "@vitrine/emulator/testing";
import { launchChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  SESSION_PATH,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "../hosted-checkout/checkout-fixtures.ts";
import { expectAccessible, expectFitsPhone, pageProblems } from "../support/page-checks.ts";
import { type ListeningTestApp, listenTestApp, TEST_ORIGIN } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

const SCREENSHOTS = fileURLToPath(new URL("../../test-results/hosted-pages/", import.meta.url));

describe(`the hosted pages' look in Chromium on ${testBackend}`, () => {
  let browser: Browser;
  let t: ListeningTestApp;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    t = await listenTestApp();
    t.config.publicUrl = t.baseUrl;
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    problems = pageProblems(page);
  });
  afterEach(async () => {
    await page.close();
    await t.close();
  });

  /** Checks the page as it is and keeps its screenshots at both widths. */
  async function expectStyledPage(name: string): Promise<void> {
    const card = await page.evaluate(() => {
      const main = document.querySelector("main") as HTMLElement;
      const style = getComputedStyle(main);
      return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
    });
    expect(card, name).toEqual({ background: "rgb(255, 255, 255)", radius: "12px" });
    await expectAccessible(page, name);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-phone.png`, fullPage: true });
    await expectFitsPhone(page, name);
    expect(problems, name).toEqual([]);
  }

  /** A checkout page for a visitor's two tees, as the store sends the shopper to it. */
  async function openCheckout(): Promise<void> {
    const product = await trackedTee(t);
    const { token, checkoutId } = await visitorCheckout(t, product, 2);
    const session = await visitorCall(t, token, SESSION_PATH, {
      ecomCheckout: { checkoutId },
      callbacks: { thankYouPageUrl: `${TEST_ORIGIN}/thank-you`, cartPageUrl: `${TEST_ORIGIN}/cart` },
    });
    await page.goto(session.body.redirectSession.fullUrl);
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Address", { exact: true }).fill("12 Analytical Row");
    await page.getByLabel("City").fill("London");
    await page.getByLabel("Postal code").fill("N1 7AA");
    await page.getByLabel("Country").fill("GB");
  }

  it("styles the sign-in page and its refusal", async () => {
    await activeMember(t, "ada@example.com");
    const created = await postAsVisitor(t, SESSION_PATH, { login: {} });
    await page.goto(created.body.redirectSession.fullUrl);
    await expectStyledPage("sign-in");
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByLabel("Password").fill("wrong-pass");
    await page.getByRole("button", { name: /sign in/i }).click();
    await page.getByText("The e-mail or password is wrong").waitFor();
    await expectStyledPage("sign-in-refused");
  });

  it("styles the checkout page, a declined card and a card's second step", async () => {
    await openCheckout();
    await expectStyledPage("checkout");

    await page.getByLabel("Card number").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByText("Your card was declined.").first().waitFor();
    await expectStyledPage("checkout-declined");

    await page.getByLabel("Card number").fill("4000 0000 0000 3220");
    await page.getByRole("button", { name: "Place order" }).click();
    await page.getByRole("button", { name: "Fail the payment" }).waitFor();
    await expectStyledPage("checkout-second-step");
  });
});
