/**
 * The filterable and sortable fields of catalogue v3 products (query, count and
 * search), by wire field path, over `v3_products p`. Sortable fields are
 * non-null columns, as keyset cursors need. `handle` and the option ids are
 * read from the stored document (expression indexes in
 * `migrations/012_catalog_v3_query_indexes.sql`); `allCategoriesInfo` follows the
 * category tree (`v3_categories.ancestor_ids`).
 */
import type { FieldSpec, FieldTable } from "../../catalog-core/query/field-table.ts";

const id: FieldSpec = { sql: "p.id", type: "text", sortable: true, unique: true };
const createdDate: FieldSpec = { sql: "p.created_date", type: "timestamp", sortable: true };
const updatedDate: FieldSpec = { sql: "p.updated_date", type: "timestamp", sortable: true };
const directCategories: FieldSpec = { sql: "p.category_ids", type: "textArray", sortable: false };
/**
 * The direct categories and their ancestors, each once, as `allCategoriesInfo` holds them
 * (so a search's value aggregation counts a product once under each); a category asked for
 * matches the products in it or in any of its subcategories, found through the
 * GIN index on `category_ids`.
 */
const allCategories: FieldSpec = {
  sql: `array(select unnest(p.category_ids) union
               select unnest(c.ancestor_ids) from v3_categories c where c.id = any(p.category_ids))`,
  type: "textArray",
  sortable: false,
  implied: {
    stored: "p.category_ids",
    implying: (list) =>
      `(${list} || array(select c.id from v3_categories c where c.ancestor_ids && ${list}))`,
  },
};
/** A decimal amount column, compared as `numeric` (so its index serves ranges). */
const amount = (sql: string): FieldSpec => ({ sql, type: "number", sqlType: "numeric", sortable: true });
const optionIds: FieldSpec = { sql: "v3_option_ids(p.doc)", type: "textArray", sortable: false };

/** Products' fields. */
export const productV3Fields: FieldTable = {
  fields: {
    id,
    _id: id,
    name: { sql: "p.name", type: "text", sortable: true, patternOrder: true },
    slug: { sql: "p.slug", type: "text", sortable: true, unique: true },
    visible: { sql: "p.visible", type: "boolean", sortable: true },
    handle: { sql: "(p.doc->>'handle')", type: "text", sortable: false },
    "options.id": optionIds,
    "options._id": optionIds,
    productType: { sql: "p.product_type", type: "text", sortable: false },
    createdDate,
    _createdDate: createdDate,
    updatedDate,
    _updatedDate: updatedDate,
    "actualPriceRange.minValue.amount": amount("p.min_price"),
    "actualPriceRange.maxValue.amount": amount("p.max_price"),
    "compareAtPriceRange.minValue.amount": amount("p.min_compare_at_price"),
    mainCategoryId: { sql: "p.main_category_id", type: "text", sortable: false },
    "allCategoriesInfo.categories.id": allCategories,
    "directCategoriesInfo.categories.id": directCategories,
    "inventory.availabilityStatus": { sql: "p.availability_status", type: "text", sortable: false },
    "brand.id": { sql: "p.brand_id", type: "text", sortable: false },
    "brand.name": {
      sql: "(select b.name from v3_brands b where b.id = p.brand_id)",
      type: "text",
      sortable: false,
    },
    "ribbon.id": { sql: "p.ribbon_id", type: "text", sortable: false },
    "ribbon.name": {
      sql: "(select r.name from ribbons r where r.id = p.ribbon_id)",
      type: "text",
      sortable: false,
    },
    "infoSections.id": { sql: "p.info_section_ids", type: "textArray", sortable: false },
    revision: { sql: "p.revision", type: "integer", sortable: false },
  },
  tiebreak: ["p.id"],
  defaultSort: [{ field: "createdDate", descending: true }],
};
