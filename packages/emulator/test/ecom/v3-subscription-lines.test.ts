/**
 * Cart lines bought on a subscription plan of a v3 product: priced with the
 * plan's discount (percentage or amount off the variant's price), the totals
 * follow, the line shows the plan (`subscriptionOptionInfo`; the hosted
 * checkout page and the confirmation e-mail name it) and the order's line its
 * `subscriptionInfo`; a
 * one-time purchase of a product sold on subscription only, or a plan the
 * product does not offer (or hides), is a 400 that adds nothing.
 */

import { demoShopSettings, SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailTo, openPage, postPage } from "../hosted-checkout/checkout-fixtures.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createV3Product, errorCode, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const MONTHLY = "6f1c2d3e-4a5b-4c6d-8e7f-000000000001";
const FORTNIGHTLY = "6f1c2d3e-4a5b-4c6d-8e7f-000000000002";
const HIDDEN = "6f1c2d3e-4a5b-4c6d-8e7f-000000000003";

const beans = {
  name: "Subscription Beans",
  productType: "PHYSICAL",
  physicalProperties: {},
  variantsInfo: { variants: [{ price: { actualPrice: { amount: "18" } }, inventoryItem: { quantity: 50 } }] },
  subscriptionDetails: {
    subscriptions: [
      {
        id: MONTHLY,
        title: "Monthly",
        description: "A bag every month",
        frequency: "MONTH",
        autoRenewal: true,
        discount: { type: "PERCENT", percentOff: 10 },
      },
      {
        id: FORTNIGHTLY,
        title: "Fortnightly x6",
        frequency: "WEEK",
        interval: 2,
        billingCycles: 6,
        discount: { type: "AMOUNT", amountOff: "2.5" },
      },
      { id: HIDDEN, title: "Staff", frequency: "MONTH", visible: false },
    ],
    allowOneTimePurchases: false,
  },
};

describe(`v3 cart lines on a subscription plan (${testBackend})`, () => {
  let t: TestApp;
  let productId: string;
  let variantId: string;
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG", shop: demoShopSettings() });
    ({ productId, variantId } = await createV3Product(t, beans));
  });
  afterEach(() => t.close());

  const lineOf = (quantity: number, subscriptionOptionId?: string) => ({
    catalogReference: {
      appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e",
      catalogItemId: productId,
      options: { variantId, ...(subscriptionOptionId ? { subscriptionOptionId } : {}) },
    },
    quantity,
  });
  const add = (token: string, lineItems: unknown[]) =>
    buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });

  it("prices plan lines with their discount, shows the plan, and the totals and the order follow", async () => {
    const token = await t.visitorToken();
    const reply = await add(token, [lineOf(2, MONTHLY), lineOf(1, FORTNIGHTLY)]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [monthly, fortnightly] = reply.body.cart.lineItems as Loose[];
    expect(monthly).toMatchObject({
      price: { amount: "16.20" },
      lineItemPrice: { amount: "32.40" },
      fullPrice: { amount: "18.00" },
      subscriptionOptionInfo: {
        subscriptionSettings: { frequency: "MONTH", interval: 1, autoRenewal: true },
        title: { original: "Monthly", translated: "Monthly" },
        description: { original: "A bag every month", translated: "A bag every month" },
      },
    });
    expect(fortnightly).toMatchObject({
      price: { amount: "15.50" },
      lineItemPrice: { amount: "15.50" },
      subscriptionOptionInfo: {
        subscriptionSettings: { frequency: "WEEK", interval: 2, autoRenewal: false, billingCycles: 6 },
        title: { original: "Fortnightly x6" },
      },
    });

    const totals = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/estimate-totals", {});
    expect(totals.status).toBe(200);
    // 32.40 + 15.50 = 47.90; tax 8 % = 3.832 → 3.83; shipping 5.00
    expect(totals.body.priceSummary).toMatchObject({
      subtotal: { amount: "47.90" },
      tax: { amount: "3.83" },
      shipping: { amount: "5.00" },
      total: { amount: "56.73" },
    });

    const checkout = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
      email: "ada@example.com",
    });
    const checkoutId = checkout.body.checkoutId as string;
    const page = await openPage(t, `/_hosted/checkout?checkoutId=${checkoutId}`);
    expect(page.response.statusCode).toBe(200);
    expect(page.response.body).toContain("Subscription Beans (Subscription: Monthly)");
    expect(page.response.body).toContain("Subscription Beans (Subscription: Fortnightly x6)");
    const posted = await postPage(t, { sessionId: page.sessionId, csrf: page.csrf, ...SHOPPER_DETAILS });
    expect(posted.statusCode, posted.body).toBe(303);
    const [placed] = await t.db.query<{ id: string }>("select id from orders where checkout_id = $1", [
      checkoutId,
    ]);
    const orderId = placed?.id;
    const [mail] = await mailTo(t, SHOPPER_DETAILS.email);
    expect(mail?.body).toContain("Subscription Beans (Subscription: Monthly) × 2: $32.40");
    const order = await merchant<Loose>(t, "GET", `/ecom/v1/orders/${orderId}`);
    expect(order.body.order.priceSummary.subtotal.amount).toBe("47.90");
    expect(order.body.order.lineItems[0]).toMatchObject({
      price: { amount: "16.20" },
      subscriptionInfo: {
        cycleNumber: 1,
        subscriptionOptionTitle: "Monthly",
        subscriptionSettings: { frequency: "MONTH", interval: 1, autoRenewal: true },
      },
    });
  });

  it("refuses a one-time purchase of a product sold on subscription only, and a plan it does not offer", async () => {
    const token = await t.visitorToken();
    const oneTime = await add(token, [lineOf(1)]);
    expect(oneTime.status).toBe(400);
    expect(errorCode(oneTime)).toBe("ONE_TIME_PURCHASE_NOT_ALLOWED");
    expect(oneTime.body.details.applicationError.data.field).toBe("lineItems[0]");
    for (const plan of [HIDDEN, "6f1c2d3e-4a5b-4c6d-8e7f-0000000000ff"]) {
      const refused = await add(token, [lineOf(1, plan)]);
      expect(refused.status).toBe(400);
      expect(errorCode(refused)).toBe("ITEM_NOT_FOUND_IN_CATALOG");
    }
    const cart = await buyer<Loose>(t, token, "GET", "/ecom/v1/carts/current");
    expect(cart.status).toBe(404);
  });

  it("takes a one-time purchase at the variant's price once the product allows it", async () => {
    const [row] = await t.db.query<{ revision: string }>(
      "select doc->>'revision' as revision from v3_products where id = $1",
      [productId],
    );
    const allowed = await merchant<Loose>(t, "PATCH", `/stores/v3/products/${productId}`, {
      product: {
        id: productId,
        revision: row?.revision,
        subscriptionDetails: { ...beans.subscriptionDetails, allowOneTimePurchases: true },
      },
    });
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    const reply = await add(await t.visitorToken(), [lineOf(1)]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.cart.lineItems[0].price.amount).toBe("18.00");
    expect(reply.body.cart.lineItems[0].subscriptionOptionInfo).toBeUndefined();
  });
});
