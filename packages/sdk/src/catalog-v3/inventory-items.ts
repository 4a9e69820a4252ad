/**
 * Catalogue v3 inventory item calls: read one (`GET /stores/v3/inventory-items/{inventoryItemId}`),
 * change one with its current `revision` (`PATCH /stores/v3/inventory-items/{inventoryItem.id}`),
 * and add to or take from many at once (`POST /stores/v3/bulk/inventory-items/increment` and
 * `…/decrement`). Writes need a merchant or app credential.
 */
import type { BulkActionMetadata, ItemMetadata } from "../catalog/model/bulk-result.js";
import { defineCall } from "../core/define-call.js";
import type { InventoryChangeReason, InventoryItemV3 } from "./model/inventory-item.js";

const ITEM_DATES = ["inventoryItem.createdDate", "inventoryItem.updatedDate"] as const;
const RESULT_DATES = ["results.item.createdDate", "results.item.updatedDate"] as const;

const itemOf = (wire: { inventoryItem: InventoryItemV3 }) => wire.inventoryItem;

/** An inventory item change: its current `revision` and the fields to change. */
export type InventoryItemUpdate = Omit<InventoryItemV3, "id" | "revision" | "createdDate" | "updatedDate"> & {
  revision: string;
};

/** How much to add to one item. */
export interface IncrementData {
  inventoryItemId: string;
  incrementBy: number;
}

/** How much to take from one item. */
export interface DecrementData {
  inventoryItemId: string;
  decrementBy: number;
  /** Whether the units are taken as a pre-order. */
  preorderRequest?: boolean;
}

/** Options of a bulk increment. */
export interface BulkIncrementOptions {
  /** Whether each result carries the changed item (`item`). */
  returnEntity?: boolean;
  /** Why the stock changes (recorded with the change). */
  reason?: InventoryChangeReason;
}

/** Options of a bulk decrement. */
export interface BulkDecrementOptions extends BulkIncrementOptions {
  /** Whether a decrement below zero fails (default: the provider's). */
  restrictInventory?: boolean | null;
}

/** One item's result in a bulk increment or decrement. */
export interface BulkInventoryItemResult {
  itemMetadata?: ItemMetadata;
  /** The changed item, with `returnEntity`. */
  item?: InventoryItemV3;
}

/** The answer of a bulk increment or decrement. */
export interface BulkInventoryItemsResult {
  results?: BulkInventoryItemResult[];
  bulkActionMetadata?: BulkActionMetadata;
}

/**
 * Reads an inventory item.
 *
 * @example
 * ```ts
 * const item = await admin.inventoryItemsV3.getInventoryItem(id);
 * ```
 */
export const getInventoryItem = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/stores/v3/inventory-items/{inventoryItemId}",
  request: (inventoryItemId: string) => ({ query: { inventoryItemId } }),
  dates: ITEM_DATES,
  response: itemOf,
});

/**
 * Changes an inventory item (quantity, tracking, pre-order settings). Pass its current `revision`:
 * a stale one fails with an `ApplicationError` (409); the answer carries the next revision.
 *
 * @example
 * ```ts
 * const restocked = await admin.inventoryItemsV3.updateInventoryItem(item.id, { revision: item.revision, quantity: 12 }, { reason: "MANUAL" });
 * ```
 */
export const updateInventoryItem = /* @__PURE__ */ defineCall({
  method: "PATCH",
  path: "/stores/v3/inventory-items/{inventoryItem.id}",
  request: (
    id: string,
    inventoryItem: InventoryItemUpdate,
    { reason }: { reason?: InventoryChangeReason } = {},
  ) => ({
    body: { inventoryItem: { ...inventoryItem, id }, reason },
  }),
  dates: ITEM_DATES,
  response: itemOf,
});

/**
 * Adds stock to items whose quantity is tracked.
 *
 * @example
 * ```ts
 * await admin.inventoryItemsV3.bulkIncrementInventoryItems([{ inventoryItemId: id, incrementBy: 3 }], { returnEntity: true });
 * ```
 */
export const bulkIncrementInventoryItems = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/bulk/inventory-items/increment",
  request: (incrementData: IncrementData[], { returnEntity, reason }: BulkIncrementOptions = {}) => ({
    body: { incrementData, returnEntity, reason },
  }),
  dates: RESULT_DATES,
  response: (wire: BulkInventoryItemsResult) => wire,
});

/**
 * Takes stock from items whose quantity is tracked; stock never goes below zero.
 *
 * @example
 * ```ts
 * const { results } = await admin.inventoryItemsV3.bulkDecrementInventoryItems([{ inventoryItemId: id, decrementBy: 1 }]);
 * ```
 */
export const bulkDecrementInventoryItems = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/stores/v3/bulk/inventory-items/decrement",
  request: (
    decrementData: DecrementData[],
    { restrictInventory, returnEntity, reason }: BulkDecrementOptions = {},
  ) => ({ body: { decrementData, restrictInventory, returnEntity, reason } }),
  dates: RESULT_DATES,
  response: (wire: BulkInventoryItemsResult) => wire,
});
