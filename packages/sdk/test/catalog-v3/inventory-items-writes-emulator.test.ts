/**
 * The v3 inventory item writes of `@vitrine/sdk/catalog-v3` against the real emulator over HTTP:
 * a merchant sets a quantity with the item's revision (a stale one is refused), adds and takes
 * stock in bulk, and never below zero (the whole call is refused and changes nothing); a
 * visitor may not write.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 inventory item writes against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];
  let visitor: V3Clients["visitor"];

  beforeEach(async () => {
    ({ t, admin, visitor } = await listenV3Store());
  });
  afterEach(() => t.close());

  /** Two tracked items of one product, set to known quantities. */
  async function trackedItems() {
    const { items } = await admin.inventoryItemsV3
      .queryInventoryItems()
      .eq("trackQuantity", true)
      .limit(100)
      .find();
    const [first, second] = items;
    if (!first?.id || !second?.id) throw new Error("the demo store has fewer than two tracked items");
    const a = await admin.inventoryItemsV3.updateInventoryItem(first.id, {
      revision: first.revision ?? "",
      quantity: 5,
    });
    const b = await admin.inventoryItemsV3.updateInventoryItem(second.id, {
      revision: second.revision ?? "",
      quantity: 1,
    });
    return [a, b] as const;
  }

  it("sets a quantity with the revision and refuses a stale one", async () => {
    const [item] = await trackedItems();
    expect(item.quantity).toBe(5);
    expect(item.updatedDate).toBeInstanceOf(Date);
    const restocked = await admin.inventoryItemsV3.updateInventoryItem(
      item.id ?? "",
      { revision: item.revision ?? "", quantity: 12 },
      { reason: "MANUAL" },
    );
    expect(restocked.quantity).toBe(12);
    expect(restocked.revision).not.toBe(item.revision);
    const stale = await applicationFailure(
      admin.inventoryItemsV3.updateInventoryItem(item.id ?? "", {
        revision: item.revision ?? "",
        quantity: 1,
      }),
    );
    expect([stale.status, stale.code]).toEqual([409, "REVISION_MISMATCH"]);
    expect((await admin.inventoryItemsV3.getInventoryItem(item.id ?? "")).quantity).toBe(12);
  });

  it("adds and takes stock in bulk, returning the items when asked", async () => {
    const [a, b] = await trackedItems();
    const added = await admin.inventoryItemsV3.bulkIncrementInventoryItems(
      [
        { inventoryItemId: a.id ?? "", incrementBy: 3 },
        { inventoryItemId: b.id ?? "", incrementBy: 1 },
      ],
      { returnEntity: true, reason: "MANUAL" },
    );
    expect(added.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    expect(added.results?.map((r) => r.item?.quantity)).toEqual([8, 2]);
    expect(added.results?.[0]?.item?.updatedDate).toBeInstanceOf(Date);

    const taken = await admin.inventoryItemsV3.bulkDecrementInventoryItems([
      { inventoryItemId: a.id ?? "", decrementBy: 8 },
    ]);
    expect(taken.results?.[0]?.itemMetadata).toMatchObject({ id: a.id, success: true });
    const emptied = await admin.inventoryItemsV3.getInventoryItem(a.id ?? "");
    expect([emptied.quantity, emptied.availabilityStatus]).toEqual([0, "OUT_OF_STOCK"]);
  });

  it("never goes below zero: the whole call is refused and changes nothing", async () => {
    const [a, b] = await trackedItems();
    const refused = await applicationFailure(
      admin.inventoryItemsV3.bulkDecrementInventoryItems([
        { inventoryItemId: a.id ?? "", decrementBy: 1 },
        { inventoryItemId: b.id ?? "", decrementBy: 2 },
      ]),
    );
    expect([refused.status, refused.code]).toEqual([400, "INSUFFICIENT_INVENTORY"]);
    expect((await admin.inventoryItemsV3.getInventoryItem(a.id ?? "")).quantity).toBe(5);
    expect((await admin.inventoryItemsV3.getInventoryItem(b.id ?? "")).quantity).toBe(1);
  });

  it("a visitor may not write", async () => {
    const [a] = await trackedItems();
    const refused = await applicationFailure(
      visitor.inventoryItemsV3.bulkIncrementInventoryItems([{ inventoryItemId: a.id ?? "", incrementBy: 1 }]),
    );
    expect([refused.status, refused.code]).toEqual([403, "PERMISSION_DENIED"]);
    expect((await admin.inventoryItemsV3.getInventoryItem(a.id ?? "")).quantity).toBe(5);
  });
});
