/**
 * Fulfilments and "mark as paid" on the real database, through the
 * provider's calls: a fulfilment of some lines with tracking makes the order
 * PARTIALLY_FULFILLED, one of the rest FULFILLED, each with the provider's
 * events; too many units, a line the order lacks, a repeated tracking number,
 * a canceled order and nothing left are refused without a write. Mark as
 * paid turns an unpaid order PAID with an offline payment and refuses a paid one.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import type { TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { placedOrder, teeShop } from "./support/placed-order.ts";
import { buyer, errorCode, errorFields, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`order fulfilments and payments on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    ({ t, tee } = await teeShop());
  });
  afterEach(() => t.close());

  /** An order of two tees in M and one in L. */
  const twoLineOrder = () =>
    placedOrder(t, [
      line(tee.id, 2, { options: { Size: "M" } }),
      line(tee.id, 1, { options: { Size: "L" } }),
    ]);
  const fulfil = (orderId: string, fulfillment: Loose) =>
    merchant<Loose>(t, "POST", `/ecom/v1/fulfillments/orders/${orderId}/create-fulfillment`, { fulfillment });
  const getOrder = async (id: string) =>
    (await merchant<Loose>(t, "GET", `/ecom/v1/orders/${id}`)).body.order;
  const outbox = (type: string) =>
    t.db.query<Loose>("select payload from outbox where event_type = $1 order by id", [type]);
  const stored = async () => ({
    orders: await t.db.query(
      "select doc, fulfillments, transactions, payment_status from orders order by id",
    ),
    outbox: await t.db.query("select count(*)::int as n from outbox"),
  });

  it("fulfils some lines with tracking, then the rest: PARTIALLY_FULFILLED, then FULFILLED, with events", async () => {
    const order = await twoLineOrder();
    const [m, l] = order.lineItems;
    const first = await fulfil(order.id, {
      lineItems: [{ id: m.id, quantity: 1 }],
      trackingInfo: {
        trackingNumber: "1Z999",
        shippingProvider: "ups",
        trackingLink: "https://ups.example/1Z999",
      },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      fulfillmentId: expect.any(String),
      orderWithFulfillments: {
        orderId: order.id,
        fulfillments: [
          {
            id: first.body.fulfillmentId,
            lineItems: [{ id: m.id, quantity: 1 }],
            trackingInfo: { trackingNumber: "1Z999", shippingProvider: "ups" },
          },
        ],
      },
    });
    expect((await getOrder(order.id)).fulfillmentStatus).toBe("PARTIALLY_FULFILLED");
    const rest = await fulfil(order.id, {});
    expect(rest.body.orderWithFulfillments.fulfillments[1].lineItems).toEqual([
      { id: m.id, quantity: 1 },
      { id: l.id, quantity: 1 },
    ]);
    const after = await getOrder(order.id);
    expect(after.fulfillmentStatus).toBe("FULFILLED");
    expect(after.activities.map((a: Loose) => a.type)).toContain("TRACKING_NUMBER_ADDED");
    const listed = await merchant<Loose>(t, "GET", `/ecom/v1/fulfillments/orders/${order.id}`);
    expect(listed.body.orderWithFulfillments.fulfillments).toHaveLength(2);
    const fulfilled = await outbox("wix.ecom.v1.order_fulfilled");
    expect(
      fulfilled.map((e) => [
        e.payload.actionEvent.body.previousFulfillmentStatus,
        e.payload.actionEvent.body.newFulfillmentStatus,
      ]),
    ).toEqual([
      ["NOT_FULFILLED", "PARTIALLY_FULFILLED"],
      ["PARTIALLY_FULFILLED", "FULFILLED"],
    ]);
    const updated = await outbox("wix.ecom.v1.fulfillments_updated");
    expect(updated.at(-1)?.payload).toMatchObject({
      entityId: order.id,
      updatedEvent: { currentEntity: { orderId: order.id } },
    });
    expect((await outbox("wix.ecom.v1.order_updated")).length).toBe(2);
    const nothingLeft = await fulfil(order.id, {});
    expect([nothingLeft.status, errorFields(nothingLeft)]).toEqual([400, ["fulfillment.lineItems"]]);
  });

  it("refuses too many units, unknown lines, a repeated tracking number, bad tracking and canceled orders, writing nothing", async () => {
    const order = await twoLineOrder();
    const [m] = order.lineItems;
    await fulfil(order.id, {
      lineItems: [{ id: m.id, quantity: 1 }],
      trackingInfo: { trackingNumber: "T1" },
    });
    const before = await stored();
    const cases: [Loose, string][] = [
      [{ lineItems: [{ id: m.id, quantity: 2 }] }, "fulfillment.lineItems[0].quantity"],
      [{ lineItems: [{ id: "nope", quantity: 1 }] }, "fulfillment.lineItems[0].id"],
      [{ lineItems: [{ id: m.id, quantity: 0 }] }, "fulfillment.lineItems[0].quantity"],
      [{ trackingInfo: { shippingProvider: "ups" } }, "fulfillment.trackingInfo.trackingNumber"],
      [
        { trackingInfo: { trackingNumber: "T2", trackingLink: "javascript:alert(1)" } },
        "fulfillment.trackingInfo.trackingLink",
      ],
    ];
    for (const [body, field] of cases) {
      const reply = await fulfil(order.id, body);
      expect([reply.status, errorFields(reply)], JSON.stringify(body)).toEqual([400, [field]]);
    }
    const repeated = await fulfil(order.id, { trackingInfo: { trackingNumber: "T1" } });
    expect([repeated.status, errorCode(repeated)]).toEqual([400, "TRACKING_NUMBER_ALREADY_EXISTS"]);
    const unknown = await fulfil("no-such-order", {});
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "ORDER_NOT_FOUND"]);
    const visitor = await t.visitorToken();
    const denied = await buyer(
      t,
      visitor,
      "POST",
      `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`,
      {},
    );
    expect(denied.status).toBe(403);
    expect(await stored()).toEqual(before);
    await merchant(t, "POST", `/ecom/v1/orders/${order.id}/cancel`, {});
    const canceled = await fulfil(order.id, {});
    expect([canceled.status, errorCode(canceled)]).toEqual([400, "ORDER_CANCELED"]);
  });

  it("marks an unpaid order paid with an offline payment, and refuses a paid one", async () => {
    const order = await twoLineOrder();
    const markPaid = (id: string) =>
      merchant<Loose>(t, "POST", `/ecom/v1/payments-collector/orders/${id}/mark-as-paid`, {});
    const before = await stored();
    const already = await markPaid(order.id);
    expect([already.status, errorCode(already)]).toEqual([400, "ORDER_ALREADY_PAID"]);
    expect(await stored()).toEqual(before);
    // An order recorded unpaid, as one collected offline is until the merchant marks it.
    await t.db.query(
      `update orders set payment_status = 'NOT_PAID', transactions = '{"payments": [], "refunds": []}',
         doc = jsonb_set(doc, '{paymentStatus}', '"NOT_PAID"') where id = $1`,
      [order.id],
    );
    const marked = await markPaid(order.id);
    expect(marked.status).toBe(200);
    expect(marked.body.order).toMatchObject({
      paymentStatus: "PAID",
      balanceSummary: { paid: order.priceSummary.total },
    });
    const { body } = await merchant<Loose>(t, "GET", `/ecom/v1/payments/orders/${order.id}`);
    expect(body.orderTransactions.payments).toMatchObject([
      {
        amount: order.priceSummary.total,
        regularPaymentDetails: { paymentMethod: "Offline", offlinePayment: true },
      },
    ]);
    const [status] = await outbox("wix.ecom.v1.order_payment_status_updated");
    expect(status?.payload.actionEvent.body).toMatchObject({
      previousPaymentStatus: "NOT_PAID",
      order: { paymentStatus: "PAID" },
    });
    const unknown = await markPaid("no-such-order");
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "ORDER_NOT_FOUND"]);
  });
});
