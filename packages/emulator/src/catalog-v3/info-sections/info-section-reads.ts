/** Get, query and count info sections (`/stores/v3/info-sections…`); one is used by the products listing it. */
import { type EntityReads, entityFieldTable, entityReadEndpoints } from "../query/entity-read-endpoints.ts";
import { INFO_SECTION_COLUMNS } from "./info-section-rows.ts";

/** Info sections' fields. */
const infoSectionFields = entityFieldTable({
  uniqueName: { sql: "e.unique_name", type: "text", sortable: true, unique: true, patternOrder: true },
  title: { sql: "e.title", type: "text", sortable: true, patternOrder: true },
});

const infoSectionReads: EntityReads = {
  singular: "infoSection",
  from: "v3_info_sections e",
  select: INFO_SECTION_COLUMNS,
  assignedProductsCount: "select count(*) from v3_products p where e.id = any(p.info_section_ids)",
  table: infoSectionFields,
};

/** The info section read endpoints. */
export const infoSectionReadEndpoints = entityReadEndpoints(infoSectionReads);
