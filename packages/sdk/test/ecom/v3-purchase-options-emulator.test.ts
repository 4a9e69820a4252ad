/**
 * Buying on a catalogue v3 store through `@vitrine/sdk` against the real emulator over HTTP: a
 * product created with subscription plans (`subscriptionDetails`) is added on a plan and priced
 * with its discount, the line showing the plan; a sold-out variant taking pre-orders (with a
 * limit) is ordered, its inventory item then counting the pre-ordered unit, and an order past the
 * limit is refused as short stock.
 */

import { type ListeningTestApp, listenTestApp, TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { createClient, isApplicationError } from "@vitrine/sdk";
import { inventoryItemsV3, productsV3 } from "@vitrine/sdk/catalog-v3";
import { catalogReference, checkout, currentCart, orders } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { v3Clients } from "../catalog-v3/support/v3-clients.ts";
import { ecomClients, rejection, SHOP } from "./support/ecom-clients.ts";

describe("v3 purchase options against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: ReturnType<typeof v3Clients>["admin"];
  let merchant: ReturnType<typeof ecomClients>["admin"];
  const shopper = () =>
    createClient({
      modules: { currentCart, checkout, orders, productsV3, inventoryItemsV3 },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
    });

  beforeEach(async () => {
    t = await listenTestApp({ catalogVersion: "V3_CATALOG", shop: SHOP });
    admin = v3Clients(t.baseUrl).admin;
    merchant = ecomClients(t.baseUrl).admin;
  });
  afterEach(() => t.close());

  it("creates a product with subscription plans and buys it on one at the plan's price", async () => {
    const product = await admin.productsV3.createProduct({
      name: "Beans",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: "18" } } }] },
      subscriptionDetails: {
        subscriptions: [
          {
            title: "Monthly",
            frequency: "MONTH",
            autoRenewal: true,
            discount: { type: "PERCENT", percentOff: 10 },
          },
        ],
        allowOneTimePurchases: false,
      },
    });
    const plan = product.subscriptionDetails?.subscriptions?.[0];
    expect(plan).toMatchObject({ title: "Monthly", interval: 1, visible: true });
    const variantId = product.variantsInfo?.variants?.[0]?.id ?? "";

    const buyer = shopper();
    const cart = await buyer.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: catalogReference(product, { variantId, subscriptionOptionId: plan?.id ?? "" }),
          quantity: 2,
        },
      ],
    });
    expect(cart.lineItems?.[0]).toMatchObject({
      price: { amount: "16.20" },
      lineItemPrice: { amount: "32.40" },
      subscriptionOptionInfo: {
        subscriptionSettings: { frequency: "MONTH", interval: 1, autoRenewal: true },
        title: { original: "Monthly" },
      },
    });

    const oneTime = await rejection(
      buyer.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: catalogReference(product, { variantId }), quantity: 1 }],
      }),
    );
    expect(isApplicationError(oneTime) && [oneTime.status, oneTime.code]).toEqual([
      400,
      "ONE_TIME_PURCHASE_NOT_ALLOWED",
    ]);
  });

  it("orders a sold-out variant taking pre-orders, up to its pre-order limit", async () => {
    const product = await admin.productsV3.createProduct({
      name: "Oven",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: "120" } } }] },
    });
    const variantId = product.variantsInfo?.variants?.[0]?.id ?? "";
    const [item] = (
      await admin.inventoryItemsV3
        .queryInventoryItems()
        .eq("productId", product.id ?? "")
        .find()
    ).items;
    await admin.inventoryItemsV3.updateInventoryItem(item?.id ?? "", {
      revision: item?.revision ?? "",
      quantity: 0,
      preorderInfo: { enabled: true, message: "Ships in March", limit: 1 },
    });

    const place = async () => {
      const buyer = shopper();
      const cart = await buyer.currentCart.addToCurrentCart({
        lineItems: [{ catalogReference: catalogReference(product, { variantId }), quantity: 1 }],
      });
      const checkoutId = await buyer.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
      return { cart, placed: merchant.checkout.createOrder(checkoutId) };
    };
    const first = await place();
    expect(first.cart.lineItems?.[0]?.availability).toEqual({ status: "AVAILABLE", quantityAvailable: 1 });
    expect((await first.placed).orderId).toEqual(expect.any(String));
    const after = await admin.inventoryItemsV3.getInventoryItem(item?.id ?? "");
    expect(after).toMatchObject({
      quantity: -1,
      availabilityStatus: "OUT_OF_STOCK",
      preorderInfo: { enabled: true, limit: 1, counter: 1, quantity: 0 },
    });

    const second = await place();
    expect(second.cart.lineItems?.[0]?.availability).toEqual({
      status: "NOT_AVAILABLE",
      quantityAvailable: 0,
    });
    const refused = await rejection(second.placed);
    expect(isApplicationError(refused) && [refused.status, refused.code]).toEqual([409, "FULL_OUT_OF_STOCK"]);
  });
});
