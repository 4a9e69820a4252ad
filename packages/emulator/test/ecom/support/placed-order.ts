/**
 * The set-up the order-change tests share: an app with the demo shop's settings and a tee in
 * sizes S, M and L with tracked stock, and an order of some of its lines placed by the
 * merchant's create-order call from a visitor's checkout.
 */
import { demoShopSettings } from "@vitrine/emulator/testing";
import type { CreatedProduct } from "../../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { buyer, createTee, type line, merchant } from "./shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

/** An app with the demo shop's settings and its tee. */
export async function teeShop(): Promise<{ t: TestApp; tee: CreatedProduct }> {
  const t = await startTestApp({ shop: demoShopSettings() });
  return { t, tee: await createTee(t) };
}

/**
 * The order (as served) of `lines` bought by a new visitor: added to the current cart, a checkout
 * made from it, and the order placed by the merchant's create-order call.
 */
export async function placedOrder(t: TestApp, lines: ReturnType<typeof line>[]): Promise<Loose> {
  const visitor = await t.visitorToken();
  await buyer(t, visitor, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems: lines });
  const { body } = await buyer<Loose>(t, visitor, "POST", "/ecom/v1/carts/current/create-checkout", {
    channelType: "WEB",
  });
  const placed = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${body.checkoutId}/create-order`, {});
  return (await merchant<Loose>(t, "GET", `/ecom/v1/orders/${placed.body.orderId}`)).body.order;
}
