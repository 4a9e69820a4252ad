/**
 * Subscription renewals on the movable clock, on the real database (PGlite
 * and PostgreSQL): an order bought on a monthly plan of three cycles starts a
 * subscription; moving the emulator's clock (`POST /_dev/clock`) past a
 * cycle's date makes that cycle's order before the move answers (same buyer
 * and line, `cycleNumber`, paid by card, stock taken, `order_created`
 * recorded), and no order after the plan's last cycle. A renewal short of
 * stock stays due until stock is back; a canceled order renews no more. Two
 * sweeps at once make each cycle once. Cycle dates keep to the calendar.
 */

import { demoShopSettings } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: drives the renewal sweep under a test clock
import { sweepRenewals } from "../../src/ecom/subscriptions/renewal-sweep.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the subscription cycle dates
import { cycleDate } from "../../src/ecom/subscriptions/subscription-cycles.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createV3Product, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const DAY = 86_400_000;
const PLAN = "6f1c2d3e-4a5b-4c6d-8e7f-000000000031";
const ORDER_CREATED = "wix.ecom.v1.order_created";

const beans = {
  name: "Quarterly Beans",
  productType: "PHYSICAL",
  physicalProperties: {},
  variantsInfo: { variants: [{ price: { actualPrice: { amount: "20" } }, inventoryItem: { quantity: 10 } }] },
  subscriptionDetails: {
    subscriptions: [{ id: PLAN, title: "Monthly x3", frequency: "MONTH", interval: 1, billingCycles: 3 }],
    allowOneTimePurchases: false,
  },
};

describe(`subscription renewals (${testBackend})`, () => {
  let t: TestApp;
  let productId: string;
  let variantId: string;
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG", shop: demoShopSettings() });
    ({ productId, variantId } = await createV3Product(t, beans));
  });
  afterEach(() => t.close());

  async function subscribe(): Promise<Loose> {
    const token = await t.visitorToken();
    const lineItems = [
      {
        catalogReference: {
          appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e",
          catalogItemId: productId,
          options: { variantId, subscriptionOptionId: PLAN },
        },
        quantity: 2,
      },
    ];
    const added = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const checkout = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
      email: "ada@example.com",
    });
    const checkoutId = checkout.body.checkoutId as string;
    const placed = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {
      id: checkoutId,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await merchant<Loose>(t, "GET", `/ecom/v1/orders/${placed.body.orderId}`);
    return order.body.order;
  }
  const advance = async (ms: number) => {
    const moved = await merchant<Loose>(t, "POST", "/_dev/clock", { advanceMs: ms });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };
  const stock = async () =>
    (
      await t.db.query<{ quantity: number }>(
        "select quantity from v3_inventory_items where product_id = $1",
        [productId],
      )
    )[0]?.quantity;
  const createdOrders = async () =>
    (
      await t.db.query<{ payload: Loose }>("select payload from outbox where event_type = $1 order by id", [
        ORDER_CREATED,
      ])
    ).map((row) => row.payload.createdEvent.entity as Loose);
  const ordersOfCycles = () =>
    t.db.query<{ cycle: number; number: string }>(
      `select (doc #>> '{lineItems,0,subscriptionInfo,cycleNumber}')::int as cycle, number::text as number
       from orders order by number`,
    );

  it("makes the order of each cycle as the clock passes it, up to the plan's last", async () => {
    const first = await subscribe();
    const subscriptionId = first.lineItems[0].subscriptionInfo.id as string;
    expect(subscriptionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.lineItems[0].subscriptionInfo.cycleNumber).toBe(1);
    expect(await stock()).toBe(8);

    await advance(31 * DAY);
    expect((await ordersOfCycles()).map((row) => row.cycle)).toEqual([1, 2]);
    const [, renewal] = await createdOrders();
    expect(renewal).toMatchObject({
      buyerInfo: first.buyerInfo,
      paymentStatus: "PAID",
      status: "APPROVED",
      lineItems: [
        {
          catalogReference: first.lineItems[0].catalogReference,
          quantity: 2,
          price: first.lineItems[0].price,
          subscriptionInfo: { id: subscriptionId, cycleNumber: 2, subscriptionOptionTitle: "Monthly x3" },
        },
      ],
      priceSummary: { subtotal: first.priceSummary.subtotal, total: first.priceSummary.total },
    });
    expect(renewal?.checkoutId).toBeUndefined();
    const served = await merchant<Loose>(t, "GET", `/ecom/v1/orders/${renewal?.id}`);
    expect(served.body.order).toEqual(renewal);
    const payments = await merchant<Loose>(t, "GET", `/ecom/v1/payments/orders/${renewal?.id}`);
    expect(payments.body.orderTransactions.payments).toMatchObject([
      { amount: { amount: first.priceSummary.total.amount } },
    ]);
    expect(await stock()).toBe(6);

    await advance(3 * 31 * DAY);
    expect((await ordersOfCycles()).map((row) => row.cycle)).toEqual([1, 2, 3]);
    expect((await createdOrders()).map((order) => order.lineItems[0].subscriptionInfo.cycleNumber)).toEqual([
      1, 2, 3,
    ]);
    expect(await stock()).toBe(4);

    await advance(365 * DAY);
    expect(await ordersOfCycles()).toHaveLength(3);
    expect(await stock()).toBe(4);
  });

  it("makes each cycle once when two sweeps run at once", async () => {
    const first = await subscribe();
    const later = new Date(new Date(first.createdDate).getTime() + 62 * DAY);
    const made = await Promise.all([
      sweepRenewals(t.db, t.config, later),
      sweepRenewals(t.db, t.config, later),
    ]);
    expect(made[0] + made[1]).toBe(2);
    expect((await ordersOfCycles()).map((row) => row.cycle)).toEqual([1, 2, 3]);
    expect(await t.db.query("select cycle_number from subscription_cycles order by cycle_number")).toEqual([
      { cycle_number: 2 },
      { cycle_number: 3 },
    ]);
    expect(await stock()).toBe(4);
  });

  it("leaves a renewal short of stock due, makes it once stock is back, and renews no canceled order", async () => {
    const first = await subscribe();
    await t.db.query("update v3_inventory_items set quantity = 1 where product_id = $1", [productId]);
    await advance(31 * DAY);
    expect((await ordersOfCycles()).map((row) => row.cycle)).toEqual([1]);
    expect(await stock()).toBe(1);
    await t.db.query("update v3_inventory_items set quantity = 5 where product_id = $1", [productId]);
    await advance(1_000);
    expect((await ordersOfCycles()).map((row) => row.cycle)).toEqual([1, 2]);
    expect(await stock()).toBe(3);

    const canceled = await merchant<Loose>(t, "POST", `/ecom/v1/orders/${first.id}/cancel`, {});
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    await advance(31 * DAY);
    expect(await ordersOfCycles()).toHaveLength(2);
  });

  it("dates cycles on the calendar from the first order", () => {
    const start = new Date("2030-01-31T09:00:00Z");
    const monthly = { frequency: "MONTH", interval: 1, autoRenewal: true } as const;
    expect(cycleDate(start, monthly, 2).toISOString()).toBe("2030-02-28T09:00:00.000Z");
    expect(cycleDate(start, monthly, 3).toISOString()).toBe("2030-03-31T09:00:00.000Z");
    expect(cycleDate(start, { ...monthly, frequency: "WEEK", interval: 2 }, 3).toISOString()).toBe(
      "2030-02-28T09:00:00.000Z",
    );
    expect(cycleDate(start, { ...monthly, frequency: "YEAR" }, 2).toISOString()).toBe(
      "2031-01-31T09:00:00.000Z",
    );
  });
});
