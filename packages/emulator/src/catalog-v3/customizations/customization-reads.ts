/**
 * Get, query and count customizations (`/stores/v3/customizations…`): the
 * options and modifiers products use, each product pointing to one by id.
 */
import { type EntityReads, entityFieldTable, entityReadEndpoints } from "../query/entity-read-endpoints.ts";
import { CUSTOMIZATION_COLUMNS, type CustomizationRow, customizationOfRow } from "./customization-rows.ts";

/** Customizations' fields. */
const customizationFields = entityFieldTable({
  name: { sql: "e.name", type: "text", sortable: true, patternOrder: true },
  customizationType: { sql: "e.customization_type", type: "text", sortable: false },
  customizationRenderType: { sql: "e.render_type", type: "text", sortable: false },
});

const customizationReads: EntityReads = {
  singular: "customization",
  from: "v3_customizations e",
  select: CUSTOMIZATION_COLUMNS,
  assignedProductsCount: `select count(*) from v3_products p
    where p.doc->'options' @> jsonb_build_array(jsonb_build_object('id', e.id))
       or p.doc->'modifiers' @> jsonb_build_array(jsonb_build_object('id', e.id))`,
  table: customizationFields,
  toWire: (row) => customizationOfRow(row as unknown as CustomizationRow),
  otherFields: ["CHOICE_DISPLAY_IMAGE"],
};

/** The customization read endpoints. */
export const customizationReadEndpoints = entityReadEndpoints(customizationReads);
