/**
 * Pre-ordered lines on a catalogue v3 store: a sold-out variant whose
 * inventory item takes pre-orders is available on the cart line (with a
 * "Pre-order" description line), its order is placed and takes the quantity
 * below zero by the pre-ordered units in the order's transaction (with the
 * inventory event, reason ORDER), never past the item's pre-order limit, even
 * when orders race: an order beyond it is refused as short stock and changes
 * nothing.
 */

import { demoShopSettings } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createV3Product, errorCode, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const VARIANTS_CHANGED = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

const oven = {
  name: "Cast Iron Oven",
  productType: "PHYSICAL",
  physicalProperties: {},
  variantsInfo: {
    variants: [{ price: { actualPrice: { amount: "120" } }, inventoryItem: { quantity: 0 } }],
  },
};

describe(`pre-ordered lines on a catalogue v3 store (${testBackend})`, () => {
  let t: TestApp;
  let productId: string;
  let variantId: string;
  let itemId: string;
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG", shop: demoShopSettings() });
    ({ productId, variantId } = await createV3Product(t, oven));
    const [item] = await t.db.query<{ id: string; revision: string }>(
      "select id, revision::text as revision from v3_inventory_items where variant_id = $1",
      [variantId],
    );
    itemId = item?.id as string;
    const preorder = await merchant<Loose>(t, "PATCH", `/stores/v3/inventory-items/${itemId}`, {
      inventoryItem: {
        id: itemId,
        revision: item?.revision,
        preorderInfo: { enabled: true, message: "Ships in March", limit: 3 },
      },
    });
    expect(preorder.status, JSON.stringify(preorder.body)).toBe(200);
    expect(preorder.body.inventoryItem).toMatchObject({
      quantity: 0,
      availabilityStatus: "PREORDER",
      preorderInfo: { enabled: true, message: "Ships in March", limit: 3, counter: 0, quantity: 3 },
    });
  });
  afterEach(() => t.close());

  const item = async () =>
    (
      await t.db.query<{ quantity: number; revision: string }>(
        "select quantity, revision::text as revision from v3_inventory_items where id = $1",
        [itemId],
      )
    )[0];
  async function checkoutOf(quantity: number) {
    const token = await t.visitorToken();
    const added = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", {
      lineItems: [line(productId, quantity, { variantId })],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const checkout = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
      email: "ada@example.com",
    });
    return { cart: added.body.cart as Loose, checkoutId: checkout.body.checkoutId as string };
  }
  const placeOrder = (checkoutId: string) =>
    merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, { id: checkoutId });

  it("records InventoryItemChanged for the pre-order settings", async () => {
    const events = await t.db.query<Loose>("select payload from outbox where event_type = $1", [
      "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged",
    ]);
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        inventoryItemId: itemId,
        externalId: productId,
        trackQuantity: true,
        preorderInfo: { enabled: true, message: "Ships in March", limit: 3 },
        fieldMask: "preorderInfo",
      }),
    ]);
  });

  it("shows a sold-out line taking pre-orders as available, with a Pre-order description line", async () => {
    const { cart } = await checkoutOf(2);
    expect(cart.lineItems[0]).toMatchObject({
      availability: { status: "AVAILABLE", quantityAvailable: 3 },
      descriptionLines: [
        {
          name: { original: "Pre-order" },
          plainText: { original: "Ships in March" },
          lineType: "PLAIN_TEXT",
        },
      ],
      lineItemPrice: { amount: "240.00" },
    });
  });

  it("places the order of a pre-ordered line with 0 in stock: quantity below zero, ORDER event, counter served", async () => {
    const { checkoutId } = await checkoutOf(2);
    const before = await item();
    const placed = await placeOrder(checkoutId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await item()).toEqual({ quantity: -2, revision: String(Number(before?.revision) + 1) });
    const order = await merchant<Loose>(t, "GET", `/ecom/v1/orders/${placed.body.orderId}`);
    expect(order.body.order.lineItems[0].descriptionLines).toEqual([
      expect.objectContaining({ name: expect.objectContaining({ original: "Pre-order" }) }),
    ]);
    const events = await t.db.query<Loose>(
      "select payload from outbox where event_type = $1 and payload->'variants'->0->'changedBy'->>'reason' = 'ORDER'",
      [VARIANTS_CHANGED],
    );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        inventoryItemId: itemId,
        externalId: productId,
        variants: [
          expect.objectContaining({
            id: variantId,
            oldValue: { inStock: false, quantity: 0, availableForPreorder: true },
            newValue: { inStock: false, quantity: -2, availableForPreorder: true },
          }),
        ],
      }),
    ]);
    const served = await merchant<Loose>(t, "GET", `/stores/v3/inventory-items/${itemId}`);
    expect(served.body.inventoryItem).toMatchObject({
      quantity: -2,
      availabilityStatus: "PREORDER",
      preorderInfo: { limit: 3, counter: 2, quantity: 1 },
    });

    const canceled = await merchant<Loose>(t, "POST", `/ecom/v1/orders/${placed.body.orderId}/cancel`, {
      id: placed.body.orderId,
      restockAllItems: true,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect((await item())?.quantity).toBe(0);
  });

  it("refuses an order past the pre-order limit as short stock, naming the line, and changes nothing", async () => {
    const first = await checkoutOf(2);
    expect((await placeOrder(first.checkoutId)).status).toBe(200);
    const { cart, checkoutId } = await checkoutOf(2);
    expect(cart.lineItems[0].availability).toEqual({ status: "PARTIALLY_AVAILABLE", quantityAvailable: 1 });
    const stock = await item();
    const outbox = await t.db.query("select count(*)::int as n from outbox");
    const refused = await placeOrder(checkoutId);
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe("PARTIAL_OUT_OF_STOCK");
    expect(refused.body.details.applicationError.data).toMatchObject({
      lineItemId: cart.lineItems[0].id,
      quantityRequested: 2,
      quantityAvailable: 1,
    });
    expect(await item()).toEqual(stock);
    expect(await t.db.query("select count(*)::int as n from outbox")).toEqual(outbox);
    expect(await t.db.query("select count(*)::int as n from orders")).toEqual([{ n: 1 }]);
    const checkout = await buyer<Loose>(t, await t.visitorToken(), "GET", `/ecom/v1/checkouts/${checkoutId}`);
    expect(checkout.body.checkout?.completed ?? false).toBe(false);
  });

  it("concurrent pre-orders never go past the limit", async () => {
    const checkouts = await Promise.all(Array.from({ length: 5 }, () => checkoutOf(1)));
    const results = await Promise.all(checkouts.map(({ checkoutId }) => placeOrder(checkoutId)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409]);
    expect((await item())?.quantity).toBe(-3);
  });

  it("refuses a pre-order once pre-order is turned off (the line is not available), and a pre-order limit out of range", async () => {
    const { checkoutId } = await checkoutOf(1);
    const revision = (await item())?.revision;
    const off = await merchant<Loose>(t, "PATCH", `/stores/v3/inventory-items/${itemId}`, {
      inventoryItem: { id: itemId, revision, preorderInfo: { enabled: false } },
    });
    expect(off.status).toBe(200);
    const { cart } = await checkoutOf(1);
    expect(cart.lineItems[0]).toMatchObject({
      availability: { status: "NOT_AVAILABLE", quantityAvailable: 0 },
      descriptionLines: [],
    });
    const refused = await placeOrder(checkoutId);
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe("FULL_OUT_OF_STOCK");
    const bad = await merchant<Loose>(t, "PATCH", `/stores/v3/inventory-items/${itemId}`, {
      inventoryItem: { id: itemId, revision: off.body.inventoryItem.revision, preorderInfo: { limit: -1 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details.validationError.fieldViolations[0].field).toBe(
      "inventoryItem.preorderInfo.limit",
    );
  });
});
