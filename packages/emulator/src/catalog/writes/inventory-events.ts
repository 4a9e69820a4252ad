/**
 * Inventory events for the outbox, from the difference between two versions
 * of a product: `InventoryItemChanged` when the item's tracking changes, and
 * `InventoryVariantsChanged` listing only the variants whose stock changed,
 * with the change's reason: `MANUAL` for a merchant's catalogue write, `ORDER`
 * when an order takes units, `REVERT_INVENTORY_CHANGE` when a canceled order
 * puts them back. A new
 * product is compared with a blank inventory item (untracked, every variant in
 * stock), so a product created without stock records none. A variant that did
 * not exist before has no `oldValue`; one that no longer exists has no
 * `newValue`. The emulator has no pre-order, so `availableForPreorder` is
 * always `false` and `preorderInfo` `{enabled: false}`. Deleting a product
 * records no inventory event (its item goes with it).
 */
import type { InventoryChangeReason } from "@vitrine/sdk/catalog-v3";
import { INVENTORY_ITEM_CHANGED, INVENTORY_VARIANTS_CHANGED } from "../../events/inventory-event-types.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import type { ProductDocument, VariantDocument } from "../model/product-document.ts";

/** A variant's stock as the inventory events carry it. */
export interface InventoryValue {
  inStock: boolean;
  quantity?: number;
  availableForPreorder: boolean;
}

/**
 * A variant's stock as the inventory events carry it (`quantity` only when it is tracked).
 *
 * @example
 * ```ts
 * inventoryValue(variant); // { inStock: true, quantity: 5, availableForPreorder: false }
 * ```
 */
export function inventoryValue(variant: VariantDocument): InventoryValue {
  const stock = variant.stock;
  return {
    inStock: stock?.inStock ?? true,
    ...(stock?.trackQuantity === true ? { quantity: stock.quantity ?? 0 } : {}),
    availableForPreorder: false,
  };
}

const BLANK: InventoryValue = { inStock: true, availableForPreorder: false };

function same(a: InventoryValue | undefined, b: InventoryValue | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return a.inStock === b.inStock && a.quantity === b.quantity;
}

function values(product: ProductDocument): Map<string, InventoryValue> {
  return new Map(((product.variants ?? []) as VariantDocument[]).map((v) => [v.id, inventoryValue(v)]));
}

/**
 * The inventory events of one product change: `before` is absent for a created product; pass
 * the saved `after`; `reason` says why (default `MANUAL`). Returns no events when neither
 * tracking nor any variant's stock changed.
 *
 * @example
 * ```ts
 * await recordEvents(tx, inventoryEvents(before, after, identity, context.now));
 * ```
 */
export function inventoryEvents(
  before: ProductDocument | undefined,
  after: ProductDocument,
  identity: EventIdentity,
  now: string,
  reason: InventoryChangeReason = "MANUAL",
): OutboxEvent[] {
  const inventoryItemId = after.inventoryItemId ?? after.id;
  const base = { inventoryItemId, externalId: after.id };
  const events: OutboxEvent[] = [];
  const tracked = after.stock?.trackInventory === true;
  if ((before?.stock?.trackInventory === true) !== tracked) {
    events.push({
      eventType: INVENTORY_ITEM_CHANGED,
      entityId: inventoryItemId,
      identity,
      payload: {
        ...base,
        trackQuantity: tracked,
        preorderInfo: { enabled: false },
        updatedDate: now,
        fieldMask: "trackQuantity",
      },
    });
  }
  const old = before ? values(before) : undefined;
  const current = values(after);
  const variants = [];
  for (const id of new Set([...(old?.keys() ?? []), ...current.keys()])) {
    const oldValue = old ? old.get(id) : BLANK;
    const newValue = current.get(id);
    if (same(oldValue, newValue)) continue;
    variants.push({
      id,
      ...(oldValue ? { oldValue } : {}),
      ...(newValue ? { newValue } : {}),
      changedBy: { reason },
    });
  }
  if (variants.length > 0) {
    events.push({
      eventType: INVENTORY_VARIANTS_CHANGED,
      entityId: inventoryItemId,
      identity,
      payload: { ...base, variants },
    });
  }
  return events;
}
