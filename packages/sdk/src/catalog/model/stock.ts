/** Stock of v1 products and variants. */
import type { InventoryStatus } from "./enums.js";

/**
 * Stock of a product.
 *
 * @example
 * ```ts
 * const soldOut = product.stock?.inventoryStatus === "OUT_OF_STOCK";
 * ```
 */
export interface Stock {
  trackInventory?: boolean;
  quantity?: number | null;
  inStock?: boolean;
  inventoryStatus?: InventoryStatus;
}

/**
 * Stock of one variant.
 *
 * @example
 * ```ts
 * const left = variant.stock?.trackQuantity ? variant.stock.quantity : undefined;
 * ```
 */
export interface VariantStock {
  trackQuantity?: boolean;
  quantity?: number | null;
  inStock?: boolean;
}
