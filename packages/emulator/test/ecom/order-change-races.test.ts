/**
 * Changes to one order at once (refunds, fulfilments, a cancel) on the real database: each
 * locks the order's row (`lockedOrder`) before it reads the order, so they run one after the
 * other and none writes over another's change: every refund, fulfilment and activity is kept,
 * and the statuses are those of all of them. On PostgreSQL the calls race on separate
 * connections.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import type { TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { placedOrder, teeShop } from "./support/placed-order.ts";
import { line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`changes to one order at once on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  beforeEach(async () => {
    ({ t, tee } = await teeShop());
  });
  afterEach(() => t.close());

  it("keeps every refund, fulfilment and cancel made at once", async () => {
    const order = await placedOrder(t, [line(tee.id, 4, { options: { Size: "M" } })]);
    const listed = await merchant<Loose>(t, "GET", `/ecom/v1/payments/orders/${order.id}`);
    const paymentId: string = listed.body.orderTransactions.payments[0].id;
    const lineId: string = order.lineItems[0].id;
    const refund = () =>
      merchant<Loose>(t, "POST", `/ecom/v1/payments-collector/orders/${order.id}/trigger-refund`, {
        payments: [{ paymentId, amount: { amount: "5.00" } }],
      });
    const fulfil = () =>
      merchant<Loose>(t, "POST", `/ecom/v1/fulfillments/orders/${order.id}/create-fulfillment`, {
        fulfillment: { lineItems: [{ id: lineId, quantity: 1 }] },
      });
    const replies = await Promise.all([refund(), fulfil(), refund(), fulfil(), refund(), fulfil(), fulfil()]);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const cancel = await merchant<Loose>(t, "POST", `/ecom/v1/orders/${order.id}/cancel`, {});
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);

    const [row] = await t.db.query<{
      doc: Loose;
      transactions: Loose;
      fulfillments: Loose[];
      status: string;
    }>("select doc, transactions, fulfillments, status from orders where id = $1", [order.id]);
    expect(row?.transactions.refunds).toHaveLength(3);
    expect(row?.fulfillments).toHaveLength(4);
    expect(row?.status).toBe("CANCELED");
    expect(row?.doc).toMatchObject({
      status: "CANCELED",
      paymentStatus: "PARTIALLY_REFUNDED",
      fulfillmentStatus: "FULFILLED",
      balanceSummary: { refunded: { amount: "15.00" } },
    });
    const types = ((row?.doc.activities ?? []) as { type: string }[]).map((activity) => activity.type);
    expect(types.filter((type) => type === "ORDER_REFUNDED")).toHaveLength(3);
    expect(types.filter((type) => type === "ORDER_FULFILLED")).toHaveLength(4);
    expect(types.at(-1)).toBe("ORDER_CANCELED");
  });
});
