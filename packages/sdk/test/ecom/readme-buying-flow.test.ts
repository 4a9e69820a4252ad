/**
 * The SDK README's buying flow ("Cart, checkout and orders"), run as written against a listening
 * emulator (its free names filled in: the test credentials, the emulator's URL, the storefront's
 * origin, a product with sizes and colours) and followed to the end: the hosted checkout's URL,
 * and the merchant's order list once the checkout is ordered.
 */

import {
  type ListeningTestApp,
  listenTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, isApplicationError } from "@vitrine/sdk";
import { catalogReference, checkout, currentCart, OWNED_CART_NOT_FOUND, orders } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, expect, it } from "vitest";
import { createShopProducts, ecomClients, SHOP } from "./support/ecom-clients.ts";

let emulator: ListeningTestApp;
beforeEach(async () => {
  emulator = await listenTestApp({ shop: SHOP });
});
afterEach(() => emulator.close());

it("runs the README's buying flow", { timeout: 30_000 }, async () => {
  const baseUrl = emulator.baseUrl;
  const clientId = TEST_CLIENT_ID;
  const apiKey = TEST_API_KEY;
  const siteId = TEST_SITE_ID;
  const origin = TEST_ORIGIN;
  const { teeId } = await createShopProducts(ecomClients(baseUrl).admin);
  const product = { id: teeId };
  const printed: unknown[] = [];
  const console = { log: (value: unknown) => printed.push(value) };

  // From the README, as written.
  const shop = createClient({
    modules: { currentCart, checkout },
    auth: OAuthStrategy({ clientId, baseUrl }),
    baseUrl,
  });
  const saved = await shop.currentCart.getCurrentCart().catch((e) => {
    if (isApplicationError(e) && e.code === OWNED_CART_NOT_FOUND) return undefined; // nothing added yet
    throw e;
  });
  const cart = await shop.currentCart.addToCurrentCart({
    lineItems: [
      { catalogReference: catalogReference(product, { options: { Size: "M", Color: "Red" } }), quantity: 1 },
    ],
  });
  const line = cart.lineItems?.[0]?.id ?? "";
  await shop.currentCart.updateCurrentCartLineItemQuantity([{ id: line, quantity: 2 }]);
  const { priceSummary } = await shop.currentCart.estimateCurrentCartTotals({
    shippingAddress: { country: "US" },
  });
  console.log(priceSummary?.total?.formattedAmount); // "$48.20"; money is decimal strings (amount: "48.20")
  const checkoutId = await shop.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
  const session = await shop.checkout.createCheckoutRedirectSession(checkoutId, {
    thankYouPageUrl: `${origin}/thank-you`, // the shopper pays on the hosted page and comes back here with the order id
    cartPageUrl: `${origin}/cart`,
    postFlowUrl: origin,
  });
  const payUrl = session.fullUrl; // location.href = payUrl in a browser

  const admin = createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
  // End of the README's first part; the shopper pays (here: the merchant places the order).
  expect(saved).toBeUndefined();
  expect(printed).toEqual(["$48.20"]);
  expect(payUrl).toContain("/_hosted/checkout?sessionId=");
  const { orderId } = await ecomClients(baseUrl).admin.checkout.createOrder(checkoutId);

  // The README's last line.
  for await (const order of admin.orders.iterateOrders({ filter: { paymentStatus: "PAID" } }))
    console.log(order.number);
  const [number] = printed.slice(1);
  expect((await admin.orders.getOrder(orderId ?? "")).number).toBe(number);
});
