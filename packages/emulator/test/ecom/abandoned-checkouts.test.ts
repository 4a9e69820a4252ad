/**
 * Abandoned checkouts on the real database (PGlite and PostgreSQL), with an injected clock: the
 * abandonment sweep writes one record per abandoned cart with its buyer, lines and prices; the
 * merchant's create-order call that buys it marks it RECOVERED with the time; query and search
 * filter on status and dates, sort, page by offset and by cursor, and count; get answers one
 * record or 404 `ABANDONED_CHECKOUT_NOT_FOUND`; visitors get 403; bad paging, filters and cursors
 * are 400s naming the field.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: drives the due-work sweeper under a test clock
import { DueWorkSweeper } from "../../src/ecom/due-work-sweeper.ts";
import { trackedTee, visitorCall, visitorCheckout } from "../hosted-checkout/checkout-fixtures.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { type ErrorBody, errorCode, errorFields, merchant } from "./support/shop-calls.ts";

const MINUTE = 60_000;
const START = Date.parse("2026-03-02T10:00:00.000Z");

interface Record_ {
  id: string;
  cartId: string;
  checkoutId?: string;
  status: string;
  createdDate: string;
  checkoutRecoveredDate?: string;
  buyerInfo: { visitorId?: string; email: string };
  totalPrice: { amount: string; formattedAmount: string };
  subtotalPrice: { amount: string };
  currency: string;
  lineItems: { quantity: number; productName: { original: string } }[];
  checkoutUrl: string;
}
interface QueryBody {
  abandonedCheckouts: Record_[];
  results: Record_[];
  metadata: { count: number; offset: number; total: number; tooManyToCount: boolean };
}
interface SearchBody {
  abandonedCheckouts: Record_[];
  pagingMetadata: {
    count: number;
    offset: number;
    total: number;
    cursors?: { next?: string; prev?: string };
  };
}

describe(`abandoned checkouts on ${testBackend}`, () => {
  let t: TestApp;
  let clock = START;
  let sweeper: DueWorkSweeper;
  beforeEach(async () => {
    clock = START;
    t = await startTestApp({ cartAbandonAfterMinutes: 30 }, { now: () => clock });
    sweeper = new DueWorkSweeper({ db: t.db, config: t.config, now: () => clock });
  });
  afterEach(() => t.close());

  /** A visitor's cart of `quantity` tees (M) with a checkout naming `email`. */
  async function cart(email: string, quantity = 2) {
    return visitorCheckout(t, await trackedTee(t, 20), quantity, undefined, email);
  }

  const query = (body: unknown) => merchant<QueryBody>(t, "POST", "/ecom/v1/abandoned-checkout/query", body);
  const search = (body: unknown) =>
    merchant<SearchBody>(t, "POST", "/ecom/v1/abandoned-checkout/search", body);

  it("records an abandoned cart with its buyer, lines and prices, and serves it by id", async () => {
    const ada = await cart("ada@example.com", 3);
    clock += 31 * MINUTE;
    expect(await sweeper.runOnce()).toBe(1);

    const found = await query({ query: {} });
    expect(found.status).toBe(200);
    const [record, ...more] = found.body.abandonedCheckouts;
    expect(more).toEqual([]);
    expect(found.body.results).toEqual(found.body.abandonedCheckouts);
    expect(found.body.metadata).toEqual({ count: 1, offset: 0, total: 1, tooManyToCount: false });
    expect(record).toMatchObject({
      cartId: ada.cartId,
      checkoutId: ada.checkoutId,
      status: "ABANDONED",
      createdDate: "2026-03-02T10:31:00.000Z",
      buyerInfo: { visitorId: ada.visitorId, email: "ada@example.com" },
      currency: "USD",
      subtotalPrice: { amount: (Number(ada.subtotal) * 3).toFixed(2) },
    });
    expect(record?.lineItems.map((line) => line.quantity)).toEqual([3]);
    expect(record?.checkoutUrl).toContain(`checkoutId=${ada.checkoutId}`);
    expect(record?.checkoutRecoveredDate).toBeUndefined();

    const got = await merchant(t, "GET", `/ecom/v1/abandoned-checkout/${record?.id}`);
    expect([got.status, got.body.abandonedCheckout]).toEqual([200, record]);
    const missing = await merchant(t, "GET", "/ecom/v1/abandoned-checkout/no-such-record");
    expect([missing.status, errorCode(missing)]).toEqual([404, "ABANDONED_CHECKOUT_NOT_FOUND"]);
  });

  it("marks the record RECOVERED when the merchant's create-order call buys the cart", async () => {
    const ada = await cart("ada@example.com");
    const lin = await cart("lin@example.com");
    clock += 31 * MINUTE;
    expect(await sweeper.runOnce()).toBe(2);
    clock += 5 * MINUTE;
    const created = await merchant(t, "POST", `/ecom/v1/checkouts/${ada.checkoutId}/create-order`, {
      id: ada.checkoutId,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    const recovered = await search({ search: { filter: { status: "RECOVERED" } } });
    expect(
      recovered.body.abandonedCheckouts.map((r) => [r.cartId, r.status, r.checkoutRecoveredDate]),
    ).toEqual([[ada.cartId, "RECOVERED", "2026-03-02T10:36:00.000Z"]]);
    const abandoned = await search({ search: { filter: { status: "ABANDONED" } } });
    expect(abandoned.body.abandonedCheckouts.map((r) => r.cartId)).toEqual([lin.cartId]);
    const inPeriod = await query({
      query: {
        filter: {
          checkoutRecoveredDate: { $gte: "2026-03-02T10:35:00.000Z", $lt: "2026-03-02T11:00:00.000Z" },
        },
      },
    });
    expect(inPeriod.body.abandonedCheckouts.map((r) => r.cartId)).toEqual([ada.cartId]);
    // Bought once: placing an order again changes nothing.
    expect(await sweeper.runOnce()).toBe(0);
  });

  it("sorts, pages by offset and by cursor, and counts the matches", async () => {
    const carts = [];
    for (const name of ["a", "b", "c", "d", "e"]) {
      carts.push(await cart(`${name}@example.com`));
      clock += MINUTE;
    }
    clock += 31 * MINUTE;
    // One sweep at one moment: the records share a creation time, so the tiebreak orders them.
    expect(await sweeper.runOnce()).toBe(5);
    const all = await query({ query: { sort: [{ fieldName: "createdDate", order: "ASC" }] } });
    const ids = all.body.abandonedCheckouts.map((r) => r.id);
    expect(ids).toHaveLength(5);

    const second = await query({
      query: { sort: [{ fieldName: "createdDate", order: "ASC" }], paging: { limit: 2, offset: 2 } },
    });
    expect(second.body.abandonedCheckouts.map((r) => r.id)).toEqual(ids.slice(2, 4));
    expect(second.body.metadata).toEqual({ count: 2, offset: 2, total: 5, tooManyToCount: false });

    const seen: string[] = [];
    let page = await search({
      search: { sort: [{ fieldName: "createdDate", order: "ASC" }], cursorPaging: { limit: 2 } },
    });
    for (;;) {
      seen.push(...page.body.abandonedCheckouts.map((r) => r.id));
      expect(page.body.pagingMetadata.total).toBe(5);
      const next = page.body.pagingMetadata.cursors?.next;
      if (!next) break;
      page = await search({ search: { cursorPaging: { limit: 2, cursor: next } } });
    }
    expect(seen).toEqual(ids);
    expect(page.body.pagingMetadata.cursors?.prev).toBeTruthy();

    const byEmail = await search({ search: { filter: { "buyerInfo.email": "c@example.com" } } });
    expect(byEmail.body.abandonedCheckouts.map((r) => r.cartId)).toEqual([carts[2]?.cartId]);
  });

  it("answers visitors 403 and bad input with a 400 naming the field", async () => {
    const token = await t.visitorToken();
    const visitor = await visitorCall(t, token, "/ecom/v1/abandoned-checkout/query", { query: {} });
    expect(visitor.status).toBe(403);
    const cases: [unknown, string][] = [
      [{ query: { paging: { limit: 101 } } }, "query.paging.limit"],
      [{ query: { paging: { offset: -1 } } }, "query.paging.offset"],
      [{ query: { filter: { price: 1 } } }, "query.filter"],
      [{ query: { sort: [{ fieldName: "cartId" }] } }, "query.sort[0].fieldName"],
      [{ query: "all" }, "query"],
    ];
    for (const [body, field] of cases) {
      const reply = await query(body);
      expect([reply.status, errorFields(reply)[0]?.startsWith(field)], JSON.stringify(reply.body)).toEqual([
        400,
        true,
      ]);
    }
    const cursor = await search({ search: { cursorPaging: { cursor: "not-ours" } } });
    expect([cursor.status, errorFields(cursor)]).toEqual([400, ["search.cursorPaging.cursor"]]);
    const text = await search({ search: { search: { expression: "ada" } } });
    expect([text.status, (text.body as unknown as ErrorBody).message]).toEqual([
      400,
      "INVALID_ARGUMENT: search.search.expression free-text search is not supported; use filter",
    ]);
  });
});
