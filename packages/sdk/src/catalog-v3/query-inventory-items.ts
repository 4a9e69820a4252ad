/**
 * `queryInventoryItems()`: the typed cursor query over catalogue v3 inventory items
 * (`GET /stores/v3/inventory-items/query`, `.r`; POST when long).
 */
import { defineMethod } from "../core/client-method.js";
import { type CursorQueryBuilder, createCursorQueryBuilder } from "./cursor-query-builder.js";
import type { InventoryItemAvailability, InventoryItemV3 } from "./model/inventory-item.js";

/** Filterable inventory item fields and their value types. */
export interface InventoryItemQueryFields {
  id: string;
  locationId: string;
  variantId: string;
  productId: string;
  createdDate: Date | string;
  updatedDate: Date | string;
  availabilityStatus: InventoryItemAvailability;
  inStock: boolean;
  quantity: number;
  trackQuantity: boolean;
  "preorderInfo.enabled": boolean;
  "product.brand.id": string;
  "product.name": string;
  "product.variantBarcode": string;
  "product.variantName": string;
  "product.variantSku": string;
  "product.directCategoryIds": readonly string[];
}

/** Sortable inventory item fields. */
export type InventoryItemSortField = Exclude<
  keyof InventoryItemQueryFields,
  "id" | "locationId" | "variantId"
>;

/** The inventory items query builder. */
export type InventoryItemsQueryBuilder = CursorQueryBuilder<
  InventoryItemQueryFields,
  InventoryItemSortField,
  InventoryItemV3
>;

/**
 * Starts an inventory items query.
 *
 * @example
 * ```ts
 * const low = await admin.inventoryItemsV3.queryInventoryItems()
 *   .eq("trackQuantity", true).lt("quantity", 3).ascending("quantity").find();
 * ```
 */
export const queryInventoryItems = /* @__PURE__ */ defineMethod(
  (context) => (): InventoryItemsQueryBuilder =>
    createCursorQueryBuilder(context, {
      method: "GET",
      path: "/stores/v3/inventory-items/query",
      items: "inventoryItems",
      dates: ["inventoryItems.createdDate", "inventoryItems.updatedDate"],
    }),
);
