/**
 * Inventory item reads: get by id, query (filter, sort, keyset cursors) and
 * count, over the items of the products the caller may see. An item that does
 * not track its quantity has none: sorted by quantity it comes last ascending
 * and first descending.
 */
import type { FieldSpec, FieldTable } from "../../catalog-core/query/field-table.ts";
import { notFound } from "../../errors.ts";
import type { Endpoint, EndpointInput } from "../../http/endpoint.ts";
import { isObject } from "../../http/is-object.ts";
import { type KeysetSource, keysetCount, keysetPage } from "../query/keyset-page.ts";
import { DEFAULT_PREORDER_LIMIT } from "../store/inventory-rows.ts";
import {
  INVENTORY_ITEM_FROM,
  INVENTORY_ITEM_SELECT,
  type InventoryItemWithProduct,
  inventoryItemWire,
} from "./inventory-item-wire.ts";

const IN_STOCK_SQL = "(case when i.track_quantity then i.quantity > 0 else i.in_stock end)";
/** Pre-orders taken while out of stock: on, and for a tracked item with capacity left under its limit. */
const PREORDER_SQL = `(i.preorder_enabled and (not i.track_quantity
  or coalesce(i.preorder_limit, ${DEFAULT_PREORDER_LIMIT}) - greatest(0, -i.quantity) > 0))`;
const id: FieldSpec = { sql: "i.id", type: "text", sortable: true, unique: true };

/** Inventory items' fields; the sortable ones are those the provider's query spec sorts on. */
const inventoryItemFields: FieldTable = {
  fields: {
    id,
    _id: id,
    productId: { sql: "i.product_id", type: "text", sortable: true },
    variantId: { sql: "i.variant_id", type: "text", sortable: true },
    locationId: { sql: "i.location_id", type: "text", sortable: false },
    trackQuantity: { sql: "i.track_quantity", type: "boolean", sortable: true },
    quantity: { sql: "i.quantity", type: "number", sortable: true, nullable: true },
    inStock: { sql: IN_STOCK_SQL, type: "boolean", sortable: true },
    availabilityStatus: {
      sql: `(case when ${IN_STOCK_SQL} then 'IN_STOCK' when ${PREORDER_SQL} then 'PREORDER' else 'OUT_OF_STOCK' end)`,
      type: "text",
      sortable: true,
    },
    "product.name": { sql: "p.name", type: "text", sortable: true, patternOrder: true },
    createdDate: { sql: "i.created_date", type: "timestamp", sortable: true },
    updatedDate: { sql: "i.updated_date", type: "timestamp", sortable: true },
  },
  tiebreak: ["i.id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};

function source(input: EndpointInput): KeysetSource {
  return {
    entity: "inventory-items",
    table: inventoryItemFields,
    from: INVENTORY_ITEM_FROM,
    select: INVENTORY_ITEM_SELECT,
    ...(input.principal.kind === "merchant" ? {} : { condition: "p.visible" }),
  };
}

/** Get, query and count. */
export const inventoryReadEndpoints: Endpoint[] = [
  {
    method: "GET",
    path: "/stores/v3/inventory-items/query",
    access: "read",
    async handle(input) {
      const query = isObject(input.payload.query) ? input.payload.query : {};
      const page = await keysetPage<InventoryItemWithProduct>(input.db, source(input), query, "query");
      return { inventoryItems: page.rows.map(inventoryItemWire), pagingMetadata: page.pagingMetadata };
    },
  },
  {
    method: "GET",
    path: "/stores/v3/inventory-items/count",
    access: "read",
    async handle(input) {
      return { count: await keysetCount(input.db, source(input), input.payload.filter, "filter") };
    },
  },
  {
    method: "GET",
    path: "/stores/v3/inventory-items/{inventoryItemId}",
    access: "read",
    async handle(input) {
      const itemId = typeof input.payload.inventoryItemId === "string" ? input.payload.inventoryItemId : "";
      const visible = input.principal.kind === "merchant" ? "" : " and p.visible";
      const [row] = await input.db.query<InventoryItemWithProduct>(
        `select ${INVENTORY_ITEM_SELECT} from ${INVENTORY_ITEM_FROM} where i.id = $1${visible}`,
        [itemId],
      );
      if (!row) throw notFound("INVENTORY_ITEM_NOT_FOUND", `No inventory item has id ${itemId}.`);
      return { inventoryItem: inventoryItemWire(row) };
    },
  },
];
