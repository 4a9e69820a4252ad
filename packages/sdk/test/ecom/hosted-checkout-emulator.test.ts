/**
 * The hosted checkout end to end: the SDK makes the checkout and its `ecomCheckout` redirect
 * session against a listening emulator; the shopper's part (the page at `fullUrl` and its form) is
 * played with plain `fetch`, as a browser would; the page sends the shopper back to
 * `thankYouPageUrl` with the order id, and the merchant reads that order through the SDK.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  payOnHostedCheckout,
  TEST_ORIGIN,
} from "@vitrine/emulator/testing";
import { catalogReference } from "@vitrine/sdk/ecom";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createShopProducts, ecomClients, SHOP } from "./support/ecom-clients.ts";

let t: ListeningTestApp;
beforeEach(async () => {
  t = await listenTestApp({ shop: SHOP });
  t.config.publicUrl = t.baseUrl;
});
afterEach(() => t.close());

it("pays on the hosted page and comes back to thankYouPageUrl with the order id", {
  timeout: 60_000,
}, async () => {
  const { admin, visitor } = ecomClients(t.baseUrl);
  const { teeId } = await createShopProducts(admin);
  const shopper = visitor();
  await shopper.currentCart.addToCurrentCart({
    lineItems: [
      { catalogReference: catalogReference(teeId, { options: { Size: "M", Color: "Blue" } }), quantity: 2 },
    ],
  });
  const checkoutId = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
  const session = await shopper.checkout.createCheckoutRedirectSession(checkoutId, {
    postFlowUrl: `${TEST_ORIGIN}/`,
    thankYouPageUrl: `${TEST_ORIGIN}/thank-you`,
    cartPageUrl: `${TEST_ORIGIN}/cart`,
  });

  // The shopper's browser: open the page, fill in the form, submit.
  const placed = await payOnHostedCheckout(session.fullUrl ?? "");
  expect(placed.status).toBe(303);
  const back = new URL(placed.headers.get("location") ?? "");
  expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/thank-you`);
  const orderId = back.searchParams.get("orderId") ?? "";

  const order = await admin.orders.getOrder(orderId);
  expect(order).toMatchObject({
    id: orderId,
    checkoutId,
    paymentStatus: "PAID",
    buyerInfo: { email: "ada@example.com" },
  });
  expect(order.lineItems?.map((l) => [l.quantity, l.lineItemPrice?.amount])).toEqual([[2, "40.00"]]);
  expect((await shopper.checkout.getCheckout(checkoutId)).completed).toBe(true);
});
