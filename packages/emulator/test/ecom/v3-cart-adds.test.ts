/**
 * Adds to a cart by id on a catalogue v3 store, where a product's price,
 * variants and stock live in rows of their own: an add made after any of them
 * changed prices and checks the line from the changed rows, not from what the
 * previous add read. Many adds to many carts at once each land once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { createV3Product, line, merchant } from "./support/shop-calls.ts";

// biome-ignore lint/suspicious/noExplicitAny: tests read response bodies by path and assert on them
type Loose = Record<string, any>;

const lamp = {
  name: "Desk Lamp",
  productType: "PHYSICAL",
  physicalProperties: {},
  variantsInfo: {
    variants: [{ price: { actualPrice: { amount: "40" } }, inventoryItem: { quantity: 6 } }],
  },
};

describe(`adds to carts by id on a catalogue v3 store (${testBackend})`, () => {
  let t: TestApp;
  let productId: string;
  let variantId: string;
  beforeEach(async () => {
    t = await startTestApp({ catalogVersion: "V3_CATALOG" });
    ({ productId, variantId } = await createV3Product(t, lamp));
  });
  afterEach(() => t.close());

  const newCart = async () => {
    const made = await merchant<Loose>(t, "POST", "/ecom/v1/carts", { lineItems: [line(productId, 1)] });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.cart.id as string;
  };
  const addOne = (cartId: string) =>
    merchant<Loose>(t, "POST", `/ecom/v1/carts/${cartId}/add-to-cart`, { lineItems: [line(productId, 1)] });

  it("prices and checks each add from the variant and inventory rows as they are now", async () => {
    const cartId = await newCart();
    expect((await addOne(cartId)).body.cart.lineItems[0]).toMatchObject({
      quantity: 2,
      price: { amount: "40.00" },
      availability: { status: "AVAILABLE" },
    });

    const [item] = await t.db.query<{ id: string; revision: string }>(
      "select id, revision::text as revision from v3_inventory_items where variant_id = $1",
      [variantId],
    );
    const restocked = await merchant<Loose>(t, "PATCH", `/stores/v3/inventory-items/${item?.id}`, {
      inventoryItem: { id: item?.id, revision: item?.revision, quantity: 2 },
    });
    expect(restocked.status, JSON.stringify(restocked.body)).toBe(200);
    expect((await addOne(cartId)).body.cart.lineItems[0]).toMatchObject({
      quantity: 3,
      availability: { status: "PARTIALLY_AVAILABLE", quantityAvailable: 2 },
    });

    // A change to the inventory row alone (as another process's order would make it).
    await t.db.query("update v3_inventory_items set quantity = 1 where variant_id = $1", [variantId]);
    expect((await addOne(cartId)).body.cart.lineItems[0]).toMatchObject({
      quantity: 4,
      availability: { status: "PARTIALLY_AVAILABLE", quantityAvailable: 1 },
    });

    const [product] = await t.db.query<{ revision: string }>(
      "select doc->>'revision' as revision from v3_products where id = $1",
      [productId],
    );
    const repriced = await merchant<Loose>(t, "PATCH", `/stores/v3/products/${productId}`, {
      product: {
        id: productId,
        revision: product?.revision,
        options: [],
        variantsInfo: { variants: [{ id: variantId, price: { actualPrice: { amount: "35" } } }] },
      },
    });
    expect(repriced.status, JSON.stringify(repriced.body)).toBe(200);
    expect((await addOne(cartId)).body.cart.lineItems[0]).toMatchObject({
      quantity: 5,
      price: { amount: "35.00" },
    });
  });

  it("lands every one of many adds to many carts made at once, each cart's exactly once", async () => {
    const cartIds = await Promise.all(Array.from({ length: 8 }, () => newCart()));
    for (const cartId of cartIds) expect((await addOne(cartId)).status).toBe(200);
    const replies = await Promise.all(
      cartIds.flatMap((cartId) => Array.from({ length: 5 }, () => addOne(cartId))),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const rows = await t.db.query<{ quantity: number }>(
      "select (doc->'lineItems'->0->>'quantity')::int as quantity from carts where id = any($1::text[])",
      [cartIds],
    );
    expect(rows.map((row) => row.quantity)).toEqual(cartIds.map(() => 7));
  });
});
