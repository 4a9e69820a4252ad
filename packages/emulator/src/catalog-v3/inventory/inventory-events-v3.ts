/**
 * The inventory events of catalogue v3 stock changes, in the provider's
 * inventory event shapes: `InventoryVariantsChanged` with the variant's old
 * and new stock, and `InventoryItemChanged` when tracking is switched or the
 * pre-order settings change (`fieldMask` naming which).
 */
import type { InventoryChangeReason } from "@vitrine/sdk/catalog-v3";
import { INVENTORY_ITEM_CHANGED, INVENTORY_VARIANTS_CHANGED } from "../../events/inventory-event-types.ts";
import type { EventIdentity, OutboxEvent } from "../../events/outbox.ts";
import { availableForPreorder, type InventoryItemRow, itemInStock } from "../store/inventory-rows.ts";

type Stock = Pick<InventoryItemRow, "track_quantity" | "quantity" | "in_stock"> &
  Partial<Pick<InventoryItemRow, "preorder_enabled" | "preorder_limit" | "preorder_message">>;

/** The item's pre-order settings after a change (what `after` does not say stays as `before`). */
function preorderInfo(before: InventoryItemRow, after: Stock) {
  const message = after.preorder_message !== undefined ? after.preorder_message : before.preorder_message;
  const limit = after.preorder_limit !== undefined ? after.preorder_limit : before.preorder_limit;
  return {
    enabled: after.preorder_enabled ?? before.preorder_enabled,
    ...(message ? { message } : {}),
    ...(limit !== null ? { limit } : {}),
  };
}

function value(row: Stock) {
  return {
    inStock: itemInStock(row),
    ...(row.track_quantity ? { quantity: row.quantity ?? 0 } : {}),
    availableForPreorder: availableForPreorder({
      ...row,
      preorder_enabled: row.preorder_enabled ?? false,
      preorder_limit: row.preorder_limit ?? null,
    }),
  };
}

/** The item an event is about. */
type ItemRef = Pick<InventoryItemRow, "id" | "product_id" | "variant_id">;

/**
 * `InventoryVariantsChanged` for an item that appears (no `oldValue`: a new variant) or goes
 * away (no `newValue`: a removed variant or product).
 *
 * @example
 * ```ts
 * await recordEvents(tx, [itemLifecycleEvent(item, undefined, stock, identity)]);
 * ```
 */
export function itemLifecycleEvent(
  item: ItemRef,
  before: Stock | undefined,
  after: Stock | undefined,
  identity: EventIdentity,
): OutboxEvent {
  return {
    eventType: INVENTORY_VARIANTS_CHANGED,
    entityId: item.id,
    identity,
    payload: {
      inventoryItemId: item.id,
      externalId: item.product_id,
      variants: [
        {
          id: item.variant_id,
          ...(before ? { oldValue: value(before) } : {}),
          ...(after ? { newValue: value(after) } : {}),
          changedBy: { reason: "MANUAL" },
        },
      ],
    },
  };
}

/**
 * The events of one item's change from `before` to `after` (none when its stock is the same), changed
 * for `reason` (a merchant's edit, an order, or an order's cancellation with restock).
 *
 * @example
 * ```ts
 * await recordEvents(tx, inventoryChangeEvents(before, after, identity, now));
 * ```
 */
export function inventoryChangeEvents(
  before: InventoryItemRow,
  after: Stock,
  identity: EventIdentity,
  now: string,
  reason: InventoryChangeReason = "MANUAL",
): OutboxEvent[] {
  const base = { inventoryItemId: before.id, externalId: before.product_id };
  const events: OutboxEvent[] = [];
  const preorder = preorderInfo(before, after);
  const fieldMask = [
    ...(before.track_quantity !== after.track_quantity ? ["trackQuantity"] : []),
    ...(preorder.enabled !== before.preorder_enabled ||
    (preorder.message ?? null) !== before.preorder_message ||
    (preorder.limit ?? null) !== before.preorder_limit
      ? ["preorderInfo"]
      : []),
  ];
  if (fieldMask.length > 0)
    events.push({
      eventType: INVENTORY_ITEM_CHANGED,
      entityId: before.id,
      identity,
      payload: {
        ...base,
        trackQuantity: after.track_quantity,
        preorderInfo: preorder,
        updatedDate: now,
        fieldMask: fieldMask.join(","),
      },
    });
  const oldValue = value(before);
  const newValue = value(after);
  if (oldValue.inStock !== newValue.inStock || oldValue.quantity !== newValue.quantity)
    events.push({
      eventType: INVENTORY_VARIANTS_CHANGED,
      entityId: before.id,
      identity,
      payload: {
        ...base,
        variants: [{ id: before.variant_id, oldValue, newValue, changedBy: { reason } }],
      },
    });
  return events;
}
