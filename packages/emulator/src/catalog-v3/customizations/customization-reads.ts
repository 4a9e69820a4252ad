/**
 * Get, query and count customizations (`/stores/v3/customizations…`): the
 * options and modifiers products use, each product pointing to one by id.
 */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import { commonEntityFields, type EntityReads, entityReadEndpoints } from "../query/entity-read-endpoints.ts";
import { CUSTOMIZATION_COLUMNS, type CustomizationRow, customizationOfRow } from "./customization-rows.ts";

/** Customizations' fields. */
const customizationFields: FieldTable = {
  fields: {
    ...commonEntityFields(),
    name: { sql: "e.name", type: "text", sortable: true, patternOrder: true },
    customizationType: { sql: "e.customization_type", type: "text", sortable: false },
    customizationRenderType: { sql: "e.render_type", type: "text", sortable: false },
  },
  tiebreak: ["e.id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};

const customizationReads: EntityReads = {
  entity: "customizations",
  singular: "customization",
  plural: "customizations",
  idParameter: "customizationId",
  from: "v3_customizations e",
  select: CUSTOMIZATION_COLUMNS,
  assignedProductsCount: `select count(*) from v3_products p
    where p.doc->'options' @> jsonb_build_array(jsonb_build_object('id', e.id))
       or p.doc->'modifiers' @> jsonb_build_array(jsonb_build_object('id', e.id))`,
  table: customizationFields,
  notFoundCode: "CUSTOMIZATION_NOT_FOUND",
  toWire: (row) => customizationOfRow(row as unknown as CustomizationRow),
  otherFields: ["CHOICE_DISPLAY_IMAGE"],
};

/** The customization read endpoints. */
export const customizationReadEndpoints = entityReadEndpoints(customizationReads);
