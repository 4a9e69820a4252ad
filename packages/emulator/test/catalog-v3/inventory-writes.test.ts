/**
 * Catalogue v3 inventory writes: update with revision (quantity, in stock,
 * pre-order settings), bulk decrement and
 * increment (never below zero, all or nothing, safe under concurrent calls),
 * the product's availability and the inventory events in the same transaction.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

type Item = {
  id: string;
  revision: string;
  quantity?: number;
  inStock?: boolean;
  trackQuantity: boolean;
  availabilityStatus: string;
};

async function productWithStock(quantity: number): Promise<{ productId: string; item: Item }> {
  const created = await t.merchant("POST", "/stores/v3/products", {
    product: {
      name: "Mug",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: {
        variants: [{ choices: [], price: { actualPrice: { amount: "12" } }, inventoryItem: { quantity } }],
      },
    },
  });
  const productId = (created.body.product as { id: string }).id;
  const query = await t.merchant("POST", "/stores/v3/inventory-items/query", {
    query: { filter: { productId } },
  });
  const [item] = query.body.inventoryItems as Item[];
  if (!item) throw new Error("no inventory item");
  return { productId, item };
}

async function availability(productId: string) {
  const [row] = await t.db.query<{ availability_status: string }>(
    "select availability_status from v3_products where id = $1",
    [productId],
  );
  return row?.availability_status;
}

const changed = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

describe("update inventory item", () => {
  it("turns pre-order on for a sold-out item: the item and the product's variant say so", async () => {
    const { productId, item } = await productWithStock(0);
    const answer = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: {
        id: item.id,
        revision: item.revision,
        preorderInfo: { enabled: true, message: "Ships in March" },
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.inventoryItem).toMatchObject({
      quantity: 0,
      availabilityStatus: "PREORDER",
      preorderInfo: { enabled: true, message: "Ships in March" },
    });
    const product = await t.merchant("GET", `/stores/v3/products/${productId}`);
    expect(product.body.product).toMatchObject({
      inventory: { preorderStatus: "ENABLED", preorderAvailability: "ALL_VARIANTS" },
      variantsInfo: { variants: [{ inventoryStatus: { inStock: false, preorderEnabled: true } }] },
    });
    const bad = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: "2", preorderInfo: { enabled: "yes" } },
    });
    expect(bad.status).toBe(400);
  });

  it("sets the quantity with the current revision and records InventoryVariantsChanged", async () => {
    const { productId, item } = await productWithStock(3);
    const answer = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: item.revision, quantity: 0 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.inventoryItem).toMatchObject({
      quantity: 0,
      availabilityStatus: "OUT_OF_STOCK",
      revision: "2",
    });
    expect(await availability(productId)).toBe("OUT_OF_STOCK");
    const events = await t.db.query<{
      payload: { variants: { oldValue: { quantity: number }; newValue: { quantity: number } }[] };
    }>("select payload from outbox where event_type = $1 and payload->'variants'->0 ? 'oldValue'", [changed]);
    expect(events).toHaveLength(1);
    expect(events[0]?.payload.variants[0]).toMatchObject({
      oldValue: { quantity: 3 },
      newValue: { quantity: 0 },
    });
    const stale = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: item.revision, quantity: 9 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.details?.applicationError?.code).toBe("REVISION_MISMATCH");
    const negative = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: "2", quantity: -1 },
    });
    expect(negative.status).toBe(400);
    const [row] = await t.db.query<{ quantity: number }>(
      "select quantity from v3_inventory_items where id = $1",
      [item.id],
    );
    expect(row?.quantity).toBe(0);
  });

  it("switches to an in-stock flag (InventoryItemChanged) and is refused to visitors", async () => {
    const { item } = await productWithStock(3);
    const visitor = await t.read("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: item.revision, inStock: true },
    });
    expect(visitor.status).toBe(403);
    const answer = await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: item.revision, inStock: false },
    });
    expect(answer.body.inventoryItem).toMatchObject({ trackQuantity: false, inStock: false });
    const events = await t.db.query(
      "select 1 from outbox where event_type = 'com.wix.ecommerce.inventory.api.v1.InventoryItemChanged'",
    );
    expect(events).toHaveLength(1);
  });
});

describe("bulk decrement and increment", () => {
  it("decrements and increments atomically; an overdraw fails the whole call and changes nothing", async () => {
    const a = await productWithStock(5);
    const b = await productWithStock(1);
    const ok = await t.merchant("POST", "/stores/v3/bulk/inventory-items/decrement", {
      decrementData: [
        { inventoryItemId: a.item.id, decrementBy: 2 },
        { inventoryItemId: b.item.id, decrementBy: 1 },
      ],
      returnEntity: true,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      results: [{ item: { quantity: 3 } }, { item: { quantity: 0, availabilityStatus: "OUT_OF_STOCK" } }],
      bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0 },
    });
    expect(await availability(b.productId)).toBe("OUT_OF_STOCK");
    const overdraw = await t.merchant("POST", "/stores/v3/bulk/inventory-items/decrement", {
      decrementData: [
        { inventoryItemId: a.item.id, decrementBy: 1 },
        { inventoryItemId: b.item.id, decrementBy: 1 },
      ],
    });
    expect(overdraw.status).toBe(400);
    expect(overdraw.body.details?.applicationError?.code).toBe("INSUFFICIENT_INVENTORY");
    const quantities = await t.db.query<{ quantity: number }>(
      "select quantity from v3_inventory_items where id = any($1::text[]) order by quantity desc",
      [[a.item.id, b.item.id]],
    );
    expect(quantities.map((q) => q.quantity)).toEqual([3, 0]);
    const back = await t.merchant("POST", "/stores/v3/bulk/inventory-items/increment", {
      incrementData: [{ inventoryItemId: b.item.id, incrementBy: 4 }],
    });
    expect(back.status).toBe(200);
    expect(await availability(b.productId)).toBe("IN_STOCK");
    const bad = await t.merchant("POST", "/stores/v3/bulk/inventory-items/increment", {
      incrementData: [{ inventoryItemId: b.item.id, incrementBy: 0 }],
    });
    expect(bad.status).toBe(400);
    const missing = await t.merchant("POST", "/stores/v3/bulk/inventory-items/decrement", {
      decrementData: [{ inventoryItemId: "nope", decrementBy: 1 }],
    });
    expect(missing.status).toBe(404);
  });

  it("never sells more than it has under concurrent decrements", async () => {
    const { item } = await productWithStock(5);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.merchant("POST", "/stores/v3/bulk/inventory-items/decrement", {
          decrementData: [{ inventoryItemId: item.id, decrementBy: 1 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(7);
    const [row] = await t.db.query<{ quantity: number }>(
      "select quantity from v3_inventory_items where id = $1",
      [item.id],
    );
    expect(row?.quantity).toBe(0);
    const events = await t.db.query(
      "select 1 from outbox where event_type = $1 and payload->'variants'->0 ? 'oldValue'",
      [changed],
    );
    expect(events).toHaveLength(5);
  });

  it("refuses to decrement an untracked item", async () => {
    const { item } = await productWithStock(2);
    await t.merchant("PATCH", `/stores/v3/inventory-items/${item.id}`, {
      inventoryItem: { id: item.id, revision: item.revision, inStock: true },
    });
    const answer = await t.merchant("POST", "/stores/v3/bulk/inventory-items/decrement", {
      decrementData: [{ inventoryItemId: item.id, decrementBy: 1 }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.details?.applicationError?.code).toBe("INVENTORY_QUANTITY_NOT_TRACKED");
  });
});
