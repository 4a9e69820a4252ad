/**
 * Cart abandonment on the real database, with an injected clock: a live cart
 * with a known buyer e-mail untouched for `cartAbandonAfterMinutes` records
 * `CartAbandonedEvent` once (a cart without an e-mail, or touched since, does
 * not); buying it on the hosted page records `CartRecoveredEvent` in the
 * order's transaction, and buying a cart that was never abandoned records
 * none. The event's link leads, through its page's button, to a checkout of
 * the cart, and the app started
 * with `sweepAbandonedCarts` sweeps by itself.
 */

import { createApp } from "@vitrine/emulator";
import { SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { cartAbandoned, cartRecovered } from "@vitrine/sdk/events";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: drives the due-work sweeper under a test clock
import { DueWorkSweeper } from "../../src/ecom/due-work-sweeper.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  openPage,
  postPage,
  trackedTee,
  visitorCall,
  visitorCart,
  visitorCheckout,
} from "./checkout-fixtures.ts";

const MINUTE = 60_000;

describe(`cart abandonment on ${testBackend}`, () => {
  let t: TestApp;
  let clock = Date.parse("2026-03-02T10:00:00.000Z");
  let sweeper: DueWorkSweeper;
  beforeEach(async () => {
    clock = Date.parse("2026-03-02T10:00:00.000Z");
    t = await startTestApp({ cartAbandonAfterMinutes: 30 }, { now: () => clock });
    sweeper = new DueWorkSweeper({ db: t.db, config: t.config, now: () => clock });
  });
  afterEach(() => t.close());

  /** A visitor's cart of 2 tees (M), with a checkout naming `email` when given. */
  async function cart(email: string | undefined) {
    return visitorCheckout(t, await trackedTee(t), 2, undefined, email);
  }

  const events = (type: string) =>
    t.db.query<{ entity_id: string; identity: object; payload: Record<string, unknown> }>(
      "select entity_id, identity, payload from outbox where event_type = $1 order by id",
      [type],
    );

  it("records an untouched cart with a buyer e-mail as abandoned once, after the configured minutes", async () => {
    const created = new Date(clock).toISOString();
    const ada = await cart("ada@example.com");
    await cart(undefined);
    clock += 29 * MINUTE;
    expect(await sweeper.runOnce()).toBe(0);
    clock += 2 * MINUTE;
    expect(await sweeper.runOnce()).toBe(1);
    expect(await sweeper.runOnce()).toBe(0);
    clock += 600 * MINUTE;
    expect(await sweeper.runOnce()).toBe(0);

    const [abandoned, ...more] = await events(cartAbandoned.type);
    expect(more).toEqual([]);
    expect(abandoned?.entity_id).toBe(ada.cartId);
    expect(abandoned?.identity).toEqual({
      identityType: "ANONYMOUS_VISITOR",
      anonymousVisitorId: ada.visitorId,
    });
    expect(abandoned?.payload).toEqual({
      cartId: ada.cartId,
      creationTime: created,
      abandonTime: "2026-03-02T10:31:00.000Z",
      buyerInfo: { id: ada.visitorId, identityType: "VISITOR", email: "ada@example.com" },
      itemsCount: 2,
      totals: { subtotal: 25, total: 25, formattedTotal: "$25.00" },
      checkoutUrl: `http://localhost:4000/_hosted/checkout?checkoutId=${ada.checkoutId}`,
      status: "ABANDONED",
    });
    const [row] = await t.db.query<{ abandoned_at: Date }>("select abandoned_at from carts where id = $1", [
      ada.cartId,
    ]);
    expect(row?.abandoned_at.toISOString()).toBe("2026-03-02T10:31:00.000Z");
  });

  it("leaves a cart its buyer touched within the window", async () => {
    const ada = await cart("ada@example.com");
    clock += 20 * MINUTE;
    const note = await t.inject({
      method: "PATCH",
      url: "/ecom/v1/carts/current",
      headers: { authorization: ada.token },
      payload: { cartInfo: { buyerNote: "Gift wrap, please" } },
    });
    expect(note.statusCode, note.body).toBe(200);
    clock += 20 * MINUTE;
    expect(await sweeper.runOnce()).toBe(0);
    clock += 11 * MINUTE;
    expect(await sweeper.runOnce()).toBe(1);
  });

  it("leaves a cart emptied by its buyer", async () => {
    const ada = await cart("ada@example.com");
    const emptied = await visitorCall(t, ada.token, "/ecom/v1/carts/current/remove-line-items", {
      lineItemIds: [ada.lineItemId],
    });
    expect(emptied.body.cart.lineItems).toEqual([]);
    clock += 120 * MINUTE;
    expect(await sweeper.runOnce()).toBe(0);
  });

  it("records the recovery when the abandoned cart is bought, in the order's transaction", async () => {
    const ada = await cart("ada@example.com");
    clock += 31 * MINUTE;
    await sweeper.runOnce();
    const [abandoned] = await events(cartAbandoned.type);
    clock += 5 * MINUTE;
    const { sessionId, csrf } = await openPage(t, String(abandoned?.payload.checkoutUrl));
    expect((await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf })).statusCode).toBe(303);

    const [recovered, ...more] = await events(cartRecovered.type);
    expect(more).toEqual([]);
    expect(recovered?.identity).toEqual(abandoned?.identity);
    expect(recovered?.payload).toEqual({
      cartId: ada.cartId,
      recoveredTime: "2026-03-02T10:36:00.000Z",
      creationTime: abandoned?.payload.creationTime,
      abandonedTime: abandoned?.payload.abandonTime,
      status: "RECOVERED",
    });
    const [order] = await t.db.query<{ id: string }>("select id from orders");
    const [outboxOrder] = await t.db.query<{ id: string }>(
      "select id from outbox where event_type like '%order_created' order by id limit 1",
    );
    const [outboxRecovery] = await t.db.query<{ id: string }>("select id from outbox where event_type = $1", [
      cartRecovered.type,
    ]);
    expect(order).toBeDefined();
    expect(Number(outboxRecovery?.id)).toBeGreaterThan(Number(outboxOrder?.id));
  });

  it("records the recovery when the merchant's create-order call buys the abandoned cart", async () => {
    const ada = await cart("ada@example.com");
    clock += 31 * MINUTE;
    await sweeper.runOnce();
    clock += 5 * MINUTE;
    const created = await t.inject({
      method: "POST",
      url: `/ecom/v1/checkouts/${ada.checkoutId}/create-order`,
      headers: t.merchantHeaders,
      payload: { id: ada.checkoutId },
    });
    expect(created.statusCode, created.body).toBe(200);

    const recovered = await events(cartRecovered.type);
    expect(recovered.map((event) => event.payload.cartId)).toEqual([ada.cartId]);
    expect(recovered[0]?.payload.recoveredTime).toBe("2026-03-02T10:36:00.000Z");
  });

  it("records no recovery for a cart bought before it was abandoned, and never abandons it afterwards", async () => {
    const ada = await cart("ada@example.com");
    const { sessionId, csrf } = await openPage(t, `/_hosted/checkout?checkoutId=${ada.checkoutId}`);
    expect((await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf })).statusCode).toBe(303);
    clock += 120 * MINUTE;
    expect(await sweeper.runOnce()).toBe(0);
    expect(await events(cartAbandoned.type)).toEqual([]);
    expect(await events(cartRecovered.type)).toEqual([]);
  });

  it("links a cart without a checkout to a checkout made when the link's page is continued", async () => {
    const { token, cartId } = await visitorCart(t, await trackedTee(t), { quantity: 1, size: "S" });
    const email = await t.inject({
      method: "PATCH",
      url: "/ecom/v1/carts/current",
      headers: { authorization: token },
      payload: { cartInfo: { buyerInfo: { email: "lin@example.com" } } },
    });
    expect(email.statusCode, email.body).toBe(200);
    clock += 31 * MINUTE;
    expect(await sweeper.runOnce()).toBe(1);
    const [abandoned] = await events(cartAbandoned.type);
    expect(abandoned?.payload.checkoutUrl).toBe(`http://localhost:4000/_hosted/checkout?cartId=${cartId}`);
    const link = await openPage(t, String(abandoned?.payload.checkoutUrl));
    expect(link.response.statusCode).toBe(200);
    expect(await t.db.query("select id from checkouts")).toEqual([]);
    const continued = await t.inject({
      method: "POST",
      url: "/_hosted/checkout/cart",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ cartId }).toString(),
    });
    expect(continued.statusCode).toBe(303);
    const { response, sessionId, csrf } = await openPage(t, String(continued.headers.location));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("lin@example.com");
    const made = await t.db.query<{ cart_id: string }>("select cart_id from checkouts");
    expect(made).toEqual([{ cart_id: cartId }]);
    const placed = await postPage(t, { ...SHOPPER_DETAILS, email: "lin@example.com", sessionId, csrf });
    expect(placed.statusCode).toBe(303);
    expect(await events(cartRecovered.type)).toHaveLength(1);
    const again = await openPage(t, String(abandoned?.payload.checkoutUrl));
    expect(again.response.statusCode).toBe(409);
    expect(again.response.body).toContain("This cart was already ordered.");
  });

  it("sweeps by itself in an app started with sweepAbandonedCarts, and stops when the app closes", async () => {
    await cart("ada@example.com");
    clock += 31 * MINUTE;
    const app = createApp({ db: t.db, config: t.config, now: () => clock, sweepAbandonedCarts: true });
    await app.ready();
    await expect.poll(async () => (await events(cartAbandoned.type)).length).toBe(1);
    await app.close();
  });
});
