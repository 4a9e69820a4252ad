/**
 * The catalogue v3 inventory item: the stock of one variant at one location, tracked either as
 * a quantity (`trackQuantity`) or as in / out of stock. Wire field names; `Time` is `Date` for
 * SDK users, `string` for raw JSON.
 */

/**
 * Why a stock level changed.
 *
 * @example
 * ```ts
 * INVENTORY_CHANGE_REASONS.includes("MANUAL"); // true
 * ```
 */
export const INVENTORY_CHANGE_REASONS = ["ORDER", "MANUAL", "REVERT_INVENTORY_CHANGE"] as const;
/** One of {@link INVENTORY_CHANGE_REASONS}. */
export type InventoryChangeReason = (typeof INVENTORY_CHANGE_REASONS)[number];

/** Whether an inventory item can be bought. */
export type InventoryItemAvailability = "OUT_OF_STOCK" | "IN_STOCK" | "PREORDER";

/** Pre-order settings of an inventory item. */
export interface InventoryPreorderInfo {
  enabled?: boolean | null;
  /** Message shown to buyers. */
  message?: string | null;
  /** How many may be pre-ordered. */
  limit?: number | null;
  /** How many have been pre-ordered. */
  counter?: number | null;
  /** How many may still be pre-ordered. */
  quantity?: number | null;
}

/**
 * A v3 inventory item.
 *
 * @example
 * ```ts
 * const item = await client.inventoryItemsV3.getInventoryItem(id);
 * console.log(item.trackQuantity ? item.quantity : item.inStock, item.availabilityStatus);
 * ```
 */
export interface InventoryItemV3<Time = Date> {
  id?: string | null;
  /** Increases on every change; send it back to update the item. */
  revision?: string | null;
  createdDate?: Time | null;
  updatedDate?: Time | null;
  variantId?: string;
  locationId?: string | null;
  productId?: string;
  /** Whether `quantity` is tracked (otherwise `inStock` says it all). */
  trackQuantity?: boolean;
  /** Units in stock, when tracked. */
  quantity?: number;
  /** In stock, when the quantity is not tracked. */
  inStock?: boolean;
  availabilityStatus?: InventoryItemAvailability;
  preorderInfo?: InventoryPreorderInfo;
  /** What the item's product says about it. */
  product?: {
    name?: string | null;
    directCategoryIds?: string[];
    variantName?: string | null;
    variantSku?: string | null;
    variantVisible?: boolean | null;
  };
}
