/**
 * Inventory events recorded by real catalogue writes, in the write's transaction: creating with
 * stock, updating stock, tracking or options, overriding variants' stock, deleting options; and
 * none for writes that leave stock alone (price, reset of variant data, delete, a failed write).
 */

import { DEFAULT_VARIANT, type ProductDocument } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { createProduct, merchant } from "./merchant-calls.ts";

const ITEM = "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged";
const VARIANTS = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

interface ChangedVariant {
  id: string;
  oldValue?: { quantity?: number };
  newValue?: { quantity?: number };
}

interface Row {
  event_type: string;
  entity_id: string;
  identity: Record<string, unknown>;
  payload: Record<string, unknown> & { variants?: ChangedVariant[] };
}

/** The inventory events recorded since `after` (an outbox id), oldest first. */
async function inventoryRows(after = 0): Promise<Row[]> {
  return t.db.query<Row>(
    "select event_type, entity_id, identity, payload from outbox where id > $1 and event_type like 'com.wix.ecommerce.inventory.%' order by id",
    [after],
  );
}

async function lastOutboxId(): Promise<number> {
  const [row] = await t.db.query<{ id: string | number | null }>("select max(id) as id from outbox");
  return Number(row?.id ?? 0);
}

/** Sends a merchant write that must succeed and returns its reply body (`Body`, the shape the caller reads). */
async function ok<Body = Record<string, unknown>>(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  body: unknown = {},
): Promise<Body> {
  const reply = await merchant<Body>(t, method, url, body);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}

describe("inventory events from catalogue writes", () => {
  it("records none for a product created without stock, and both for one created with tracked stock", async () => {
    await createProduct(t, { name: "Mug", priceData: { price: 5 } });
    expect(await inventoryRows()).toEqual([]);
    const tee = await createProduct(t, { name: "Tee", stock: { trackInventory: true, quantity: 3 } });
    const rows = await inventoryRows();
    expect(rows.map((r) => [r.event_type, r.entity_id])).toEqual([
      [ITEM, tee.inventoryItemId],
      [VARIANTS, tee.inventoryItemId],
    ]);
    expect(rows[0]?.identity).toEqual({ identityType: "APP", appId: expect.any(String) });
    expect(rows[0]?.payload).toEqual({
      inventoryItemId: tee.inventoryItemId,
      externalId: tee.id,
      trackQuantity: true,
      preorderInfo: { enabled: false },
      updatedDate: tee.lastUpdated,
      fieldMask: "trackQuantity",
    });
    expect(rows[1]?.payload).toEqual({
      inventoryItemId: tee.inventoryItemId,
      externalId: tee.id,
      variants: [
        {
          id: DEFAULT_VARIANT,
          oldValue: { inStock: true, availableForPreorder: false },
          newValue: { inStock: true, quantity: 3, availableForPreorder: false },
          changedBy: { reason: "MANUAL" },
        },
      ],
    });
  });

  it("records a product update of stock: quantity only, then tracking off", async () => {
    const tee = await createProduct(t, { name: "Tee", stock: { trackInventory: true, quantity: 3 } });
    const mark = await lastOutboxId();
    await ok("PATCH", `/stores/v1/products/${tee.id}`, { product: { stock: { quantity: 0 } } });
    const quantity = await inventoryRows(mark);
    expect(quantity.map((r) => r.event_type)).toEqual([VARIANTS]);
    expect(quantity[0]?.payload.variants).toEqual([
      {
        id: DEFAULT_VARIANT,
        oldValue: { inStock: true, quantity: 3, availableForPreorder: false },
        newValue: { inStock: false, quantity: 0, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
    ]);
    const mark2 = await lastOutboxId();
    await ok("PATCH", `/stores/v1/products/${tee.id}`, { product: { stock: { trackInventory: false } } });
    const untracked = await inventoryRows(mark2);
    expect(untracked.map((r) => r.event_type)).toEqual([ITEM, VARIANTS]);
    expect(untracked[0]?.payload).toMatchObject({ trackQuantity: false, externalId: tee.id });
  });

  it("records none for writes that leave stock alone", async () => {
    const tee = await createProduct(t, {
      name: "Tee",
      manageVariants: true,
      stock: { trackInventory: true, quantity: 2 },
      productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
    });
    const mark = await lastOutboxId();
    await ok("PATCH", `/stores/v1/products/${tee.id}`, { product: { name: "Tee II", ribbon: "New" } });
    await ok("POST", "/stores/v1/bulk/products/update", { ids: [tee.id], set: { price: 9 } });
    await ok("PATCH", `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ choices: { Size: "M" }, price: 12 }],
    });
    await ok("POST", `/stores/v1/products/${tee.id}/variants/resetToDefault`);
    const failed = await merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, {
      product: { stock: { quantity: 9 }, productOptions: [{ name: "Size", choices: [] }] },
    });
    expect(failed.status).toBe(400);
    expect(await inventoryRows(mark)).toEqual([]);
    await ok("DELETE", `/stores/v1/products/${tee.id}`);
    expect(await inventoryRows(mark)).toEqual([]);
  });

  it("records the variants whose stock an override changes, and the options' variants coming and going", async () => {
    const tee = await createProduct(t, {
      name: "Tee",
      manageVariants: true,
      stock: { trackInventory: true, quantity: 2 },
      productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
    });
    const [small, medium] = tee.variants as { id: string }[];
    const mark = await lastOutboxId();
    await ok("PATCH", `/stores/v1/products/${tee.id}/variants`, {
      variants: [{ choices: { Size: "M" }, stock: { quantity: 7 } }],
    });
    const override = await inventoryRows(mark);
    expect(override.map((r) => r.event_type)).toEqual([VARIANTS]);
    expect(override[0]?.payload.variants).toEqual([
      {
        id: medium?.id,
        oldValue: { inStock: true, quantity: 2, availableForPreorder: false },
        newValue: { inStock: true, quantity: 7, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
    ]);

    const mark2 = await lastOutboxId();
    const { product } = await ok<{ product: ProductDocument }>("PATCH", `/stores/v1/products/${tee.id}`, {
      product: { productOptions: [{ name: "Size", choices: [{ description: "M" }, { description: "L" }] }] },
    });
    const large = (product.variants as { id: string; choices: { Size: string } }[]).find(
      (v) => v.choices.Size === "L",
    );
    const options = await inventoryRows(mark2);
    expect(options.map((r) => r.event_type)).toEqual([VARIANTS]);
    expect(options[0]?.payload.variants).toEqual([
      {
        id: small?.id,
        oldValue: { inStock: true, quantity: 2, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
      {
        id: large?.id,
        newValue: { inStock: false, quantity: 0, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
    ]);

    const mark3 = await lastOutboxId();
    await ok("DELETE", `/stores/v1/products/${tee.id}/options`);
    const deleted = await inventoryRows(mark3);
    expect(deleted.map((r) => r.event_type)).toEqual([VARIANTS]);
    expect(
      deleted[0]?.payload.variants?.map((v) => [v.id, v.oldValue?.quantity, v.newValue?.quantity]),
    ).toEqual([
      [medium?.id, 7, undefined],
      [large?.id, 0, undefined],
      [DEFAULT_VARIANT, undefined, 0],
    ]);
  });
});
