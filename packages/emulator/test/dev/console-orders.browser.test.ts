/**
 * The console's order actions in real Chromium: an order placed through the
 * provider's calls is opened from the orders page, fulfilled with tracking,
 * refunded in part and then in full, and canceled, each through the buttons
 * and forms a store developer uses; each action's outcome is read back from
 * the provider's calls and the outbox holds the events it fired. A refund
 * above what is left shows the emulator's message and changes nothing; so does
 * "Mark paid" on an order paid since its page opened, and the button is gone
 * once the order is paid. The page stays axe-clean and fits 375 px with the
 * order open.
 */
import { launchChromium } from "@vitrine/testkit";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { placedOrder } from "../ecom/support/placed-order.ts";
import { createTee, line, merchant } from "../ecom/support/shop-calls.ts";
import { expectAccessible, expectFitsPhone } from "../support/page-checks.ts";
import { type ListeningTestApp, listenTestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`the console's order actions in Chromium on ${testBackend}`, () => {
  let browser: Browser;
  let t: ListeningTestApp;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    t = await listenTestApp();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    problems = [];
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("400")) problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
  });
  afterEach(async () => {
    await page?.close();
    await t?.close();
    expect(problems).toEqual([]);
  });

  async function placeOrder(): Promise<Loose> {
    const tee = await createTee(t);
    return placedOrder(t, [line(tee.id, 2, { options: { Size: "M" } })]);
  }
  const order = async (id: string) => (await merchant<Loose>(t, "GET", `/ecom/v1/orders/${id}`)).body.order;
  const eventTypes = async (id: string) =>
    (
      await t.db.query<{ event_type: string }>(
        "select event_type from outbox where entity_id = $1 order by id",
        [id],
      )
    ).map((row) => row.event_type);
  const status = (text: string) => page.getByRole("status").filter({ hasText: text }).waitFor();

  it("fulfils, refunds in part then in full, and cancels an order from its page", async () => {
    const placed = await placeOrder();
    expect(placed.priceSummary.total.amount).toBe("36.00");
    await page.goto(`${t.baseUrl}/_dev/#orders`);
    await page.getByRole("button", { name: `Details of order ${placed.number}` }).click();
    await page.getByRole("region", { name: `Order ${placed.number}`, exact: true }).waitFor();
    await expectAccessible(page, "an order's page");
    await expectFitsPhone(page, "an order's page");

    await page.getByLabel("Tracking number (optional)").fill("1Z999");
    await page.getByLabel("Shipping provider").fill("ups");
    await page.getByRole("button", { name: "Fulfil the units not sent" }).click();
    await status(`Order ${placed.number}: 2 units fulfilled.`);
    await page
      .getByRole("table", { name: `Fulfilments of order ${placed.number}` })
      .getByText("ups 1Z999")
      .waitFor();
    expect((await order(placed.id)).fulfillmentStatus).toBe("FULFILLED");

    await page.getByLabel("Amount (empty: the units below at their price)").fill("50.00");
    await page.getByRole("button", { name: "Refund", exact: true }).click();
    await status("Failed: A refund of $50.00 is more than the $36.00 left");
    expect((await order(placed.id)).paymentStatus).toBe("PAID");

    await page.getByLabel("Amount (empty: the units below at their price)").fill("");
    await page.getByLabel("Units of Linen Tee to refund").fill("1");
    await page.getByLabel("Put the refunded units back in stock").check();
    await page.getByRole("button", { name: "Refund", exact: true }).click();
    await status(`Order ${placed.number} refunded.`);
    await page.getByRole("heading", { name: "Refund (18.00 USD left)" }).waitFor();
    expect(await order(placed.id)).toMatchObject({
      paymentStatus: "PARTIALLY_REFUNDED",
      lineItems: [{ refundQuantity: 1, restockQuantity: 1 }],
    });

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    await page.getByText("Nothing paid is left to refund.").waitFor();
    expect((await order(placed.id)).paymentStatus).toBe("FULLY_REFUNDED");

    await page.getByRole("button", { name: "Cancel order (restock)" }).click();
    await status(`Order ${placed.number} canceled.`);
    await expect.poll(async () => (await order(placed.id)).status).toBe("CANCELED");
    await expect.poll(() => page.getByRole("button", { name: "Cancel order (restock)" }).count()).toBe(0);
    expect(await eventTypes(placed.id)).toEqual([
      "wix.ecom.v1.order_created",
      "wix.ecom.v1.fulfillments_updated",
      "wix.ecom.v1.order_fulfilled",
      "wix.ecom.v1.order_updated",
      "wix.ecom.v1.order_transactions_refund_completed",
      "wix.ecom.v1.order_payment_status_updated",
      "wix.ecom.v1.order_updated",
      "wix.ecom.v1.order_transactions_refund_completed",
      "wix.ecom.v1.order_payment_status_updated",
      "wix.ecom.v1.order_updated",
      "wix.ecom.v1.order_canceled",
    ]);
    await expectAccessible(page, "a canceled order's page");
  }, 120_000);

  it("marks an unpaid order paid from its page", async () => {
    const placed = await placeOrder();
    // An order recorded unpaid, as one collected offline is until the merchant marks it.
    await t.db.query(
      `update orders set payment_status = 'NOT_PAID', transactions = '{"payments": [], "refunds": []}',
         doc = jsonb_set(doc, '{paymentStatus}', '"NOT_PAID"') where id = $1`,
      [placed.id],
    );
    await page.goto(`${t.baseUrl}/_dev/#orders`);
    await page.getByRole("button", { name: `Details of order ${placed.number}` }).click();
    await page.getByText("Nothing paid is left to refund.").waitFor();
    await page.getByRole("button", { name: "Mark paid" }).click();
    await status(`Order ${placed.number} marked paid.`);
    await page.getByRole("heading", { name: "Refund (36.00 USD left)" }).waitFor();
    expect((await order(placed.id)).paymentStatus).toBe("PAID");
    expect(await eventTypes(placed.id)).toContain("wix.ecom.v1.order_payment_status_updated");
    await expect.poll(() => page.getByRole("button", { name: "Mark paid" }).count()).toBe(0);
  });

  it("says why when the order was paid since its page opened, and changes nothing", async () => {
    const placed = await placeOrder();
    await t.db.query(
      `update orders set payment_status = 'NOT_PAID', transactions = '{"payments": [], "refunds": []}',
         doc = jsonb_set(doc, '{paymentStatus}', '"NOT_PAID"') where id = $1`,
      [placed.id],
    );
    await page.goto(`${t.baseUrl}/_dev/#orders`);
    await page.getByRole("button", { name: `Details of order ${placed.number}` }).click();
    await page.getByRole("button", { name: "Mark paid" }).waitFor();
    const paid = await merchant(
      t,
      "POST",
      `/ecom/v1/payments-collector/orders/${placed.id}/mark-as-paid`,
      {},
    );
    expect(paid.status).toBe(200);
    const events = await eventTypes(placed.id);
    await page.getByRole("button", { name: "Mark paid" }).click();
    await status(`Failed: Only an unpaid order can be marked paid: order ${placed.id} is PAID`);
    expect(await eventTypes(placed.id)).toEqual(events);
    expect((await order(placed.id)).balanceSummary.paid.amount).toBe("36.00");
  });
});
