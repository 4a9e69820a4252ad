/**
 * Catalogue v3 inventory items in the database: one per variant in the
 * default location, tracking a quantity or a plain in-stock flag. A quantity
 * is below zero only by the units of orders taken as pre-orders, never past
 * the item's pre-order limit (`preorderCapacity`). The product row's
 * `availability_status` and `preorder_variants` are kept in step in the same
 * transaction.
 */
import type { Queryable } from "../../db/database.ts";
import type { StockDraft } from "../model/product-draft.ts";
import { DEFAULT_LOCATION_ID } from "../model/product-v3-document.ts";

/** An inventory item row. */
export interface InventoryItemRow {
  id: string;
  variant_id: string;
  product_id: string;
  location_id: string;
  track_quantity: boolean;
  quantity: number | null;
  in_stock: boolean;
  /** Whether the variant takes orders while out of stock, and what the shopper is told. */
  preorder_enabled: boolean;
  preorder_message: string | null;
  /** How many units may be pre-ordered once the stock is used up (null: the provider's default). */
  preorder_limit: number | null;
  revision: string;
  created_date: Date;
  updated_date: Date;
}

/** The columns every inventory read selects (revision as text). */
export const INVENTORY_COLUMNS =
  "i.id, i.variant_id, i.product_id, i.location_id, i.track_quantity, i.quantity, i.in_stock, i.preorder_enabled, i.preorder_message, i.preorder_limit, i.revision::text as revision, i.created_date, i.updated_date";

/** Whether an item is in stock: a tracked quantity above zero, or the flag. */
export function itemInStock(
  row: Pick<InventoryItemRow, "track_quantity" | "quantity" | "in_stock">,
): boolean {
  return row.track_quantity ? (row.quantity ?? 0) > 0 : row.in_stock;
}

/** The provider's pre-order limit of an item that sets none. */
export const DEFAULT_PREORDER_LIMIT = 100_000;

/** The stock fields pre-order reads. */
export type PreorderStock = Pick<
  InventoryItemRow,
  "track_quantity" | "quantity" | "in_stock" | "preorder_enabled" | "preorder_limit"
>;

/**
 * The units of a tracked item still open to pre-order: its limit less the units pre-ordered and
 * not yet covered by stock (a negative quantity); 0 when pre-order is off or the item is untracked.
 *
 * @example
 * ```ts
 * preorderCapacity({ track_quantity: true, quantity: -2, in_stock: false, preorder_enabled: true, preorder_limit: 5 }); // 3
 * ```
 */
export function preorderCapacity(row: PreorderStock): number {
  if (!row.preorder_enabled || !row.track_quantity) return 0;
  const limit = row.preorder_limit ?? DEFAULT_PREORDER_LIMIT;
  return Math.max(0, limit - Math.max(0, -(row.quantity ?? 0)));
}

/**
 * Whether an item out of stock takes pre-orders: pre-order on and, when tracked, capacity left.
 *
 * @example
 * ```ts
 * availableForPreorder(row); // true for a sold-out item taking pre-orders
 * ```
 */
export function availableForPreorder(row: PreorderStock): boolean {
  if (!row.preorder_enabled || itemInStock(row)) return false;
  return !row.track_quantity || preorderCapacity(row) > 0;
}

/**
 * Inserts the inventory item of a new variant in the default location.
 *
 * @example
 * ```ts
 * await insertInventoryItem(tx, { id, variantId, productId, stock: { quantity: 5 }, now });
 * ```
 */
export async function insertInventoryItem(
  tx: Queryable,
  item: {
    id: string;
    variantId: string;
    productId: string;
    stock: StockDraft;
    now: string;
    /** Pre-order while out of stock, with its message. */
    preorder?: { message: string | null };
  },
): Promise<void> {
  const tracked = "quantity" in item.stock;
  await tx.query(
    `insert into v3_inventory_items (id, variant_id, product_id, location_id, track_quantity, quantity, in_stock,
       created_date, updated_date, preorder_enabled, preorder_message)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10)`,
    [
      item.id,
      item.variantId,
      item.productId,
      DEFAULT_LOCATION_ID,
      tracked,
      "quantity" in item.stock ? item.stock.quantity : null,
      "quantity" in item.stock ? item.stock.quantity > 0 : item.stock.inStock,
      item.now,
      item.preorder !== undefined,
      item.preorder?.message ?? null,
    ],
  );
}

/**
 * The inventory items of `productIds`, by variant id.
 *
 * @example
 * ```ts
 * const stock = await inventoryByVariant(db, [productId]);
 * ```
 */
export async function inventoryByVariant(
  db: Queryable,
  productIds: readonly string[],
): Promise<Map<string, InventoryItemRow>> {
  const rows = await db.query<InventoryItemRow>(
    `select ${INVENTORY_COLUMNS} from v3_inventory_items i where i.product_id = any($1::text[])`,
    [productIds],
  );
  return new Map(rows.map((row) => [row.variant_id, row]));
}

/**
 * Whether some inventory item of `productId` takes pre-orders.
 *
 * @example
 * ```ts
 * if (await takesPreorders(tx, productId)) refuse();
 * ```
 */
export async function takesPreorders(db: Queryable, productId: string): Promise<boolean> {
  const rows = await db.query(
    "select 1 from v3_inventory_items where product_id = $1 and preorder_enabled limit 1",
    [productId],
  );
  return rows.length > 0;
}

/**
 * Recomputes `availability_status` and `preorder_variants` (how many variants take pre-orders)
 * of `productIds` from their inventory items.
 *
 * @example
 * ```ts
 * await refreshAvailability(tx, [productId]);
 * ```
 */
export async function refreshAvailability(tx: Queryable, productIds: readonly string[]): Promise<void> {
  await tx.query(
    `update v3_products p set availability_status = case when exists (
       select 1 from v3_inventory_items i
       where i.product_id = p.id and case when i.track_quantity then i.quantity > 0 else i.in_stock end
     ) then 'IN_STOCK' else 'OUT_OF_STOCK' end,
     preorder_variants = (
       select count(*) from v3_inventory_items i where i.product_id = p.id and i.preorder_enabled
     )
     where p.id = any($1::text[])`,
    [productIds],
  );
}
