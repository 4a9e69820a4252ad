/**
 * "Mark paid" (the call the console's button makes) acts only on an unpaid order: a paid, a
 * partly or fully refunded and a canceled order are each refused with a 400 naming why, and
 * neither the order, its transactions nor the outbox change; an unpaid one is then marked paid.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { placedOrder } from "../ecom/support/placed-order.ts";
import { createTee, errorCode, line, merchant } from "../ecom/support/shop-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe("mark paid refuses an order that is not unpaid", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** A paid order of two tees (36.00), placed through the provider's calls. */
  async function paidOrder(): Promise<string> {
    const tee = await createTee(t);
    return (await placedOrder(t, [line(tee.id, 2, { options: { Size: "M" } })])).id;
  }
  const markPaid = (id: string) =>
    merchant<Loose>(t, "POST", `/ecom/v1/payments-collector/orders/${id}/mark-as-paid`, {});
  const refund = async (id: string, amount: string) => {
    const { body } = await merchant<Loose>(t, "GET", `/ecom/v1/payments/orders/${id}`);
    const paymentId = body.orderTransactions.payments[0].id;
    const refunded = await merchant<Loose>(
      t,
      "POST",
      `/ecom/v1/payments-collector/orders/${id}/trigger-refund`,
      {
        payments: [{ paymentId, amount: { amount } }],
      },
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  };
  const stored = async (id: string) => ({
    order: await t.db.query("select doc, transactions, payment_status from orders where id = $1", [id]),
    outbox: await t.db.query("select count(*)::int as n from outbox"),
  });

  /** Expects mark paid on `id` to be refused with `code` and a message naming `why`, changing nothing. */
  async function expectRefused(id: string, code: string, why: string): Promise<void> {
    const before = await stored(id);
    const refused = await markPaid(id);
    expect([refused.status, errorCode(refused)]).toEqual([400, code]);
    expect(refused.body.message).toContain(why);
    expect(await stored(id)).toEqual(before);
  }

  it("refuses a paid order", async () => {
    await expectRefused(await paidOrder(), "ORDER_ALREADY_PAID", "is PAID");
  });

  it("refuses a partly and a fully refunded order", async () => {
    const id = await paidOrder();
    await refund(id, "10.00");
    await expectRefused(id, "ORDER_ALREADY_PAID", "is PARTIALLY_REFUNDED");
    await refund(id, "26.00");
    await expectRefused(id, "ORDER_ALREADY_PAID", "is FULLY_REFUNDED");
  });

  it("refuses a canceled order, unpaid as it is, and marks an unpaid one paid", async () => {
    const [canceled, unpaid] = [await paidOrder(), await paidOrder()];
    // Orders recorded unpaid, as one collected offline is until the merchant marks it.
    await t.db.query(
      `update orders set payment_status = 'NOT_PAID', transactions = '{"payments": [], "refunds": []}',
         doc = jsonb_set(doc, '{paymentStatus}', '"NOT_PAID"') where id = any($1)`,
      [[canceled, unpaid]],
    );
    expect((await merchant(t, "POST", `/ecom/v1/orders/${canceled}/cancel`, {})).status).toBe(200);
    await expectRefused(canceled, "ORDER_CANCELED", "is canceled");
    const marked = await markPaid(unpaid);
    expect([marked.status, marked.body.order.paymentStatus]).toEqual([200, "PAID"]);
  });
});
