/**
 * The hosted checkout reached by a bare id: `?checkoutId=` (anyone holding the
 * id) shows the checkout but none of the buyer's details, and so does a
 * redirect session asked for by someone other than the checkout's owner;
 * `?cartId=` makes nothing on a GET (the checkout is made by the page's POST).
 * The owner's own session still shows the buyer's details.
 */
import { SHOPPER_DETAILS } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import {
  openPage,
  postPage,
  SESSION_PATH,
  trackedTee,
  visitorCall,
  visitorCheckout,
} from "./checkout-fixtures.ts";

const PERSONAL = ["ada@example.com", "12 Analytical Row", "Lovelace", "N1 7AA"];

describe(`hosted checkout by a bare id on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  /** A visitor's checkout whose buyer gave an e-mail and a shipping address. */
  async function checkoutWithBuyer() {
    const product = await trackedTee(t);
    const made = await visitorCheckout(t, product, 1);
    const patched = await t.inject({
      method: "PATCH",
      url: `/ecom/v1/checkouts/${made.checkoutId}`,
      headers: { authorization: made.token },
      payload: {
        checkout: {
          id: made.checkoutId,
          buyerInfo: { email: "ada@example.com" },
          shippingInfo: {
            shippingDestination: {
              address: {
                addressLine: "12 Analytical Row",
                city: "London",
                postalCode: "N1 7AA",
                country: "GB",
              },
              contactDetails: { firstName: "Ada", lastName: "Lovelace" },
            },
          },
        },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    return made;
  }

  it("shows no e-mail or address to a page opened by checkoutId or by another's session", async () => {
    const { token, checkoutId } = await checkoutWithBuyer();
    const bare = await openPage(t, `/_hosted/checkout?checkoutId=${checkoutId}`);
    expect(bare.response.statusCode).toBe(200);
    expect(bare.response.body).toContain("<form");
    for (const text of PERSONAL) expect(bare.response.body).not.toContain(text);

    const stranger = await visitorCall(t, await t.visitorToken(), SESSION_PATH, {
      ecomCheckout: { checkoutId },
    });
    expect(stranger.status).toBe(200);
    const strangers = await openPage(t, stranger.body.redirectSession.fullUrl);
    expect(strangers.response.statusCode).toBe(200);
    for (const text of PERSONAL) expect(strangers.response.body).not.toContain(text);

    for (const asker of [token, undefined]) {
      const session = asker
        ? await visitorCall(t, asker, SESSION_PATH, { ecomCheckout: { checkoutId } })
        : {
            body: (
              await t.inject({
                method: "POST",
                url: SESSION_PATH,
                headers: t.merchantHeaders,
                payload: { ecomCheckout: { checkoutId } },
              })
            ).json(),
          };
      const owners = await openPage(t, session.body.redirectSession.fullUrl);
      expect(owners.response.body).toContain(`value="ada@example.com"`);
      expect(owners.response.body).toContain(`value="12 Analytical Row"`);
    }
  });

  it("makes no checkout on a GET of a cart's link; its POST makes one, shown without the buyer's details", async () => {
    const product = await trackedTee(t);
    const token = await t.visitorToken();
    const added = await visitorCall(t, token, "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [
        {
          catalogReference: {
            appId: "215238eb-22a5-4c36-9e7b-e7c08025e04e",
            catalogItemId: product.id,
            options: { options: { Size: "M" } },
          },
          quantity: 1,
        },
      ],
    });
    const cartId = added.body.cart.id as string;
    await t.inject({
      method: "PATCH",
      url: "/ecom/v1/carts/current",
      headers: { authorization: token },
      payload: { cartInfo: { buyerInfo: { email: "ada@example.com" } } },
    });
    const link = `/_hosted/checkout?cartId=${cartId}`;
    const gets = await Promise.all([openPage(t, link), openPage(t, link), openPage(t, link)]);
    for (const { response } of gets) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<form method="post" action="/_hosted/checkout/cart">`);
      expect(response.body).not.toContain("ada@example.com");
    }
    expect(await t.db.query("select id from checkouts")).toEqual([]);
    expect(await t.db.query("select checkout_id from carts")).toEqual([{ checkout_id: null }]);
    expect(await t.db.query("select id from redirect_sessions")).toEqual([]);

    const continueTo = () =>
      t.inject({
        method: "POST",
        url: "/_hosted/checkout/cart",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ cartId }).toString(),
      });
    const [first, second] = await Promise.all([continueTo(), continueTo()]);
    for (const answer of [first, second]) {
      expect(answer?.statusCode).toBe(303);
      expect(answer?.headers.location).toMatch(/^\/_hosted\/checkout\?sessionId=[0-9a-f-]{36}$/);
    }
    expect(await t.db.query("select cart_id from checkouts")).toEqual([{ cart_id: cartId }]);
    const page = await openPage(t, String(first?.headers.location));
    expect(page.response.statusCode).toBe(200);
    expect(page.response.body).not.toContain("ada@example.com");
    const placed = await postPage(t, { ...SHOPPER_DETAILS, sessionId: page.sessionId, csrf: page.csrf });
    expect(placed.statusCode).toBe(303);
    const again = await openPage(t, link);
    expect(again.response.statusCode).toBe(409);
    expect((await continueTo()).statusCode).toBe(409);
    const unknown = await openPage(t, "/_hosted/checkout?cartId=no-such-cart");
    expect(unknown.response.statusCode).toBe(404);
  });
});
