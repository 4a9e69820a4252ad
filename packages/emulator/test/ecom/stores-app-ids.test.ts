/**
 * The two stores app ids the provider's cart takes for a store product: the
 * catalogue app id and the stores app's definition id (which the provider's
 * own templates send). Both add the product on catalogue v1 and v3 stores, the
 * line echoes the id it was added with, a checkout takes it through to the
 * order, and any other app id is still `ITEM_NOT_FOUND_IN_CATALOG`.
 */

import { demoShopSettings } from "@vitrine/emulator/testing";
import { STORES_APP_ID } from "@vitrine/sdk/ecom";
import { afterEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: examines both app ids a cart line takes
import { STORES_APP_DEFINITION_ID } from "../../src/ecom/cart/cart-record.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createProduct, errorCode, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const CURRENT = "/ecom/v1/carts/current";

/** A product without options on a v1 or a v3 store; returns its id. */
async function plainProduct(t: TestApp, version: "v1" | "v3"): Promise<string> {
  if (version === "v1") return (await createProduct(t, { name: "Plain Mug", priceData: { price: 12 } })).id;
  const created = await merchant<Loose>(t, "POST", "/stores/v3/products", {
    product: {
      name: "Plain Mug",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: "12" } } }] },
    },
  });
  if (created.status !== 200) throw new Error(`v3 product failed: ${JSON.stringify(created.body)}`);
  return created.body.product.id as string;
}

describe.each([
  ["v1", "V1_CATALOG"],
  ["v3", "V3_CATALOG"],
] as const)(`stores app ids on a catalogue %s store (${testBackend})`, (version, catalogVersion) => {
  let t: TestApp;
  afterEach(() => t.close());

  it.each([
    ["catalogue app id", STORES_APP_ID],
    ["app definition id", STORES_APP_DEFINITION_ID],
  ])("adds a product named with the %s, echoes it on the line and orders it", async (_name, appId) => {
    t = await startTestApp({ catalogVersion, shop: demoShopSettings() });
    const productId = await plainProduct(t, version);
    const visitor = await t.visitorToken();
    const added = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/add-to-cart`, {
      lineItems: [{ catalogReference: { appId, catalogItemId: productId }, quantity: 2 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [item] = added.body.cart.lineItems;
    expect(item).toMatchObject({
      catalogReference: { appId, catalogItemId: productId },
      quantity: 2,
      price: { amount: "12.00" },
    });
    const read = await buyer<Loose>(t, visitor, "GET", CURRENT);
    expect(read.body.cart.lineItems[0].catalogReference.appId).toBe(appId);
    const checkout = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/create-checkout`, {
      channelType: "WEB",
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
    const checkoutId = checkout.body.checkoutId as string;
    const order = await merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, {
      id: checkoutId,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const got = await merchant<Loose>(t, "GET", `/ecom/v1/orders/${order.body.orderId}`);
    expect(got.body.order.lineItems[0].catalogReference).toMatchObject({ appId, catalogItemId: productId });
  });

  it("adds the same product under both ids as one line, and refuses another app's id", async () => {
    t = await startTestApp({ catalogVersion, shop: demoShopSettings() });
    const productId = await plainProduct(t, version);
    const visitor = await t.visitorToken();
    const reference = (appId: string) => ({
      catalogReference: { appId, catalogItemId: productId },
      quantity: 1,
    });
    const added = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/add-to-cart`, {
      lineItems: [reference(STORES_APP_ID), reference(STORES_APP_DEFINITION_ID)],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.cart.lineItems.map((l: Loose) => l.quantity)).toEqual([2]);
    const other = await buyer<Loose>(t, visitor, "POST", `${CURRENT}/add-to-cart`, {
      lineItems: [reference("13d21c63-b5ec-5912-8397-c3a5ddb27a97")],
    });
    expect([other.status, errorCode(other)]).toEqual([400, "ITEM_NOT_FOUND_IN_CATALOG"]);
  });
});
