/** Get, query and count info sections (`/stores/v3/info-sections…`); one is used by the products listing it. */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import { commonEntityFields, type EntityReads, entityReadEndpoints } from "../query/entity-read-endpoints.ts";
import { INFO_SECTION_COLUMNS } from "./info-section-rows.ts";

/** Info sections' fields. */
const infoSectionFields: FieldTable = {
  fields: {
    ...commonEntityFields(),
    uniqueName: { sql: "e.unique_name", type: "text", sortable: true, unique: true, patternOrder: true },
    title: { sql: "e.title", type: "text", sortable: true, patternOrder: true },
  },
  tiebreak: ["e.id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};

const infoSectionReads: EntityReads = {
  entity: "info-sections",
  singular: "infoSection",
  plural: "infoSections",
  idParameter: "infoSectionId",
  from: "v3_info_sections e",
  select: INFO_SECTION_COLUMNS,
  assignedProductsCount: "select count(*) from v3_products p where e.id = any(p.info_section_ids)",
  table: infoSectionFields,
  notFoundCode: "INFO_SECTION_NOT_FOUND",
  toWire: (row) => row,
};

/** The info section read endpoints. */
export const infoSectionReadEndpoints = entityReadEndpoints(infoSectionReads);
