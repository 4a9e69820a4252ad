/**
 * An inventory item row as the provider's inventory items API serves it:
 * tracking method (`quantity` when tracked, else `inStock`), availability
 * (`PREORDER` when out of stock but taking pre-orders with capacity left),
 * pre-order settings (for a tracked item its `limit`, the units pre-ordered
 * and not yet covered by stock as `counter`, and what is left as `quantity`),
 * and the product and variant it stocks.
 */
import {
  availableForPreorder,
  DEFAULT_PREORDER_LIMIT,
  type InventoryItemRow,
  itemInStock,
  preorderCapacity,
} from "../store/inventory-rows.ts";

/** A row with its product's and variant's names (the `product` part of the item). */
export type InventoryItemWithProduct = InventoryItemRow & {
  product_name: string;
  category_ids: string[];
  variant_sku: string | null;
  variant_visible: boolean;
  variant_name: string | null;
};

/** The select list of an inventory item with its product part (`i` items, `p` products, `v` variants). */
export const INVENTORY_ITEM_SELECT = `i.id, i.variant_id, i.product_id, i.location_id, i.track_quantity, i.quantity,
  i.in_stock, i.preorder_enabled, i.preorder_message, i.preorder_limit, i.revision::text as revision, i.created_date, i.updated_date, p.name as product_name,
  p.category_ids, v.sku as variant_sku, v.visible as variant_visible,
  (select string_agg(c->'optionChoiceNames'->>'choiceName', ' / ' order by ord)
     from jsonb_array_elements(v.doc->'choices') with ordinality as x(c, ord)) as variant_name`;

/** The `from` clause joining an item to its variant and product. */
export const INVENTORY_ITEM_FROM =
  "v3_inventory_items i join v3_variants v on v.id = i.variant_id join v3_products p on p.id = i.product_id";

/**
 * The wire inventory item of `row`.
 *
 * @example
 * ```ts
 * inventoryItemWire(row).availabilityStatus; // "IN_STOCK"
 * ```
 */
export function inventoryItemWire(row: InventoryItemWithProduct): Record<string, unknown> {
  const inStock = itemInStock(row);
  return {
    id: row.id,
    revision: row.revision,
    createdDate: new Date(row.created_date).toISOString(),
    updatedDate: new Date(row.updated_date).toISOString(),
    variantId: row.variant_id,
    locationId: row.location_id,
    productId: row.product_id,
    trackQuantity: row.track_quantity,
    ...(row.track_quantity ? { quantity: row.quantity ?? 0 } : { inStock: row.in_stock }),
    availabilityStatus: inStock ? "IN_STOCK" : availableForPreorder(row) ? "PREORDER" : "OUT_OF_STOCK",
    preorderInfo: {
      enabled: row.preorder_enabled,
      ...(row.preorder_message ? { message: row.preorder_message } : {}),
      ...(row.track_quantity
        ? {
            limit: row.preorder_limit ?? DEFAULT_PREORDER_LIMIT,
            counter: Math.max(0, -(row.quantity ?? 0)),
            quantity: preorderCapacity(row),
          }
        : {}),
    },
    product: {
      name: row.product_name,
      directCategoryIds: row.category_ids,
      variantName: row.variant_name ?? null,
      variantSku: row.variant_sku,
      variantVisible: row.variant_visible,
    },
  };
}
