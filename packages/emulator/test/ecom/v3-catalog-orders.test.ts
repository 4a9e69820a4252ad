/**
 * Carts, checkouts and orders on a catalogue v3 store: lines resolve v3
 * products and variants (by option choices or by variant id), priced from the
 * variant's actual price with the product's name, image and options as
 * description lines and availability from the inventory items; placing an
 * order takes stock from the inventory items in its transaction (never below
 * zero, with the inventory events, reason ORDER) and canceling with restock
 * gives it back.
 */

import { demoShopSettings, seedDemoStoreV3 } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { buyer, createV3Product, errorCode, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const VARIANTS_CHANGED = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

const choice = (optionName: string, choiceName: string) => ({
  optionChoiceNames: { optionName, choiceName },
});

const tee = {
  name: "Swatch Tee",
  productType: "PHYSICAL",
  physicalProperties: {},
  options: [
    {
      name: "Color",
      optionRenderType: "SWATCH_CHOICES",
      choicesSettings: {
        choices: [
          { name: "Black", colorCode: "#000000" },
          { name: "White", colorCode: "#ffffff" },
        ],
      },
    },
    {
      name: "Size",
      optionRenderType: "TEXT_CHOICES",
      choicesSettings: { choices: [{ name: "S" }, { name: "M" }] },
    },
  ],
  variantsInfo: {
    variants: [
      {
        choices: [choice("Color", "Black"), choice("Size", "S")],
        price: { actualPrice: { amount: "20" } },
        sku: "TEE-BLK-S",
        physicalProperties: { weight: 0.3 },
        inventoryItem: { quantity: 3 },
      },
      {
        choices: [choice("Color", "White"), choice("Size", "M")],
        price: { actualPrice: { amount: "22.50" }, compareAtPrice: { amount: "25" } },
        inventoryItem: { quantity: 1 },
      },
    ],
  },
};

describe(`carts and orders on a catalogue v3 store (${testBackend})`, () => {
  let t: TestApp;
  let productId: string;
  let variants: Loose[];
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG", shop: demoShopSettings() });
    ({ productId, variants } = await createV3Product(t, tee));
  });
  afterEach(() => t.close());

  const addToCart = (token: string, lineItems: unknown[]) =>
    buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/add-to-cart", { lineItems });
  const items = () =>
    t.db.query<{ variant_id: string; quantity: number; revision: string }>(
      "select variant_id, quantity, revision::text as revision from v3_inventory_items where product_id = $1 order by variant_id",
      [productId],
    );
  const quantityOf = async (variantId: string) =>
    (await items()).find((item) => item.variant_id === variantId)?.quantity;
  async function orderOf(token: string, lineItems: unknown[]) {
    expect((await addToCart(token, lineItems)).status).toBe(200);
    const checkout = await buyer<Loose>(t, token, "POST", "/ecom/v1/carts/current/create-checkout", {
      channelType: "WEB",
      email: "ada@example.com",
    });
    const checkoutId = checkout.body.checkoutId as string;
    return merchant<Loose>(t, "POST", `/ecom/v1/checkouts/${checkoutId}/create-order`, { id: checkoutId });
  }

  it("prices a line chosen by options from the v3 variant, with colour and text description lines", async () => {
    const reply = await addToCart(await t.visitorToken(), [
      line(productId, 1, { options: { Color: "White", Size: "M" } }),
    ]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [item] = reply.body.cart.lineItems;
    expect(item).toMatchObject({
      productName: { original: "Swatch Tee" },
      price: { amount: "22.50" },
      fullPrice: { amount: "25.00" },
      lineItemPrice: { amount: "22.50" },
      availability: { status: "AVAILABLE", quantityAvailable: 1 },
      descriptionLines: [
        { name: { original: "Color" }, colorInfo: { original: "White", code: "#ffffff" }, lineType: "COLOR" },
        { name: { original: "Size" }, plainText: { original: "M" }, lineType: "PLAIN_TEXT" },
      ],
      physicalProperties: { shippable: true },
      url: { relativePath: `/product-page/${tee.name.toLowerCase().replace(" ", "-")}` },
    });
  });

  it("resolves a line by v3 variant id, with SKU and weight, and shows a short stock as partially available", async () => {
    const black = variants[0]?.id as string;
    const reply = await addToCart(await t.visitorToken(), [line(productId, 4, { variantId: black })]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.cart.lineItems[0]).toMatchObject({
      price: { amount: "20.00" },
      lineItemPrice: { amount: "80.00" },
      physicalProperties: { sku: "TEE-BLK-S", weight: 0.3 },
      availability: { status: "PARTIALLY_AVAILABLE", quantityAvailable: 3 },
    });
  });

  it("refuses choices no v3 variant has, and a v1 product id, with ITEM_NOT_FOUND_IN_CATALOG", async () => {
    const visitor = await t.visitorToken();
    const wrong = await addToCart(visitor, [line(productId, 1, { options: { Color: "Black", Size: "M" } })]);
    expect(wrong.status).toBe(400);
    expect(errorCode(wrong)).toBe("ITEM_NOT_FOUND_IN_CATALOG");
    const unknown = await addToCart(visitor, [line("no-such-product", 1)]);
    expect(unknown.status).toBe(400);
    expect(errorCode(unknown)).toBe("ITEM_NOT_FOUND_IN_CATALOG");
    const cart = await buyer<Loose>(t, visitor, "GET", "/ecom/v1/carts/current");
    expect(cart.status).toBe(404);
  });

  it("takes an order's units from the v3 inventory items with ORDER events, and restock gives them back", async () => {
    const [black, white] = variants.map((v) => v.id as string);
    const before = await items();
    const placed = await orderOf(await t.visitorToken(), [
      line(productId, 2, { variantId: black as string }),
      line(productId, 1, { options: { Color: "White", Size: "M" } }),
    ]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await quantityOf(black as string)).toBe(1);
    expect(await quantityOf(white as string)).toBe(0);
    const after = await items();
    for (const item of after)
      expect(Number(item.revision)).toBe(
        Number(before.find((b) => b.variant_id === item.variant_id)?.revision) + 1,
      );
    const events = await t.db.query<Loose>(
      "select payload from outbox where event_type = $1 and payload->'variants'->0->'changedBy'->>'reason' = 'ORDER' order by id",
      [VARIANTS_CHANGED],
    );
    expect(events.map((e) => e.payload.variants[0])).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: black,
          oldValue: expect.objectContaining({ quantity: 3 }),
          newValue: expect.objectContaining({ quantity: 1 }),
        }),
        expect.objectContaining({
          id: white,
          newValue: expect.objectContaining({ quantity: 0, inStock: false }),
        }),
      ]),
    );
    const product = await merchant<Loose>(t, "GET", `/stores/v3/products/${productId}`);
    expect(product.body.product.inventory.availabilityStatus).toBe("IN_STOCK");

    const canceled = await merchant<Loose>(t, "POST", `/ecom/v1/orders/${placed.body.orderId}/cancel`, {
      id: placed.body.orderId,
      restockAllItems: true,
    });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(await quantityOf(black as string)).toBe(3);
    expect(await quantityOf(white as string)).toBe(1);
    const reverted = await t.db.query(
      "select 1 from outbox where event_type = $1 and payload->'variants'->0->'changedBy'->>'reason' = 'REVERT_INVENTORY_CHANGE'",
      [VARIANTS_CHANGED],
    );
    expect(reverted).toHaveLength(2);
  });

  it("refuses an order asking for more than the inventory item holds, and changes nothing", async () => {
    const white = variants[1]?.id as string;
    const first = await orderOf(await t.visitorToken(), [line(productId, 1, { variantId: white })]);
    expect(first.status).toBe(200);
    const stock = await items();
    const outbox = await t.db.query("select count(*)::int as n from outbox");
    const refused = await orderOf(await t.visitorToken(), [line(productId, 1, { variantId: white })]);
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe("FULL_OUT_OF_STOCK");
    expect(await items()).toEqual(stock);
    expect(await t.db.query("select count(*)::int as n from outbox")).toEqual(outbox);
    expect(await t.db.query("select count(*)::int as n from orders")).toEqual([{ n: 1 }]);
  });

  it("two concurrent orders for the last unit make one order and never a negative quantity", async () => {
    const white = variants[1]?.id as string;
    const results = await Promise.all([
      orderOf(await t.visitorToken(), [line(productId, 1, { variantId: white })]),
      orderOf(await t.visitorToken(), [line(productId, 1, { variantId: white })]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await quantityOf(white)).toBe(0);
  });
});

describe(`carts on the v3 demo store (${testBackend})`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG" });
    await seedDemoStoreV3(t.db, t.config.publicUrl);
  });
  afterEach(() => t.close());

  it("serves a demo product's line with its v3 name, main image and price", async () => {
    const [row] = await t.db.query<{ doc: Loose; variant: Loose }>(
      `select p.doc, v.doc as variant from v3_products p join v3_variants v on v.product_id = p.id
       where p.visible and p.doc->'media'->'main' is not null order by p.name, v.position limit 1`,
    );
    const product = row?.doc as Loose;
    const variant = row?.variant as Loose;
    const reply = await buyer<Loose>(
      t,
      await t.visitorToken(),
      "POST",
      "/ecom/v1/carts/current/add-to-cart",
      {
        lineItems: [line(product.id, 1, { variantId: variant.id })],
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const [item] = reply.body.cart.lineItems;
    expect(item.productName.original).toBe(product.name);
    expect(item.image.url).toBe(product.media.main.image?.url ?? product.media.main.url);
    expect(Number(item.price.amount)).toBe(Number(variant.price.actualPrice.amount));
    expect(item.url.relativePath).toBe(`/product-page/${product.slug}`);
  });
});
