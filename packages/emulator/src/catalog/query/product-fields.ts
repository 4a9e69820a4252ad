/**
 * The queryable fields of catalogue v1 products (wire-reference.md, "Query
 * fields"), over the `products` table. `visible` is also filterable (the
 * provider documents it), though visitors only ever see visible products.
 */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";

const price = { sql: "price", type: "number", sortable: true } as const;

/**
 * Products: filter on id, name, slug, productType, description, sku, price
 * (alias priceData.price), numericId, lastUpdated, createdDate, collectionIds,
 * visible; sort on id, name, slug, productType, sku, price, numericId,
 * lastUpdated; creation order (numericId) by default.
 */
export const productFields: FieldTable = {
  fields: {
    id: { sql: "id", type: "text", sortable: true, unique: true },
    name: { sql: "name", type: "text", sortable: true, patternOrder: true },
    slug: { sql: "slug", type: "text", sortable: true, unique: true },
    productType: { sql: "product_type", type: "text", sortable: true },
    description: { sql: "description", type: "text", sortable: false },
    sku: { sql: "sku", type: "text", sortable: true, patternOrder: true },
    price,
    "priceData.price": price,
    numericId: { sql: "numeric_id", type: "integer", sortable: true, unique: true },
    lastUpdated: { sql: "last_updated", type: "timestamp", sortable: true },
    createdDate: { sql: "created_date", type: "timestamp", sortable: false },
    collectionIds: { sql: "collection_ids", type: "textArray", sortable: false },
    visible: { sql: "visible", type: "boolean", sortable: false },
  },
  tiebreak: ["id"],
  defaultSort: [{ field: "numericId", descending: false }],
};
