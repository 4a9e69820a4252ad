/** The queryable fields of catalogue v3 ribbons, over the `ribbons` table. */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";

/**
 * Ribbons, as the provider's ribbon query allows: filter and sort on `name`, `createdDate`,
 * `updatedDate`; filter on `id`; newest first by default.
 */
export const ribbonFields: FieldTable = {
  fields: {
    id: { sql: "id", type: "text", sortable: false, unique: true },
    name: { sql: "name", type: "text", sortable: true, unique: true, patternOrder: true },
    createdDate: { sql: "created_date", type: "timestamp", sortable: true },
    updatedDate: { sql: "updated_date", type: "timestamp", sortable: true },
  },
  tiebreak: ["id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};
