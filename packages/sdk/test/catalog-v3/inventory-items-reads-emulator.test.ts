/**
 * The v3 inventory item reads of `@vitrine/sdk/catalog-v3` against the real emulator over HTTP,
 * on the v3 demo store: a product's items by query, one item by id, and 404 for an unknown id.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { iterateCursorQuery } from "@vitrine/sdk/catalog-v3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 inventory item reads against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];

  // These tests only read, so one seeded store serves them all.
  beforeAll(async () => {
    ({ t, admin } = await listenV3Store());
  });
  afterAll(() => t.close());

  it("queries a product's items and reads one by id", async () => {
    const [product] = (await admin.productsV3.queryProducts().limit(1).find()).items;
    const page = await admin.inventoryItemsV3
      .queryInventoryItems()
      .eq("productId", product?.id ?? "")
      .find();
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.productId === product?.id)).toBe(true);
    const [first] = page.items;
    expect(first?.createdDate).toBeInstanceOf(Date);
    const read = await admin.inventoryItemsV3.getInventoryItem(first?.id ?? "");
    expect(read).toEqual(first);
  });

  it("filters tracked items by quantity and pages through them all", async () => {
    const seen: number[] = [];
    for await (const item of iterateCursorQuery(
      admin.inventoryItemsV3.queryInventoryItems().eq("trackQuantity", true).lt("quantity", 5).limit(10),
    )) {
      expect(item.trackQuantity).toBe(true);
      seen.push(item.quantity ?? Number.NaN);
    }
    expect(seen.every((quantity) => quantity < 5)).toBe(true);
  });

  it("an unknown id is a 404", async () => {
    const error = await applicationFailure(admin.inventoryItemsV3.getInventoryItem("nope"));
    expect(error.status).toBe(404);
  });
});
