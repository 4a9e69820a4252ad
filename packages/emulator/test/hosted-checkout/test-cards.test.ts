/**
 * The hosted checkout's test cards on the real database, posted as a browser
 * posts the form: 4242… pays (and so does a form without a card number);
 * 0002 and 9995 are declined with their reason on the page, nothing placed,
 * no stock taken, and the shopper pays on the next try; 3220 shows the
 * confirmation page, whose "fail" places nothing and whose "approve" places
 * the order; a number that is no test card is refused beside the field and
 * not shown again.
 */

import { SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  openPage,
  postPage,
  SESSION_PATH,
  stored,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "./checkout-fixtures.ts";

const THANK_YOU = `${TEST_ORIGIN}/thanks`;

describe(`test cards on the hosted checkout on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** A visitor's checkout of 2 tees (5 of each size in stock), its page opened. */
  async function openCheckout() {
    const product = await trackedTee(t);
    const { token, checkoutId } = await visitorCheckout(t, product, 2);
    const session = await visitorCall(t, token, SESSION_PATH, {
      ecomCheckout: { checkoutId },
      callbacks: { thankYouPageUrl: THANK_YOU },
    });
    const page = await openPage(t, session.body.redirectSession.fullUrl as string);
    return { product, sessionId: page.sessionId, csrf: page.csrf };
  }

  const hiddenField = (body: string, name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(body)?.[1] ?? "";

  it("pays with 4242 4242 4242 4242, and with no card number at all", async () => {
    for (const cardNumber of ["4242 4242 4242 4242", undefined]) {
      const { product, sessionId, csrf } = await openCheckout();
      const paid = await postPage(t, {
        ...SHOPPER_DETAILS,
        sessionId,
        csrf,
        ...(cardNumber ? { cardNumber } : {}),
      });
      expect(paid.statusCode, paid.body).toBe(303);
      expect(String(paid.headers.location)).toMatch(/^http:\/\/localhost:5173\/thanks\?orderId=/);
      const { orders, stock } = await stored(t, product.id);
      expect(orders.at(-1)?.doc.paymentStatus).toBe("PAID");
      expect(stock).toEqual({ S: 5, M: 3 });
    }
  });

  for (const [cardNumber, reason] of [
    ["4000 0000 0000 0002", "Your card was declined."],
    ["4000000000009995", "Your card has insufficient funds."],
  ] as const)
    it(`declines ${cardNumber} with its reason, places nothing, and lets the shopper try again`, async () => {
      const { product, sessionId, csrf } = await openCheckout();
      const before = await stored(t, product.id);
      const declined = await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf, cardNumber });
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain(
        `role="alert">${reason} Nothing was charged and no order was placed: try again or use another card.</p>`,
      );
      // What was typed stays, the card too.
      expect(declined.body).toContain(`value="${SHOPPER_DETAILS.addressLine}"`);
      const after = await stored(t, product.id);
      expect(after.orders).toEqual([]);
      expect(after.stock).toEqual(before.stock);
      expect(after.checkouts.map((c) => c.completed_at)).toEqual([null]);
      expect(await t.db.query("select id from outbox where event_type like '%order%'")).toEqual([]);

      const retry = await postPage(t, {
        ...SHOPPER_DETAILS,
        sessionId,
        csrf: hiddenField(declined.body, "csrf"),
        cardNumber: "4242424242424242",
      });
      expect(retry.statusCode, retry.body).toBe(303);
      expect((await stored(t, product.id)).stock).toEqual({ S: 5, M: 3 });
    });

  it("asks to confirm 4000 0000 0000 3220 on a second page: fail places nothing, approve pays", async () => {
    const { product, sessionId, csrf } = await openCheckout();
    const asked = await postPage(t, {
      ...SHOPPER_DETAILS,
      sessionId,
      csrf,
      cardNumber: "4000 0000 0000 3220",
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("<title>Confirm your payment · Vitrine store</title>");
    expect(asked.body).toContain("<strong>$25.00</strong> with the card ending in 3220");
    expect(asked.body).toContain(`<form method="post" action="/_hosted/checkout/confirm">`);
    expect(String(asked.headers["content-security-policy"])).toContain(`form-action 'self' ${TEST_ORIGIN}`);
    expect((await stored(t, product.id)).orders).toEqual([]);

    const confirm = (body: string, confirmation: string) => {
      const form = Object.fromEntries(
        [...body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
      ) as Record<string, string>;
      return t.inject({
        method: "POST",
        url: "/_hosted/checkout/confirm",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...form, confirmation }).toString(),
      });
    };
    const failed = await confirm(asked.body, "fail");
    expect(failed.statusCode).toBe(402);
    expect(failed.body).toContain(
      "The payment was not confirmed, so nothing was charged and no order was placed",
    );
    expect(await stored(t, product.id)).toMatchObject({ orders: [], stock: { S: 5, M: 5 } });

    // The hidden fields of a used confirmation page no longer hold: its token was replaced.
    const stale = await confirm(asked.body, "approve");
    expect(stale.statusCode).toBe(400);
    expect(stale.body).toContain("This form expired.");
    expect((await stored(t, product.id)).orders).toEqual([]);

    const askedAgain = await postPage(t, {
      ...SHOPPER_DETAILS,
      sessionId,
      csrf: hiddenField(stale.body, "csrf"),
      cardNumber: "4000000000003220",
    });
    const approved = await confirm(askedAgain.body, "approve");
    expect(approved.statusCode, approved.body).toBe(303);
    expect(String(approved.headers.location)).toMatch(/^http:\/\/localhost:5173\/thanks\?orderId=/);
    const { orders, stock } = await stored(t, product.id);
    expect(orders.map((order) => order.doc.paymentStatus)).toEqual(["PAID"]);
    expect(stock).toEqual({ S: 5, M: 3 });
  });

  it("refuses a number that is no test card, or none, beside the field", async () => {
    const opened = await openCheckout();
    const { product, sessionId } = opened;
    let csrf = opened.csrf;
    for (const [cardNumber, error] of [
      ["5555 5555 5555 4444", "This emulator takes test cards only"],
      ["", "Enter a card number."],
    ]) {
      const refused = await postPage(t, {
        ...SHOPPER_DETAILS,
        sessionId,
        csrf,
        cardNumber: cardNumber as string,
      });
      expect(refused.statusCode).toBe(400);
      csrf = hiddenField(refused.body, "csrf");
      expect(refused.body).not.toContain("5555 5555 5555 4444");
      expect(refused.body).toContain(
        `name="cardNumber" type="text" inputmode="numeric" autocomplete="cc-number" maxlength="23" value=""`,
      );
      expect(refused.body).toMatch(
        new RegExp(
          `<span class="error" id="cardNumber-error">${error}[^<]*</span><input id="cardNumber"[^>]*aria-invalid="true"`,
        ),
      );
    }
    expect((await stored(t, product.id)).orders).toEqual([]);
  });
});
