/**
 * Checkouts on the real database: made from the current cart (lines copied
 * then, prices from the catalogue at every read), owner-only reads, buyer details, coupons, the hosted
 * checkout URL, marking completed, and refusals with nothing changed.
 */

import { demoShopSettings } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { CreatedProduct } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  buyer,
  createTee,
  errorCode,
  errorFields,
  line,
  memberToken,
  merchant,
  tokenSubject,
} from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

describe(`checkouts on ${testBackend}`, () => {
  let t: TestApp;
  let tee: CreatedProduct;
  let visitor: string;
  beforeEach(async () => {
    t = await startTestApp({ shop: demoShopSettings() });
    tee = await createTee(t);
    visitor = await t.visitorToken();
  });
  afterEach(() => t.close());

  async function checkoutOf(token: string, lineItems = [line(tee.id, 2, { options: { Size: "M" } })]) {
    await buyer(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });
    const reply = await buyer<{ checkoutId: string }>(
      t,
      token,
      "POST",
      "/ecom/v1/carts/current/create-checkout",
      {
        channelType: "WEB",
      },
    );
    expect(reply.status).toBe(200);
    return reply.body.checkoutId;
  }

  it("copies the cart's lines, prices and coupon when made; later catalogue changes re-price it", async () => {
    await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(tee.id, 2, { options: { Size: "M" } })],
    });
    await buyer(t, visitor, "PATCH", "/ecom/v1/carts/current", { couponCode: "VITRINE10" });
    const { body } = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
      email: "ada@example.com",
    });
    const got = await buyer<Loose>(t, visitor, "GET", `/ecom/v1/checkouts/${body.checkoutId}`);
    expect(got.status).toBe(200);
    const checkout = got.body.checkout;
    const medium = tee.variants.find((v) => v.choices.Size === "M");
    expect(checkout).toMatchObject({
      id: body.checkoutId,
      completed: false,
      channelType: "WEB",
      currency: "USD",
      buyerInfo: { visitorId: tokenSubject(visitor), email: "ada@example.com" },
      appliedDiscounts: [{ coupon: { code: "VITRINE10" } }],
      priceSummary: {
        subtotal: { amount: "36.00" },
        discount: { amount: "3.60" },
        shipping: { amount: "5.00" },
        tax: { amount: "2.59" },
        total: { amount: "39.99" },
      },
    });
    expect(checkout.lineItems[0]).toMatchObject({
      quantity: 2,
      price: { amount: "18.00" },
      catalogReference: { catalogItemId: tee.id, options: { options: { Size: "M" }, variantId: medium?.id } },
    });
    await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, { product: { priceData: { price: 50 } } });
    const later = await buyer<Loose>(t, visitor, "GET", `/ecom/v1/checkouts/${body.checkoutId}`);
    expect(later.body.checkout.lineItems[0].price.amount).toBe("45.00");
    expect(later.body.checkout.priceSummary.subtotal.amount).toBe("90.00");
    expect(later.body.checkout.appliedDiscounts).toMatchObject([{ coupon: { code: "VITRINE10" } }]);
    const cart = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(cart.body.cart.checkoutId).toBe(body.checkoutId);
    const [row] = await t.db.query<Loose>("select buyer_email, checkout_id from carts");
    expect(row).toEqual({ buyer_email: "ada@example.com", checkout_id: body.checkoutId });
  });

  it("shows a checkout to its owner and merchants only; another visitor's is CHECKOUT_NOT_FOUND", async () => {
    const id = await checkoutOf(visitor);
    const other = await t.visitorToken();
    const member = await memberToken(t, "member-1");
    for (const token of [other, member]) {
      const reply = await buyer(t, token, "GET", `/ecom/v1/checkouts/${id}`);
      expect([reply.status, errorCode(reply)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
      const url = await buyer(t, token, "GET", `/ecom/v1/checkouts/${id}/checkout-url`);
      expect([url.status, errorCode(url)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
      const patch = await buyer(t, token, "PATCH", `/ecom/v1/checkouts/${id}`, {
        checkout: { id, buyerInfo: { email: "eve@example.com" } },
      });
      expect([patch.status, errorCode(patch)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
    }
    expect((await merchant(t, "GET", `/ecom/v1/checkouts/${id}`)).status).toBe(200);
    const unknown = await buyer(t, visitor, "GET", "/ecom/v1/checkouts/no-such-checkout");
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
    const [row] = await t.db.query<Loose>("select buyer_email from checkouts");
    expect(row?.buyer_email).toBeNull();
  });

  it("answers the hosted checkout URL on the public URL", async () => {
    const id = await checkoutOf(visitor);
    const reply = await buyer<Loose>(t, visitor, "GET", `/ecom/v1/checkouts/${id}/checkout-url?id=${id}`);
    expect(reply.body).toEqual({ checkoutUrl: `http://localhost:4000/_hosted/checkout?checkoutId=${id}` });
  });

  it("updates buyer details and the coupon, and the cart learns the e-mail", async () => {
    const id = await checkoutOf(visitor);
    const destination = {
      address: { country: "GB", city: "London", addressLine: "12 St James's Square", postalCode: "SW1Y 4JH" },
      contactDetails: { firstName: "Ada", lastName: "Lovelace" },
    };
    const reply = await buyer<Loose>(t, visitor, "PATCH", `/ecom/v1/checkouts/${id}`, {
      checkout: {
        id,
        buyerInfo: { email: "ada@example.com" },
        buyerNote: "Ring twice",
        shippingInfo: { shippingDestination: destination },
        billingInfo: destination,
      },
      couponCode: "VITRINE10",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.checkout).toMatchObject({
      buyerInfo: { email: "ada@example.com" },
      buyerNote: "Ring twice",
      shippingInfo: {
        shippingDestination: destination,
        selectedCarrierServiceOption: { code: "vitrine-flat-rate" },
      },
      billingInfo: destination,
      priceSummary: { discount: { amount: "3.60" }, total: { amount: "39.99" } },
    });
    const [cart] = await t.db.query<Loose>("select buyer_email from carts");
    expect(cart?.buyer_email).toBe("ada@example.com");
    const unknownCoupon = await buyer(t, visitor, "PATCH", `/ecom/v1/checkouts/${id}`, {
      checkout: { id, buyerNote: "changed" },
      couponCode: "NOPE",
    });
    expect([unknownCoupon.status, errorCode(unknownCoupon)]).toEqual([400, "ERROR_COUPON_DOES_NOT_EXIST"]);
    const badEmail = await buyer(t, visitor, "PATCH", `/ecom/v1/checkouts/${id}`, {
      checkout: { id, buyerInfo: { email: "nope" } },
    });
    expect([badEmail.status, errorFields(badEmail)]).toEqual([400, ["checkout.buyerInfo.email"]]);
    const after = await buyer<Loose>(t, visitor, "GET", `/ecom/v1/checkouts/${id}`);
    expect(after.body.checkout.buyerNote).toBe("Ring twice");
  });

  it("refuses to create a checkout for someone with no current cart, and a merchant's", async () => {
    const none = await buyer(t, visitor, "POST", "/ecom/v1/carts/current/create-checkout", {});
    expect([none.status, errorCode(none)]).toEqual([404, "OWNED_CART_NOT_FOUND"]);
    const merchantReply = await merchant(t, "POST", "/ecom/v1/carts/current/create-checkout", {});
    expect(merchantReply.status).toBe(403);
    expect(await t.db.query("select id from checkouts")).toEqual([]);
  });

  it("marks a checkout completed once (merchant only), records checkout_completed, then refuses changes", async () => {
    const id = await checkoutOf(visitor);
    const byVisitor = await buyer(t, visitor, "POST", `/ecom/v1/checkouts/${id}/mark-as-completed`, {});
    expect(byVisitor.status).toBe(403);
    expect((await merchant(t, "POST", `/ecom/v1/checkouts/${id}/mark-as-completed`, {})).body).toEqual({});
    expect((await merchant(t, "POST", `/ecom/v1/checkouts/${id}/mark-as-completed`, {})).status).toBe(200);
    const events = await t.db.query<Loose>(
      "select payload from outbox where event_type = 'wix.ecom.v1.checkout_completed'",
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.payload).toMatchObject({
      entityFqdn: "wix.ecom.v1.checkout",
      slug: "completed",
      entityId: id,
      actionEvent: { body: { checkout: { id, completed: true } } },
    });
    const patch = await buyer(t, visitor, "PATCH", `/ecom/v1/checkouts/${id}`, {
      checkout: { id, buyerNote: "late" },
    });
    expect([patch.status, errorCode(patch)]).toEqual([400, "CHECKOUT_IS_COMPLETE"]);
    const order = await merchant(t, "POST", `/ecom/v1/checkouts/${id}/create-order`, {});
    expect([order.status, errorCode(order)]).toEqual([400, "CHECKOUT_ALREADY_PAID"]);
    const unknown = await merchant(t, "POST", "/ecom/v1/checkouts/nope/mark-as-completed", {});
    expect([unknown.status, errorCode(unknown)]).toEqual([404, "CHECKOUT_NOT_FOUND"]);
  });
});
