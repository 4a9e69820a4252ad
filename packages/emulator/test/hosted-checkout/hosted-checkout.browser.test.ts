/**
 * The hosted checkout page in real Chromium (Debian's, driven by playwright-core): the page is
 * styled under its own CSP, a shopper fills the form by its labels and places the order, and the
 * browser follows the redirect after the post (which `form-action` also governs) to the store's
 * thank-you page on another origin, with the order's id. No CSP violation is reported.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Browser, chromium } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ListeningTestApp, listenTestApp, TEST_CLIENT_ID, TEST_ORIGIN } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { SESSION_PATH, trackedTee, visitorCall, visitorCheckout } from "./checkout-fixtures.ts";

describe(`hosted checkout in Chromium on ${testBackend}`, () => {
  let browser: Browser;
  let store: Server;
  let storeOrigin: string;
  let t: ListeningTestApp;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-sync",
      ],
    });
    // The store's thank-you page, on an origin of its own.
    store = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end("<!doctype html><title>Thanks</title><p>Thanks!</p>");
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => store?.close(resolve));
  });
  beforeEach(async () => {
    t = await listenTestApp({
      oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [TEST_ORIGIN, storeOrigin] }],
    });
    t.config.publicUrl = t.baseUrl;
  });
  afterEach(() => t.close());

  it("places the order from the page and lands on the store's thank-you page with the order id", async () => {
    const product = await trackedTee(t);
    const { token, checkoutId } = await visitorCheckout(t, product, 2);
    const session = await visitorCall(t, token, SESSION_PATH, {
      ecomCheckout: { checkoutId },
      callbacks: { thankYouPageUrl: `${storeOrigin}/thank-you`, cartPageUrl: `${storeOrigin}/cart` },
    });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(session.body.redirectSession.fullUrl);
    expect(await page.title()).toBe("Checkout · Vitrine store");
    // The nonce'd stylesheet applies (the page's card is 28rem wide at most).
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector("main") as Element).maxWidth),
    ).toBe("448px");
    expect(await page.getByRole("link", { name: "Back to cart" }).getAttribute("href")).toBe(
      `${storeOrigin}/cart`,
    );
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Address", { exact: true }).fill("12 Analytical Row");
    await page.getByLabel("City").fill("London");
    await page.getByLabel("Postal code").fill("N1 7AA");
    await page.getByLabel("Country").fill("GB");
    await Promise.all([
      page.waitForURL((url) => url.origin === storeOrigin),
      page.getByRole("button", { name: "Place order" }).click(),
    ]);

    const [order] = await t.db.query<{ id: string; number: string }>("select id, number from orders");
    expect(page.url()).toBe(`${storeOrigin}/thank-you?orderId=${order?.id}&orderNumber=${order?.number}`);
    expect(await page.textContent("p")).toBe("Thanks!");
    expect(problems).toEqual([]);
    await page.close();
  });
});
