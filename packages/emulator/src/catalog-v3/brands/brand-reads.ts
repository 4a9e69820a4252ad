/** Get, query and count brands (`/stores/v3/brands…`); a brand is used by the products pointing to it. */
import { type EntityReads, entityFieldTable, entityReadEndpoints } from "../query/entity-read-endpoints.ts";
import { BRAND_COLUMNS } from "./brand-rows.ts";

/** Brands' fields. */
const brandFields = entityFieldTable({
  name: { sql: "e.name", type: "text", sortable: true, patternOrder: true },
});

const brandReads: EntityReads = {
  singular: "brand",
  from: "v3_brands e",
  select: BRAND_COLUMNS,
  assignedProductsCount: "select count(*) from v3_products p where p.brand_id = e.id",
  table: brandFields,
};

/** The brand read endpoints. */
export const brandReadEndpoints = entityReadEndpoints(brandReads);
