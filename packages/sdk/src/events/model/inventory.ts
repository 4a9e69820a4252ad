/**
 * Payloads of the inventory events (`com.wix.ecommerce.inventory.api.v1.*`): an inventory item's
 * settings changed, or some of its variants' stock changed. Wire field names (`externalId` is the
 * product id; the provider's client types name it `productId`, and the emulator sends both); `Time` is `Date` once the event's timestamps are converted, or `string` for raw
 * JSON.
 */

import { INVENTORY_CHANGE_REASONS as SETTABLE_REASONS } from "../../catalog-v3/model/inventory-item.js";

/**
 * Every {@link InventoryChangeReason}: the reasons a stock update may give, and `UNKNOWN` for a
 * change that gave none.
 */
export const INVENTORY_CHANGE_REASONS = ["UNKNOWN", ...SETTABLE_REASONS] as const;
/** Why a variant's stock changed. */
export type InventoryChangeReason = (typeof INVENTORY_CHANGE_REASONS)[number];

/** Pre-order settings of an inventory item. */
export interface PreorderInfo {
  enabled?: boolean;
  /** Shown to buyers while the item is out of stock and pre-order is on. */
  message?: string | null;
  /** How many can be pre-ordered once stock reaches zero. */
  limit?: number | null;
}

/**
 * Payload of the inventory item changed event. `fieldMask` lists the changed fields (the wire's
 * comma-separated mask, split).
 *
 * @example
 * ```ts
 * function onItem({ data }: { data: InventoryItemChanged }) {
 *   if (data.fieldMask?.includes("trackQuantity")) refresh(data.externalId);
 * }
 * ```
 */
export interface InventoryItemChanged<Time = Date> {
  inventoryItemId?: string;
  /** The product id. */
  externalId?: string;
  /** The product id, under the name the provider's published client types use. */
  productId?: string;
  trackQuantity?: boolean;
  /** `trackQuantity`, under the name the provider's published client types use. */
  trackInventory?: boolean;
  preorderInfo?: PreorderInfo;
  updatedDate?: Time | null;
  fieldMask?: string[];
}

/** Stock of a variant before or after a change. */
export interface InventoryVariantValue {
  inStock?: boolean;
  quantity?: number | null;
  /** Out of stock with pre-order enabled. */
  availableForPreorder?: boolean;
}

/** One variant whose stock changed. */
export interface ChangedInventoryVariant {
  /** The variant id. */
  id?: string;
  oldValue?: InventoryVariantValue;
  newValue?: InventoryVariantValue;
  changedBy?: { reason?: InventoryChangeReason };
}

/**
 * Payload of the inventory variants changed event.
 *
 * @example
 * ```ts
 * function onVariants({ data }: { data: InventoryVariantsChanged }) {
 *   for (const v of data.variants ?? []) if (v.newValue?.inStock === false) markSoldOut(data.externalId, v.id);
 * }
 * ```
 */
export interface InventoryVariantsChanged<Time = Date> {
  inventoryItemId?: string;
  /** The product id. */
  externalId?: string;
  /** The product id, under the name the provider's published client types use. */
  productId?: string;
  variants?: ChangedInventoryVariant[];
  updatedDate?: Time | null;
}
