/** The pure diff behind the inventory events: tracking and per-variant stock between two product versions. */

import { DEFAULT_VARIANT } from "@vitrine/emulator/testing";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: builds product documents as the write endpoints do
import { applyProductInput, createProductDocument } from "../../../src/catalog/model/product-changes.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the product input reader
import { readProductInput } from "../../../src/catalog/model/product-input.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the inventory events a write records
import { inventoryEvents } from "../../../src/catalog/writes/inventory-events.ts";
// biome-ignore lint/style/noRestrictedImports: the model functions under test take the store context
import type { StoreContext } from "../../../src/catalog-core/model/store-context.ts";

const context: StoreContext = {
  currency: "USD",
  publicUrl: "http://localhost:4000",
  now: "2026-01-02T03:04:05.000Z",
};
const identity = { identityType: "APP", appId: "importer" } as const;
const ids = { id: "p1", numericId: "1", slug: "tee", inventoryItemId: "item-1" };
let counter = 0;
const newId = () => `v${++counter}`;

const create = (raw: Record<string, unknown>) =>
  createProductDocument(readProductInput(raw, "product", { creating: true }), ids, context, newId);
const update = (doc: ReturnType<typeof create>, raw: Record<string, unknown>) =>
  applyProductInput(doc, readProductInput(raw, "product", { creating: false }), context, newId);
const diff = (before: ReturnType<typeof create> | undefined, after: ReturnType<typeof create>) =>
  inventoryEvents(before, after, identity, context.now);

const ITEM = "com.wix.ecommerce.inventory.api.v1.InventoryItemChanged";
const VARIANTS = "com.wix.ecommerce.inventory.api.v1.InventoryVariantsChanged";

describe("inventoryEvents", () => {
  it("records nothing for a product created without stock, or a change that leaves stock alone", () => {
    const plain = create({ name: "Mug", priceData: { price: 5 } });
    expect(diff(undefined, plain)).toEqual([]);
    expect(diff(plain, update(plain, { name: "Big mug", priceData: { price: 7 } }))).toEqual([]);
    const tracked = create({ name: "Tee", stock: { trackInventory: true, quantity: 3 } });
    expect(diff(tracked, update(tracked, { description: "soft" }))).toEqual([]);
  });

  it("compares a created product with a blank item: tracking turned on and the variant's quantity", () => {
    const tee = create({ name: "Tee", stock: { trackInventory: true, quantity: 3 } });
    expect(diff(undefined, tee)).toEqual([
      {
        eventType: ITEM,
        entityId: "item-1",
        identity,
        payload: {
          inventoryItemId: "item-1",
          externalId: "p1",
          trackQuantity: true,
          preorderInfo: { enabled: false },
          updatedDate: context.now,
          fieldMask: "trackQuantity",
        },
      },
      {
        eventType: VARIANTS,
        entityId: "item-1",
        identity,
        payload: {
          inventoryItemId: "item-1",
          externalId: "p1",
          variants: [
            {
              id: DEFAULT_VARIANT,
              oldValue: { inStock: true, availableForPreorder: false },
              newValue: { inStock: true, quantity: 3, availableForPreorder: false },
              changedBy: { reason: "MANUAL" },
            },
          ],
        },
      },
    ]);
    const soldOut = create({ name: "Cap", stock: { inStock: false } });
    expect(diff(undefined, soldOut).map((e) => e.eventType)).toEqual([VARIANTS]);
    expect(diff(undefined, soldOut)[0]?.payload.variants).toMatchObject([
      { oldValue: { inStock: true }, newValue: { inStock: false } },
    ]);
  });

  it("lists only the variants whose stock changed", () => {
    const tee = create({
      name: "Tee",
      manageVariants: true,
      stock: { trackInventory: true, quantity: 2 },
      productOptions: [{ name: "Size", choices: [{ description: "S" }, { description: "M" }] }],
    });
    const [small, medium] = tee.variants as { id: string; stock: Record<string, unknown> }[];
    const after = {
      ...tee,
      variants: (tee.variants ?? []).map((v) =>
        v.id === small?.id ? { ...v, stock: { trackQuantity: true, quantity: 0, inStock: false } } : v,
      ),
    };
    const events = diff(tee, after);
    expect(events.map((e) => e.eventType)).toEqual([VARIANTS]);
    expect(events[0]?.payload.variants).toEqual([
      {
        id: small?.id,
        oldValue: { inStock: true, quantity: 2, availableForPreorder: false },
        newValue: { inStock: false, quantity: 0, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
    ]);
    expect(medium?.stock).toMatchObject({ quantity: 2 });
  });

  it("records the item change and the variants losing their quantity when tracking stops", () => {
    const tee = create({ name: "Tee", stock: { trackInventory: true, quantity: 4 } });
    const untracked = update(tee, { stock: { trackInventory: false } });
    const events = diff(tee, untracked);
    expect(events.map((e) => e.eventType)).toEqual([ITEM, VARIANTS]);
    expect(events[0]?.payload).toMatchObject({ trackQuantity: false, fieldMask: "trackQuantity" });
    expect(events[1]?.payload.variants).toEqual([
      {
        id: DEFAULT_VARIANT,
        oldValue: { inStock: true, quantity: 4, availableForPreorder: false },
        newValue: { inStock: true, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
    ]);
  });

  it("gives new variants no oldValue and removed ones no newValue when the options change", () => {
    const tee = create({ name: "Tee", stock: { trackInventory: true, quantity: 4 } });
    const sized = update(tee, { productOptions: [{ name: "Size", choices: [{ description: "S" }] }] });
    const [added] = sized.variants ?? [];
    const [event] = diff(tee, sized);
    expect(event?.payload.variants).toEqual([
      {
        id: DEFAULT_VARIANT,
        oldValue: { inStock: true, quantity: 4, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
      {
        id: added?.id,
        newValue: { inStock: false, quantity: 0, availableForPreorder: false },
        changedBy: { reason: "MANUAL" },
      },
    ]);
  });

  it("uses the product id as the item id when a document has none", () => {
    const { inventoryItemId: _, ...doc } = create({ name: "Old", stock: { inStock: false } });
    const [event] = inventoryEvents(undefined, doc, identity, context.now);
    expect(event).toMatchObject({ entityId: "p1", payload: { inventoryItemId: "p1", externalId: "p1" } });
  });
});
