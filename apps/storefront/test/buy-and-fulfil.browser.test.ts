/**
 * The whole sale in real Chromium, against the emulator with the demo store's coupon, shipping and
 * tax, and its webhook delivery running: a visitor adds two sizes of a product, raises a quantity,
 * applies the demo coupon, pays on the hosted checkout page and lands on the thank-you page; the
 * merchant finds the order in the dashboard (lines and total), sees the stock gone down by the
 * bought units in the product list and editor, and the inventory event in the emulator console's
 * webhook log (delivered to a subscribed receiver); cancelling with restock brings the stock back, and the
 * receiver gets the revert. A signed-in member who buys finds the order in the members area's
 * Orders page (the emulator's hosted page).
 */
import { activeMember } from "@vitrine/emulator/testing";
import { type RecordingServer, startRecordingServer } from "@vitrine/testkit";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage, SCREENSHOTS, type VIEWPORTS } from "./support/browser.ts";
import { merchantClient } from "./support/orders-through-sdk.ts";
import {
  buyAsVisitor,
  DEMO_COUPON,
  londonBuyer,
  type SizedProduct,
  sellAsDemoShop,
  sizedProduct,
} from "./support/shopper-steps.ts";
import { storefrontInChromium } from "./support/storefront-in-chromium.ts";

const API_KEY = "vitrine-demo-api-key";
const SITE_ID = "vitrine-demo-site";
const INVENTORY_EVENT = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";
const BUYER = londonBuyer("grace.fulfil@example.com");
const MEMBER_PASSWORD = "correct-horse-battery";

const running = storefrontInChromium();
let tee: SizedProduct;
let receiver: RecordingServer;
/** The stock-change reasons of the inventory events the receiver got, in order. */
const reasons: string[] = [];
/** The events already counted: delivery is at least once, so a receiver counts each event once. */
const seen = new Set<string>();

/**
 * A webhook receiver on 127.0.0.1 that answers 200 and keeps the reasons of the inventory events
 * it gets, each event once (the body is a JWT whose `data` claim holds the event; its signature is
 * the SDK's and the emulator's business, tested there).
 */
function startReceiver(): Promise<RecordingServer> {
  return startRecordingServer((request, response) => {
    const [, payload = ""] = request.body.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { data: string };
    const event = JSON.parse(claims.data) as { eventType: string; data: string };
    if (event.eventType === INVENTORY_EVENT && !seen.has(claims.data)) {
      seen.add(claims.data);
      const data = JSON.parse(event.data) as { variants: { changedBy: { reason: string } }[] };
      // The set-up's own stock (MANUAL) may reach the receiver too; the sale's changes are the test's.
      const sale = data.variants.map((variant) => variant.changedBy.reason).filter((r) => r !== "MANUAL");
      reasons.push(...sale);
    }
    response.writeHead(200).end();
  });
}

beforeAll(async () => {
  const { emulator } = running.storefront;
  sellAsDemoShop(emulator);
  tee = await sizedProduct(emulator, "Fulfil Tee", { S: 10, M: 10 });
  receiver = await startReceiver();
  const subscribed = await fetch(`${emulator.baseUrl}/_dev/webhooks`, {
    method: "POST",
    headers: { authorization: API_KEY, "wix-site-id": SITE_ID, "content-type": "application/json" },
    body: JSON.stringify({
      url: `${receiver.origin}/inventory`,
      eventTypes: [INVENTORY_EVENT],
    }),
  });
  expect(subscribed.status, await subscribed.text()).toBe(200);
});
afterAll(async () => {
  await receiver?.close();
});

const at = (path: string) => `${running.storefront.origin}${path}`;

function newPage(viewport: keyof typeof VIEWPORTS): Promise<Page> {
  return openPage(running.browser, viewport);
}

/** The stock the dashboard's product list shows for the test's product. */
async function listedStock(page: Page): Promise<string | null> {
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Products" }).click();
  await page.getByLabel("Search products").fill(tee.name);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByTestId("admin-product-row").filter({ hasText: tee.name });
  await expect.poll(() => row.count()).toBe(1);
  return row.getByTestId("admin-product-stock").textContent();
}

/** The stock each size shows in the dashboard's product editor. */
async function editorStock(page: Page): Promise<Record<string, string>> {
  await page.getByRole("link", { name: tee.name, exact: true }).click();
  await page.getByRole("heading", { name: tee.name, level: 1 }).waitFor();
  await expect.poll(() => page.getByTestId("variant-row").count()).toBe(2);
  return {
    S: await page.getByLabel("Stock of S").inputValue(),
    M: await page.getByLabel("Stock of M").inputValue(),
  };
}

describe("a sale from the cart to the merchant's cancel", () => {
  it("a visitor buys; the merchant sees the order, the stock and the inventory webhook; a cancel with restock gives the stock back", async () => {
    // The visitor: two sizes, one raised to 2, the demo coupon, the hosted checkout, the thank-you page.
    const shopper = await newPage("desktop");
    const orderId = await buyAsVisitor(shopper, at(""), {
      product: tee,
      sizes: { S: 2, M: 1 },
      coupon: DEMO_COUPON,
      buyer: BUYER,
    });
    expect(orderId).not.toBe("");
    await shopper.screenshot({ path: `${SCREENSHOTS}buy-thank-you-desktop.png`, fullPage: true });
    await shopper.close();

    // The merchant: the order in the dashboard.
    const page = await newPage("desktop");
    await page.goto(at("/admin/products"));
    await page.getByLabel("API key").fill(API_KEY);
    await expect.poll(() => page.getByLabel("Site id").inputValue()).toBe(SITE_ID);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Orders" }).click();
    const row = page.getByTestId("admin-order-row").filter({ hasText: BUYER.email });
    await expect.poll(() => row.count()).toBe(1);
    // 3 × 20.00 = 60.00, −6.00 (VITRINE10), +5.00 shipping, +4.32 tax (8 % of 54.00)
    expect(await row.locator('[data-label="Total"]').textContent()).toBe("$63.32");
    expect(await row.getByTestId("admin-order-status").textContent()).toBe("Approved Paid");
    await row.getByRole("link").click();
    await page.waitForURL(at(`/admin/orders/${orderId}`));
    const lines = page.getByTestId("admin-order-line");
    await expect.poll(() => lines.count()).toBe(2);
    expect(
      await lines.evaluateAll((rows) =>
        rows.map((tr) => [...tr.children].slice(0, 3).map((cell) => cell.textContent)),
      ),
    ).toEqual([
      [tee.name, "Size: S", "2"],
      [tee.name, "Size: M", "1"],
    ]);
    expect(await page.getByTestId("admin-order-buyer").innerText()).toContain(BUYER.email);

    // The stock went down by the bought units, in the list and in the editor.
    expect(await listedStock(page)).toBe("17");
    expect(await editorStock(page)).toEqual({ S: "8", M: "9" });

    // The emulator console's webhook log shows the inventory event delivered to the receiver.
    await expect.poll(() => reasons, { timeout: 15_000 }).toEqual(["ORDER", "ORDER"]);
    await page.goto(`${running.storefront.emulator.baseUrl}/_dev/#webhooks`);
    const deliveries = page.getByRole("table", { name: "Deliveries, newest first" });
    const delivery = deliveries.getByRole("row").filter({ hasText: INVENTORY_EVENT }).first();
    await expect.poll(() => delivery.innerText(), { timeout: 15_000 }).toMatch(/\bdelivered\b/);
    await page.screenshot({ path: `${SCREENSHOTS}buy-webhook-log-desktop.png`, fullPage: true });

    // Cancelling with restock brings the stock back.
    await page.goto(at(`/admin/orders/${encodeURIComponent(orderId)}`));
    await page.getByRole("button", { name: "Cancel order" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel order" }).click();
    await expect.poll(() => page.getByTestId("admin-order-status").textContent()).toMatch(/^Canceled/);
    expect(await listedStock(page)).toBe("20");
    expect(await editorStock(page)).toEqual({ S: "10", M: "10" });
    await expect
      .poll(() => reasons, { timeout: 15_000 })
      .toEqual(["ORDER", "ORDER", "REVERT_INVENTORY_CHANGE", "REVERT_INVENTORY_CHANGE"]);
    await page.close();
  });

  it("a signed-in member buys and finds the order in the members area's Orders page", async () => {
    const email = "hedy.member@example.com";
    await activeMember(running.storefront.emulator, email, MEMBER_PASSWORD);
    const page = await newPage("desktop");
    await page.goto(at(`/sign-in?next=${encodeURIComponent("/account")}`));
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(at("/account"));

    const orderId = await buyAsVisitor(page, at(""), {
      product: tee,
      sizes: { M: 2 },
      buyer: londonBuyer(email),
    });
    const order = await merchantClient(running.storefront.emulator).orders.getOrder(orderId);
    expect(order.buyerInfo?.email).toBe(email);

    await page.goto(at("/account"));
    await page.getByRole("button", { name: "Open Orders" }).click();
    await page.waitForURL(`${running.storefront.emulator.baseUrl}/_hosted/account**`);
    expect(await page.textContent("h1")).toBe("My orders");
    const listed = page.locator("section.order");
    expect(await listed.count()).toBe(1);
    expect(await listed.getByRole("heading").textContent()).toBe(`Order ${order.number}`);
    expect(await listed.textContent()).toContain(`2 × ${tee.name} (Size: M)`);
    expect(await listed.textContent()).toContain(`Total: ${order.priceSummary?.total?.formattedAmount}`);
    await page.screenshot({ path: `${SCREENSHOTS}member-orders-hosted-desktop.png`, fullPage: true });
    await page.close();
  });
});
