/**
 * The queryable fields of store variants (a product's variant seen with its
 * product), over `variants v join products p`. The store variant id is
 * `productId-variantId`.
 */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";

/**
 * Store variants: filter on id, productId, variantId, sku, productName,
 * collectionIds, stock.inStock, visible; sort on productId, variantId, sku,
 * productName; by product, then the variant's position, by default.
 */
export const storeVariantFields: FieldTable = {
  fields: {
    id: { sql: "(v.product_id || '-' || v.variant_id)", type: "text", sortable: false },
    productId: { sql: "v.product_id", type: "text", sortable: true },
    variantId: { sql: "v.variant_id", type: "text", sortable: true },
    sku: { sql: "v.sku", type: "text", sortable: true },
    productName: { sql: "p.name", type: "text", sortable: true, patternOrder: true },
    collectionIds: { sql: "p.collection_ids", type: "textArray", sortable: false },
    "stock.inStock": { sql: "v.in_stock", type: "boolean", sortable: false },
    visible: { sql: "v.visible", type: "boolean", sortable: false },
  },
  tiebreak: ["v.product_id", "v.position", "v.variant_id"],
  defaultSort: [],
};
