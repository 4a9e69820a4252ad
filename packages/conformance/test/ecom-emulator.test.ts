/**
 * The provider's published cart, checkout and order client (`@wix/sdk` + `@wix/ecom` 1.0.2509 and
 * `@wix/redirects`), unchanged, against the emulator listening on 127.0.0.1 with only its API host
 * routed: a visitor (tokens fetched by the client itself) fills a cart, changes a quantity, removes
 * a line, estimates totals, checks out on the emulator's hosted checkout page (the redirect
 * session's page fetched and its form posted over HTTP, as a browser would) and comes back with
 * the order id; the merchant places a second checkout's order, searches orders and cancels one
 * with restock.
 */

import {
  payOnHostedCheckout,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { checkout, currentCart, orders } from "@wix/ecom";
import { redirects } from "@wix/redirects";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import { beforeEach, describe, expect, it } from "vitest";
import {
  createProviderTee,
  type ProviderCatalogClients,
  providerCatalogClients,
} from "./support/provider-catalog.ts";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";
const modules = { currentCart, checkout, orders, redirects };

function providerClients() {
  return {
    admin: createClient({ modules, auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }) }),
    visitor: createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) }),
  };
}

type Clients = ReturnType<typeof providerClients>;

/** A line of `quantity` units of the product in size M and colour Red. */
const teeLine = (productId: string, quantity: number) => ({
  catalogReference: {
    appId: STORES_APP_ID,
    catalogItemId: productId,
    options: { options: { Size: "M", Color: "Red" } },
  },
  quantity,
});

/** The stock of the tee's M/Red variant, read by the merchant through the provider's client. */
async function mediumRedStock(admin: ProviderCatalogClients["admin"], productId: string) {
  const { product } = await admin.products.getProduct(productId);
  const variant = product?.variants?.find((v) => v.choices?.Size === "M" && v.choices?.Color === "Red");
  return variant?.stock?.quantity;
}

describe("the provider's ecom client against the emulator", () => {
  const t = useRoutedEmulator();
  let admin: Clients["admin"];
  let visitor: Clients["visitor"];
  let catalog: ProviderCatalogClients["admin"];

  beforeEach(async () => {
    ({ admin, visitor } = providerClients());
    catalog = providerCatalogClients().admin;
  });

  it("runs a visitor's purchase through the hosted checkout, then the merchant's order calls", async () => {
    const teeId = (await createProviderTee(catalog))?._id ?? "";
    const { product: mug } = await catalog.products.createProduct({
      name: "Mug",
      productType: "physical",
      priceData: { price: 9 },
    });

    // The cart: add two lines, change a quantity, remove a line, estimate the totals.
    const added = await visitor.currentCart.addToCurrentCart({
      lineItems: [
        teeLine(teeId, 1),
        { catalogReference: { appId: STORES_APP_ID, catalogItemId: mug?._id ?? "" }, quantity: 1 },
      ],
    });
    expect((added.cart?.lineItems ?? []).map((item) => item.productName?.original)).toEqual(["Tee", "Mug"]);
    const [teeItem, mugItem] = added.cart?.lineItems ?? [];
    const changed = await visitor.currentCart.updateCurrentCartLineItemQuantity([
      { _id: teeItem?._id ?? "", quantity: 2 },
    ]);
    expect((changed.cart?.lineItems ?? []).map((item) => item.quantity)).toEqual([2, 1]);
    const removed = await visitor.currentCart.removeLineItemsFromCurrentCart([mugItem?._id ?? ""]);
    expect((removed.cart?.lineItems ?? []).map((item) => item._id)).toEqual([teeItem?._id]);
    const estimate = await visitor.currentCart.estimateCurrentCartTotals();
    expect(estimate.priceSummary?.subtotal?.amount).toBe("40.00");
    expect(estimate.priceSummary?.total?.amount).toBe("40.00");

    // The hosted checkout: a redirect session, the page filled and posted, back with the order id.
    const { checkoutId } = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
    const { redirectSession } = await visitor.redirects.createRedirectSession({
      ecomCheckout: { checkoutId: checkoutId ?? "" },
      callbacks: {
        postFlowUrl: `${TEST_ORIGIN}/shop`,
        thankYouPageUrl: `${TEST_ORIGIN}/thank-you`,
        cartPageUrl: `${TEST_ORIGIN}/cart`,
      },
    });
    expect(redirectSession?.fullUrl?.startsWith(`${t().baseUrl}/_hosted/checkout?`)).toBe(true);
    const paid = await payOnHostedCheckout(redirectSession?.fullUrl ?? "");
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get("location") ?? "");
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_ORIGIN}/thank-you`);
    const hostedOrderId = back.searchParams.get("orderId") ?? "";
    const hostedOrder = await admin.orders.getOrder(hostedOrderId);
    expect(hostedOrder).toMatchObject({
      _id: hostedOrderId,
      number: "10001",
      checkoutId,
      status: "APPROVED",
      paymentStatus: "PAID",
      buyerInfo: { email: "ada@example.com" },
    });
    expect(hostedOrder.priceSummary?.total?.amount).toBe("40.00");
    expect(await mediumRedStock(catalog, teeId)).toBe(3);
    expect((await visitor.checkout.getCheckout(checkoutId ?? "")).completed).toBe(true);

    // The merchant places the order of a second checkout.
    await visitor.currentCart.addToCurrentCart({ lineItems: [teeLine(teeId, 1)] });
    const second = await visitor.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
    const { orderId } = await admin.checkout.createOrder(second.checkoutId ?? "");
    expect(orderId).not.toBe(hostedOrderId);
    expect(await mediumRedStock(catalog, teeId)).toBe(2);

    const found = await admin.orders.searchOrders({ sort: [{ fieldName: "number", order: "ASC" }] });
    expect(found.orders?.map((order) => [order._id, order.number])).toEqual([
      [hostedOrderId, "10001"],
      [orderId, "10002"],
    ]);

    const canceled = await admin.orders.cancelOrder(orderId ?? "", {
      restockAllItems: true,
      sendOrderCanceledEmail: false,
    });
    expect(canceled.order?.status).toBe("CANCELED");
    expect(await mediumRedStock(catalog, teeId)).toBe(3);
  });
});
