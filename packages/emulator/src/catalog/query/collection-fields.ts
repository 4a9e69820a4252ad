/** The queryable fields of catalogue collections (v1 and v2), over the `collections` table. */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";

/** Collections: filter on id, name, slug, description, visible; sort on id, name, slug; by name by default. */
export const collectionFields: FieldTable = {
  fields: {
    id: { sql: "id", type: "text", sortable: true, unique: true },
    name: { sql: "name", type: "text", sortable: true, patternOrder: true },
    slug: { sql: "slug", type: "text", sortable: true, unique: true },
    description: { sql: "description", type: "text", sortable: false },
    visible: { sql: "visible", type: "boolean", sortable: false },
  },
  tiebreak: ["id"],
  defaultSort: [{ field: "name", descending: false }],
};
