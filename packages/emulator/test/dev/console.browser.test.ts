/**
 * The console in real Chromium (Debian's, driven by playwright-core): it opens
 * at `/_dev/` on the overview with the store's credentials and brand; a registration's
 * verification e-mail shows in the mailbox from the store, with its code, as text; a webhook
 * delivery is replayed and a test event sent from the webhooks page; a shopper's request shows in
 * the request log and the filter finds it; the products page lists a product
 * and its events (and, on a catalogue v3 store, each variant's stock), a member is signed out everywhere from the members page, the
 * carts page lists a visitor's cart and checkout, and the orders page lists
 * the orders (its actions: `console-orders.browser.test.ts`). Every page
 * passes axe-core's WCAG 2.x A and AA rules at desktop and at 375 px without
 * sideways scrolling (`support/page-checks.ts`), and no CSP violation is reported.
 */
import {
  activeMember,
  fastWebhookSettings,
  lastMailedCode,
  postAsVisitor,
  startWebhookReceiver,
  type WebhookReceiver,
} from "@vitrine/emulator/testing";
import { launchChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buyer, createTee, line } from "../ecom/support/shop-calls.ts";
import { expectAccessible as accessible, expectFitsPhone as fitsPhone } from "../support/page-checks.ts";
import { type ListeningTestApp, listenTestApp, TEST_API_KEY } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

let browser: Browser;
let t: ListeningTestApp;
let page: Page;
let problems: string[];

const expectAccessible = (what: string) => accessible(page, what);
const expectFitsPhone = (what: string) => fitsPhone(page, what);

async function openConsolePage(hash: string, heading: string): Promise<void> {
  await page.goto(`${t.baseUrl}/_dev/#${hash}`);
  await page.getByRole("heading", { level: 1, name: heading }).waitFor();
}

describe(`the console in Chromium on ${testBackend}`, () => {
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    t = await listenTestApp({ webhooks: fastWebhookSettings() }, { deliverWebhooks: true });
    receiver = await startWebhookReceiver();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    problems = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
  });
  afterEach(async () => {
    await page?.close();
    await receiver?.close();
    await t?.close();
    expect(problems).toEqual([]);
  });

  it("opens on the overview with the store's credentials, brand and webhook key", async () => {
    await page.goto(`${t.baseUrl}/_dev`);
    await page.getByRole("heading", { level: 1, name: "Overview" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Console pages" }).isVisible()).toBe(true);
    expect(await page.getByText(TEST_API_KEY, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(t.config.siteId, { exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator("pre", { hasText: "BEGIN PUBLIC KEY" }).isVisible()).toBe(true);
    expect(await page.getByText(t.config.brand.storeName, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(t.config.brand.accentColor, { exact: true }).isVisible()).toBe(true);
    await expectAccessible("overview");
    await expectFitsPhone("overview");
  });

  it("shows a registration's verification e-mail in the mailbox, from the store, as text", async () => {
    const email = "ada@example.com";
    await openConsolePage("mailbox", "Mailbox");
    const registered = await postAsVisitor(t, "/_api/iam/authentication/v2/register", {
      loginId: { email },
      password: "secret-pass",
    });
    expect(registered.status).toBe(200);
    const code = await lastMailedCode(t, email);
    const mail = page.locator("article", { hasText: `to ${email}` });
    await mail.waitFor();
    expect(await mail.locator(".meta").textContent()).toContain(
      `From "${t.config.brand.storeName}" <no-reply@vitrine.localhost> to ${email}, `,
    );
    expect(await mail.locator("pre").textContent()).toContain(code);
    await expectAccessible("mailbox");
    await expectFitsPhone("mailbox");
  });

  it("replays a webhook delivery from the webhooks page", async () => {
    const subscribed = await t.inject({
      method: "POST",
      url: "/_dev/webhooks",
      headers: t.merchantHeaders,
      payload: { url: receiver.url },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const created = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: t.merchantHeaders,
      payload: { product: { name: "<b>Linen Shirt</b>", productType: "physical", priceData: { price: 10 } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
    await openConsolePage("webhooks", "Webhooks");
    await page.getByRole("button", { name: "Replay delivery 1" }).click();
    await page.getByRole("status").filter({ hasText: "Delivery 1 replayed as delivery 2." }).waitFor();
    await page.getByRole("cell", { name: "2 (replay of 1)" }).waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
    await page.getByRole("button", { name: "Details of delivery 2" }).click();
    await page.getByRole("heading", { name: /^Delivery 2: / }).waitFor();
    // The payload is shown as the text it is, never parsed as HTML.
    expect(await page.locator(".detail pre").first().textContent()).toContain("<b>Linen Shirt</b>");
    expect(await page.locator("main b").count()).toBe(0);
    // A test event of a type the page lists reaches the receiver as a third delivery.
    await page
      .getByLabel("Event type", { exact: true })
      .selectOption("wix.ecom.v1.order_transactions_refund_completed");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Test event wix.ecom.v1.order_transactions_refund_completed recorded." })
      .waitFor();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(3);
    await expectAccessible("webhooks");
    await expectFitsPhone("webhooks");
  });

  it("shows a request in the live log and filters it", async () => {
    await openConsolePage("requests", "Requests");
    const answer = await fetch(`${t.baseUrl}/stores-reader/v1/products/query-platformized`, {
      method: "POST",
      headers: { authorization: await t.visitorToken(), "content-type": "application/json" },
      body: "{}",
    });
    expect(answer.status).toBe(200);
    const row = page.getByRole("row", { name: /POST \/stores-reader\/v1\/products\/query-platformized 200/ });
    await row.waitFor();
    expect(await row.textContent()).toContain("visitor ");
    await page.getByLabel("Path contains").fill("/oauth2/token");
    await row.waitFor({ state: "detached" });
    await page.getByRole("row", { name: /POST \/oauth2\/token 200/ }).waitFor();
    await expectAccessible("requests");
    await expectFitsPhone("requests");
  });

  it("lists the products and a product's events", async () => {
    const created = await t.inject({
      method: "POST",
      url: "/stores/v1/products",
      headers: t.merchantHeaders,
      payload: { product: { name: "Wool Scarf", productType: "physical", priceData: { price: 25 } } },
    });
    expect(created.statusCode, created.body).toBe(200);
    await openConsolePage("products", "Products");
    await page.getByRole("cell", { name: "Wool Scarf", exact: true }).waitFor();
    await page.getByRole("button", { name: "Events of Wool Scarf" }).click();
    await page.getByRole("heading", { level: 3, name: "wix.stores.catalog.v3.product_created" }).waitFor();
    await expectAccessible("products");
    await expectFitsPhone("products");
  });

  it("shows each variant's stock of a catalogue v3 product", async () => {
    await t.close();
    t = await listenTestApp({ catalogVersion: "V3_CATALOG" });
    const size = (choiceName: string) => ({ optionChoiceNames: { optionName: "Size", choiceName } });
    const created = await t.inject({
      method: "POST",
      url: "/stores/v3/products",
      headers: t.merchantHeaders,
      payload: {
        product: {
          name: "Linen Apron",
          productType: "PHYSICAL",
          physicalProperties: {},
          options: [
            {
              name: "Size",
              optionRenderType: "TEXT_CHOICES",
              choicesSettings: { choices: [{ name: "S" }, { name: "M" }] },
            },
          ],
          variantsInfo: {
            variants: [
              {
                choices: [size("S")],
                price: { actualPrice: { amount: "30" } },
                inventoryItem: { quantity: 3 },
              },
              {
                choices: [size("M")],
                price: { actualPrice: { amount: "30" } },
                inventoryItem: { quantity: 0 },
              },
            ],
          },
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    await openConsolePage("products", "Products");
    const row = page.getByRole("row").filter({ hasText: "Linen Apron" });
    await row.waitFor();
    expect(await row.getByRole("cell").nth(3).textContent()).toBe("M: 0, S: 3 (IN_STOCK)");
    await expectAccessible("products v3");
  });

  it("signs a member out everywhere from the members page", async () => {
    await activeMember(t, "ada@example.com");
    await openConsolePage("members", "Members");
    const row = page.getByRole("row").filter({ hasText: "ada@example.com" });
    const openSessions = () => row.getByRole("cell").nth(4).textContent();
    await expect.poll(openSessions).toBe("1");
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("ACTIVE");
    await page.getByRole("button", { name: "Sign out everywhere: ada@example.com" }).click();
    await expect.poll(openSessions).toBe("0");
    await page.getByRole("status").filter({ hasText: "ada@example.com signed out everywhere." }).waitFor();
    await expectAccessible("members");
    await expectFitsPhone("members");
  });

  it("lists the orders", async () => {
    await openConsolePage("orders", "Orders");
    await page.getByRole("table", { name: "Orders, newest first" }).waitFor();
    await expectAccessible("orders");
  });

  it("lists a visitor's cart and the checkout made from it", async () => {
    const tee = await createTee(t);
    const visitor = await t.visitorToken();
    await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 1, { options: { Size: "M" } })],
    });
    const made = await buyer<{ checkoutId: string }>(
      t,
      visitor,
      "POST",
      "/ecom/v1/carts/current/create-checkout",
      {
        channelType: "WEB",
        email: "ada@example.com",
      },
    );
    expect(made.status).toBe(200);
    await openConsolePage("carts", "Carts and checkouts");
    const checkout = page
      .getByRole("table", { name: "Checkouts, latest change first" })
      .getByRole("row")
      .filter({ hasText: made.body.checkoutId });
    await checkout.waitFor();
    expect(await checkout.textContent()).toContain("ada@example.com");
    expect(
      await page
        .getByRole("table", { name: "Carts, latest change first" })
        .getByRole("row")
        .filter({ hasText: "live, current" })
        .count(),
    ).toBe(1);
    await expectAccessible("carts");
    await expectFitsPhone("carts");
  });
});
