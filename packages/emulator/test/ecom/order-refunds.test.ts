/**
 * Refunds on the real database, through the provider's calls: a placed
 * order's transactions hold the payment of its total; a refund by amount
 * or by line (with restock) records a succeeded refund, moves the payment
 * status to PARTIALLY_REFUNDED then FULLY_REFUNDED and fires the
 * provider's events; refusals (more than was paid, an unknown payment, a
 * line or quantity the order does not have, bad input, visitors) answer the
 * provider's error shapes and write nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import type { TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { placedOrder, teeShop } from "./support/placed-order.ts";
import { buyer, errorCode, errorFields, line, merchant, variantStock } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`order refunds on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    ({ t, tee } = await teeShop());
  });
  afterEach(() => t.close());

  /** An order of two tees in M (36.00 + 5.00 shipping + 2.88 tax = 43.88), and its payment's id. */
  async function paidOrder() {
    const order = await placedOrder(t, [line(tee.id, 2, { options: { Size: "M" } })]);
    const orderId: string = order.id;
    const listed = await merchant<Loose>(t, "GET", `/ecom/v1/payments/orders/${orderId}`);
    return { orderId, order, paymentId: listed.body.orderTransactions.payments[0].id as string, listed };
  }
  const refund = (orderId: string, body: Loose) =>
    merchant<Loose>(t, "POST", `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`, body);
  const outbox = (type: string) =>
    t.db.query<Loose>("select payload from outbox where event_type = $1 order by id", [type]);
  const stored = async () => ({
    orders: await t.db.query("select doc, transactions, payment_status from orders order by id"),
    products: await t.db.query("select doc from products order by id"),
    outbox: await t.db.query("select count(*)::int as n from outbox"),
  });

  it("lists a placed order's transactions: one approved card payment of its total", async () => {
    const { orderId, listed } = await paidOrder();
    expect(listed.status).toBe(200);
    expect(listed.body.orderTransactions).toMatchObject({
      orderId,
      payments: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          amount: { amount: "43.88", formattedAmount: "$43.88" },
          regularPaymentDetails: { paymentMethod: "CreditCard", offlinePayment: false, status: "APPROVED" },
        },
      ],
      refunds: [],
    });
    const missing = await merchant<Loose>(t, "GET", "/ecom/v1/payments/orders/no-such-order");
    expect([missing.status, errorCode(missing)]).toEqual([404, "ORDER_NOT_FOUND"]);
  });

  it("refunds part by amount, then the rest: PARTIALLY_REFUNDED, then FULLY_REFUNDED, with the provider's events", async () => {
    const { orderId, paymentId } = await paidOrder();
    const first = await refund(orderId, {
      payments: [{ paymentId, amount: { amount: "10.00" } }],
      details: { reason: "scuffed" },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      refundId: expect.any(String),
      failedPaymentIds: [],
      orderTransactions: {
        orderId,
        refunds: [
          {
            id: first.body.refundId,
            transactions: [{ paymentId, amount: { amount: "10.00" }, refundStatus: "SUCCEEDED" }],
            details: { reason: "scuffed", shippingIncluded: false },
          },
        ],
      },
    });
    let order = (await merchant<Loose>(t, "GET", `/ecom/v1/orders/${orderId}`)).body.order;
    expect(order.paymentStatus).toBe("PARTIALLY_REFUNDED");
    expect(order.balanceSummary.refunded).toEqual({ amount: "10.00", formattedAmount: "$10.00" });
    expect(order.activities.at(-1).type).toBe("ORDER_REFUNDED");
    const rest = await refund(orderId, { payments: [{ paymentId, amount: { amount: "33.88" } }] });
    expect(rest.status).toBe(200);
    order = (await merchant<Loose>(t, "GET", `/ecom/v1/orders/${orderId}`)).body.order;
    expect(order.paymentStatus).toBe("FULLY_REFUNDED");
    const completed = await outbox("wix.ecom.v1.order_transactions_refund_completed");
    expect(completed.map((e) => e.payload.actionEvent.body.refund.transactions[0].amount.amount)).toEqual([
      "10.00",
      "33.88",
    ]);
    expect(completed[0]?.payload).toMatchObject({ entityId: orderId, actionEvent: { body: { orderId } } });
    const statuses = await outbox("wix.ecom.v1.order_payment_status_updated");
    expect(
      statuses.map((e) => [
        e.payload.actionEvent.body.previousPaymentStatus,
        e.payload.actionEvent.body.order.paymentStatus,
      ]),
    ).toEqual([
      ["PAID", "PARTIALLY_REFUNDED"],
      ["PARTIALLY_REFUNDED", "FULLY_REFUNDED"],
    ]);
    const updated = await outbox("wix.ecom.v1.order_updated");
    expect(updated.at(-1)?.payload.updatedEvent.currentEntity.paymentStatus).toBe("FULLY_REFUNDED");
    const again = await refund(orderId, { payments: [{ paymentId, amount: { amount: "1.00" } }] });
    expect([again.status, errorCode(again)]).toEqual([400, "REFUND_NOT_AVAILABLE"]);
  });

  it("refunds a line's units at their price and restocks them", async () => {
    const { orderId, order, paymentId } = await paidOrder();
    expect(await variantStock(t, tee.id, { Size: "M" })).toMatchObject({ quantity: 3 });
    const reply = await refund(orderId, {
      payments: [{ paymentId }],
      details: { items: [{ lineItemId: order.lineItems[0].id, quantity: 1 }] },
      restockInfo: { type: "ALL_ITEMS" },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.orderTransactions.refunds[0].transactions[0].amount.amount).toBe("18.00");
    expect(await variantStock(t, tee.id, { Size: "M" })).toMatchObject({ quantity: 4 });
    const after = (await merchant<Loose>(t, "GET", `/ecom/v1/orders/${orderId}`)).body.order;
    expect(after.lineItems[0]).toMatchObject({ refundQuantity: 1, restockQuantity: 1 });
    const [refunded] = await outbox("wix.ecom.v1.order_transactions_refund_completed");
    expect(refunded?.payload.actionEvent.body.sideEffects.restockInfo).toEqual({
      type: "ALL_ITEMS",
      items: [{ lineItemId: order.lineItems[0].id, quantity: 1 }],
    });
    const tooMany = await refund(orderId, {
      payments: [{ paymentId }],
      details: { items: [{ lineItemId: order.lineItems[0].id, quantity: 2 }] },
    });
    expect([tooMany.status, errorFields(tooMany)]).toEqual([400, ["details.items[0].quantity"]]);
  });

  it("refuses a refund above what was paid with INVALID_AMOUNT, and writes nothing", async () => {
    const { orderId, paymentId } = await paidOrder();
    const before = await stored();
    const reply = await refund(orderId, { payments: [{ paymentId, amount: { amount: "43.89" } }] });
    expect([reply.status, errorCode(reply)]).toEqual([400, "INVALID_AMOUNT"]);
    expect(reply.body.message).toContain("$43.88");
    expect(reply.body.details.applicationError.data.refundable).toEqual({
      amount: "43.88",
      formattedAmount: "$43.88",
    });
    expect(await stored()).toEqual(before);
  });

  it("refuses unknown orders, payments and lines, bad input and visitors, writing nothing", async () => {
    const { orderId, paymentId } = await paidOrder();
    const before = await stored();
    const unknownOrder = await refund("no-such-order", {
      payments: [{ paymentId, amount: { amount: "1" } }],
    });
    expect([unknownOrder.status, errorCode(unknownOrder)]).toEqual([404, "ORDER_NOT_FOUND"]);
    const unknownPayment = await refund(orderId, {
      payments: [{ paymentId: "nope", amount: { amount: "1" } }],
    });
    expect([unknownPayment.status, errorCode(unknownPayment)]).toEqual([404, "PAYMENTS_NOT_FOUND"]);
    const cases: [Loose, string][] = [
      [{}, "payments"],
      [{ payments: [{ paymentId }] }, "payments[0].amount"],
      [{ payments: [{ paymentId, amount: { amount: "-3" } }] }, "payments[0].amount.amount"],
      [{ payments: [{ paymentId, amount: { amount: "0" } }] }, "payments[0].amount.amount"],
      [{ payments: [{ paymentId, amount: { amount: "1" } }, { paymentId }] }, "payments"],
      [
        { payments: [{ paymentId }], details: { items: [{ lineItemId: "nope", quantity: 1 }] } },
        "details.items[0].lineItemId",
      ],
      [
        { payments: [{ paymentId, amount: { amount: "1" } }], restockInfo: { type: "SOME" } },
        "restockInfo.type",
      ],
    ];
    for (const [body, field] of cases) {
      const reply = await refund(orderId, body);
      expect([reply.status, errorFields(reply)], JSON.stringify(body)).toEqual([400, [field]]);
    }
    const visitor = await t.visitorToken();
    const denied = await buyer(
      t,
      visitor,
      "POST",
      `/ecom/v1/payments-collector/orders/${orderId}/trigger-refund`,
      {
        payments: [{ paymentId, amount: { amount: "1" } }],
      },
    );
    expect([denied.status, errorCode(denied)]).toEqual([403, "PERMISSION_DENIED"]);
    expect((await buyer(t, visitor, "GET", `/ecom/v1/payments/orders/${orderId}`)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
