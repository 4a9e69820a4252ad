/**
 * `queryBrands(options)`: the typed cursor query over catalogue v3 brands
 * (`GET /stores/v3/brands/query`, `.r`; POST when long).
 */
import { type CursorQueryBuilder, defineCursorQuery } from "./cursor-query-builder.js";
import type { BrandV3 } from "./model/brand.js";
import type { AssignmentField, FieldsOptions } from "./requested-fields.js";

/** Filterable brand fields and their value types. */
export interface BrandQueryFields {
  id: string;
  name: string;
  createdDate: Date | string;
  updatedDate: Date | string;
}

/** Sortable brand fields. */
export type BrandSortField = "name" | "createdDate" | "updatedDate";

/** The brands query builder. */
export type BrandsQueryBuilder = CursorQueryBuilder<BrandQueryFields, BrandSortField, BrandV3>;

/**
 * Starts a brands query.
 *
 * @example
 * ```ts
 * const { items } = await client.brandsV3.queryBrands({ fields: ["ASSIGNED_PRODUCTS_COUNT"] })
 *   .startsWith("name", "Ac").ascending("name").limit(20).find();
 * ```
 */
export const queryBrands = /* @__PURE__ */ defineCursorQuery<
  BrandsQueryBuilder,
  FieldsOptions<AssignmentField>
>("/stores/v3/brands/query", "brands", ["brands.createdDate", "brands.updatedDate"]);
