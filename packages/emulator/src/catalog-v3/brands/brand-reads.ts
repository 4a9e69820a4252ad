/** Get, query and count brands (`/stores/v3/brands…`); a brand is used by the products pointing to it. */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import { commonEntityFields, type EntityReads, entityReadEndpoints } from "../query/entity-read-endpoints.ts";
import { BRAND_COLUMNS } from "./brand-rows.ts";

/** Brands' fields. */
const brandFields: FieldTable = {
  fields: {
    ...commonEntityFields(),
    name: { sql: "e.name", type: "text", sortable: true, patternOrder: true },
  },
  tiebreak: ["e.id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};

const brandReads: EntityReads = {
  entity: "brands",
  singular: "brand",
  plural: "brands",
  idParameter: "brandId",
  from: "v3_brands e",
  select: BRAND_COLUMNS,
  assignedProductsCount: "select count(*) from v3_products p where p.brand_id = e.id",
  table: brandFields,
  notFoundCode: "BRAND_NOT_FOUND",
  toWire: (row) => row,
};

/** The brand read endpoints. */
export const brandReadEndpoints = entityReadEndpoints(brandReads);
