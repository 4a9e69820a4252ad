/**
 * The hosted checkout page on the real database: the `ecomCheckout` redirect
 * session and its callback checks, the page (escaped content, strict
 * policy), bad form input and a forged form changing nothing, placing the
 * order (order, stock, checkout completed, cart ended, e-mail, redirect with
 * `orderId`), a double submit making one order, short stock naming the line,
 * unknown, expired and completed checkouts, the `getCheckoutUrl` link with the
 * page's own thank-you page, and a member's order.
 */

import { activeMember, SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { merchant } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, TEST_API_KEY, TEST_ORIGIN, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  HOSTILE_NAME,
  mailTo,
  openPage,
  postPage,
  SESSION_PATH,
  stored,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "./checkout-fixtures.ts";

const CALLBACKS = {
  postFlowUrl: `${TEST_ORIGIN}/shop`,
  thankYouPageUrl: `${TEST_ORIGIN}/thanks?from=checkout`,
  cartPageUrl: `${TEST_ORIGIN}/cart`,
};

describe(`hosted checkout page on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** A visitor's checkout of 2 tees (5 in stock) and its hosted page's URL. */
  async function checkoutSession(quantity = 2, callbacks: Record<string, string> = CALLBACKS) {
    const product = await trackedTee(t);
    const { token, checkoutId, cartId } = await visitorCheckout(t, product, quantity);
    const session = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: { checkoutId }, callbacks });
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    return { product, token, checkoutId, cartId, fullUrl: session.body.redirectSession.fullUrl as string };
  }

  it("opens the checkout page on the emulator's origin, escaped and under the strict policy", async () => {
    const { fullUrl } = await checkoutSession();
    expect(fullUrl).toMatch(/^http:\/\/localhost:4000\/_hosted\/checkout\?sessionId=[0-9a-f-]{36}$/);
    const { response, csrf } = await openPage(t, fullUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`form-action 'self' ${TEST_ORIGIN}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(csrf).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const body = response.body;
    expect(body).not.toContain("<script>alert");
    expect(body).toContain(
      "<td>Tee &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; (Size: M)</td><td>2</td><td>$12.50</td><td>$25.00</td>",
    );
    for (const [label, amount] of [
      ["Subtotal", "$25.00"],
      ["Discount", "$0.00"],
      ["Shipping", "$0.00"],
      ["Tax", "$0.00"],
      ["Total", "$25.00"],
    ])
      expect(body).toContain(`<th scope="row" colspan="3">${label}</th><td>${amount}</td>`);
    expect(body).toContain("pay with a test card");
    expect(body).toContain(`value="4242 4242 4242 4242"`);
    expect(body).toContain(`<button type="submit">Place order</button>`);
    expect(body).toContain(`<a href="${TEST_ORIGIN}/cart">Back to cart</a>`);
    for (const name of ["email", "firstName", "lastName", "addressLine", "city", "postalCode", "country"])
      expect(body).toMatch(
        new RegExp(`<label for="${name}">[^<]+</label>.*<input id="${name}" name="${name}"`, "s"),
      );
  });

  it("refuses callback URLs off the client's allowed origins and a session without a checkout id", async () => {
    const token = await t.visitorToken();
    for (const name of ["thankYouPageUrl", "cartPageUrl", "postFlowUrl"]) {
      const refused = await visitorCall(t, token, SESSION_PATH, {
        ecomCheckout: { checkoutId: "k1" },
        callbacks: { ...CALLBACKS, [name]: "https://evil.example/steal" },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.details.validationError.fieldViolations[0].field).toBe(`callbacks.${name}`);
    }
    const missing = await visitorCall(t, token, SESSION_PATH, { ecomCheckout: {}, callbacks: CALLBACKS });
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations[0].field).toBe("ecomCheckout.checkoutId");
    expect(await t.db.query("select id from redirect_sessions")).toEqual([]);
  });

  it("shows each bad field's error next to it, keeps what was typed (escaped), and changes nothing", async () => {
    const { fullUrl, product } = await checkoutSession();
    const before = await stored(t, product.id);
    const { sessionId, csrf } = await openPage(t, fullUrl);
    const response = await postPage(t, {
      ...SHOPPER_DETAILS,
      sessionId,
      csrf,
      email: "not-an-address",
      firstName: `<img src=x onerror=alert(1)>`,
      city: "",
      country: "Britain",
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(`role="alert">Please correct the 3 fields marked below.</p>`);
    expect(response.body).toMatch(
      /<span class="error" id="email-error">Enter an e-mail address like name@example.com.<\/span><input id="email"[^>]*aria-describedby="email-error"[^>]*aria-invalid="true"/,
    );
    expect(response.body).toContain(`<span class="error" id="city-error">Enter your city.</span>`);
    expect(response.body).toContain(
      `<span class="error" id="country-error">Use the country&#39;s two-letter code, e.g. US.</span>`,
    );
    expect(response.body).toContain(`value="&lt;img src=x onerror=alert(1)&gt;"`);
    expect(response.body).not.toContain("<img");
    expect(await stored(t, product.id)).toEqual(before);
    expect(await mailTo(t, "ada@example.com")).toEqual([]);
  });

  it("refuses a form without the page's anti-forgery token and changes nothing", async () => {
    const { fullUrl, product } = await checkoutSession();
    const before = await stored(t, product.id);
    const { sessionId } = await openPage(t, fullUrl);
    for (const csrf of ["", "forged-token"]) {
      const response = await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain("This form expired.");
    }
    expect(await stored(t, product.id)).toEqual(before);
  });

  it("places the order: stock down, checkout completed, cart ended, e-mail sent, back to the store with orderId and orderNumber", async () => {
    const { fullUrl, product, checkoutId, cartId } = await checkoutSession();
    const { sessionId, csrf } = await openPage(t, fullUrl);
    const response = await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf, phone: "+44 20 7946 0000" });
    expect(response.statusCode).toBe(303);
    const after = await stored(t, product.id);
    expect(after.orders).toHaveLength(1);
    const [order] = after.orders;
    expect(response.headers.location).toBe(
      `${TEST_ORIGIN}/thanks?from=checkout&orderId=${order?.id}&orderNumber=${order?.number}`,
    );
    expect(order?.number).toBe("10001");
    expect(order?.checkout_id).toBe(checkoutId);
    expect(order?.doc.buyerInfo).toMatchObject({ email: "ada@example.com" });
    expect(order?.doc.priceSummary.total.amount).toBe("25.00");
    const destination = {
      address: {
        country: "GB",
        city: "London",
        postalCode: "N1 7AA",
        addressLine: "12 Analytical Row",
      },
      contactDetails: { firstName: "Ada", lastName: "Lovelace", phone: "+44 20 7946 0000" },
    };
    expect(order?.doc.recipientInfo).toEqual(destination);
    expect(order?.doc.billingInfo).toEqual(destination);
    expect(after.stock).toEqual({ S: 5, M: 3 });
    expect(after.checkouts).toEqual([
      expect.objectContaining({ id: checkoutId, order_id: order?.id, completed_at: expect.any(Date) }),
    ]);
    expect(after.checkouts[0]?.doc.buyerInfo.email).toBe("ada@example.com");
    expect(after.carts).toEqual([{ id: cartId, ended_at: expect.any(Date), end_reason: "ORDERED" }]);

    const [mail, ...others] = await mailTo(t, "ada@example.com");
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Your order #10001");
    expect(mail?.body).toContain(`- ${HOSTILE_NAME} (Size: M) × 2: $25.00`);
    expect(mail?.body).toContain("Total: $25.00");
  });

  it("makes one order of a double submit; the second lands on the same thank-you", async () => {
    const { fullUrl, product } = await checkoutSession();
    const { sessionId, csrf } = await openPage(t, fullUrl);
    const form = { ...SHOPPER_DETAILS, sessionId, csrf };
    const [first, second] = await Promise.all([postPage(t, form), postPage(t, form)]);
    const third = await postPage(t, form);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([303, 303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    expect(third.headers.location).toBe(first.headers.location);
    const after = await stored(t, product.id);
    expect(after.orders).toHaveLength(1);
    expect(after.stock).toEqual({ S: 5, M: 3 });
    expect(await mailTo(t, "ada@example.com")).toHaveLength(1);
  });

  it("names the short line when stock ran out since the checkout, and changes nothing", async () => {
    const { fullUrl, product } = await checkoutSession(2);
    const cut = await merchant(t, "PATCH", `/stores/v1/products/${product.id}/variants`, {
      variants: [{ choices: { Size: "M" }, stock: { quantity: 1 } }],
    });
    expect(cut.status, JSON.stringify(cut.body)).toBe(200);
    const before = await stored(t, product.id);
    expect(before.stock).toEqual({ S: 5, M: 1 });
    const { sessionId, csrf } = await openPage(t, fullUrl);
    const response = await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      "Only 1 of “Tee &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; (Size: M)” is in stock (you asked for 2).",
    );
    expect(response.body).toContain(`value="ada@example.com"`);
    expect(await stored(t, product.id)).toEqual(before);
    expect(await mailTo(t, "ada@example.com")).toEqual([]);
  });

  it("answers unknown, expired and completed checkouts with a plain page", async () => {
    const unknown = await openPage(t, "/_hosted/checkout?checkoutId=no-such-checkout");
    expect([unknown.response.statusCode, unknown.response.body]).toEqual([
      404,
      expect.stringContaining("Checkout not found"),
    ]);
    const expired = await openPage(t, "/_hosted/checkout?sessionId=no-such-session");
    expect([expired.response.statusCode, expired.response.body]).toEqual([
      404,
      expect.stringContaining("Link expired"),
    ]);
    const bare = await openPage(t, "/_hosted/checkout");
    expect(bare.response.statusCode).toBe(404);
    const posted = await postPage(t, { ...SHOPPER_DETAILS, sessionId: "no-such-session", csrf: "x" });
    expect([posted.statusCode, posted.body]).toEqual([404, expect.stringContaining("Link expired")]);

    const { fullUrl, checkoutId } = await checkoutSession();
    const { sessionId, csrf } = await openPage(t, fullUrl);
    expect((await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf })).statusCode).toBe(303);
    for (const url of [fullUrl, `/_hosted/checkout?checkoutId=${checkoutId}`]) {
      const completed = await openPage(t, url);
      expect(completed.response.statusCode).toBe(409);
      expect(completed.response.body).toContain("Order #10001 was placed from this checkout.");
      expect(completed.response.body).not.toContain("<form");
      expect(completed.response.headers["content-security-policy"]).toContain("default-src 'none'");
    }
    const gone = await t.inject({ method: "GET", url: "/_hosted/checkout/thank-you?sessionId=nope" });
    expect(gone.statusCode).toBe(404);
  });

  it("serves getCheckoutUrl's link and ends on its own thank-you page when the store gave none", async () => {
    const product = await trackedTee(t);
    const { token, checkoutId } = await visitorCheckout(t, product, 1);
    const link = await t.inject({
      method: "GET",
      url: `/ecom/v1/checkouts/${checkoutId}/checkout-url?id=${checkoutId}`,
      headers: { authorization: token },
    });
    expect(link.statusCode, link.body).toBe(200);
    const checkoutUrl = link.json().checkoutUrl as string;
    expect(checkoutUrl).toBe(`http://localhost:4000/_hosted/checkout?checkoutId=${checkoutId}`);
    const { response, sessionId, csrf } = await openPage(t, checkoutUrl);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("Back to cart");
    expect(response.headers["content-security-policy"]).toContain("form-action 'self';");
    const placed = await postPage(t, { ...SHOPPER_DETAILS, sessionId, csrf });
    expect(placed.statusCode).toBe(303);
    expect(placed.headers.location).toBe(`/_hosted/checkout/thank-you?sessionId=${sessionId}`);
    const thanks = await t.inject({ method: "GET", url: String(placed.headers.location) });
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain("Your order #10001 is placed and paid (test payment).");
    expect(thanks.body).toContain("A confirmation was sent to ada@example.com.");
  });

  it("places a member's checkout as the member's order", async () => {
    const { id: memberId } = await activeMember(t, "grace@example.com");
    const granted = await t.inject({
      method: "POST",
      url: "/oauth2/token",
      headers: { authorization: `${await t.visitorToken()},${TEST_API_KEY}` },
      payload: { grant_type: "authorized_client", scope: "offline_access", member_id: memberId },
    });
    const memberToken = granted.json().access_token as string;
    const product = await trackedTee(t);
    const { checkoutId } = await visitorCheckout(t, product, 1, memberToken);
    const session = await visitorCall(t, memberToken, SESSION_PATH, {
      ecomCheckout: { checkoutId },
      callbacks: CALLBACKS,
    });
    const { sessionId, csrf } = await openPage(t, session.body.redirectSession.fullUrl);
    const placed = await postPage(t, { ...SHOPPER_DETAILS, email: "grace@example.com", sessionId, csrf });
    expect(placed.statusCode).toBe(303);
    const [order] = await t.db.query<{ buyer_member_id: string | null; doc: { buyerInfo: object } }>(
      "select buyer_member_id, doc from orders",
    );
    expect(order?.buyer_member_id).toBe(memberId);
    expect(order?.doc.buyerInfo).toEqual({ memberId, email: "grace@example.com" });
  });
});
