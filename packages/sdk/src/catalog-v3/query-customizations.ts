/**
 * `queryCustomizations(options)`: the typed cursor query over catalogue v3 customizations
 * (`GET /stores/v3/customizations/query`, `.r`; POST when long).
 */

import { type CursorQueryBuilder, defineCursorQuery } from "./cursor-query-builder.js";
import type { CustomizationType, CustomizationV3 } from "./model/customization.js";
import type { RenderType } from "./model/product-v3.js";
import type { CustomizationField, FieldsOptions } from "./requested-fields.js";

/** Filterable customization fields and their value types. */
export interface CustomizationQueryFields {
  id: string;
  name: string;
  createdDate: Date | string;
  updatedDate: Date | string;
  customizationType: CustomizationType;
  customizationRenderType: RenderType;
}

/** Sortable customization fields. */
export type CustomizationSortField = "id" | "name" | "createdDate" | "updatedDate";

/** The customizations query builder. */
export type CustomizationsQueryBuilder = CursorQueryBuilder<
  CustomizationQueryFields,
  CustomizationSortField,
  CustomizationV3
>;

/**
 * Starts a customizations query.
 *
 * @example
 * ```ts
 * const { items } = await client.customizationsV3.queryCustomizations()
 *   .eq("customizationType", "PRODUCT_OPTION").ascending("name").find();
 * ```
 */
export const queryCustomizations = /* @__PURE__ */ defineCursorQuery<
  CustomizationsQueryBuilder,
  FieldsOptions<CustomizationField>
>("/stores/v3/customizations/query", "customizations", [
  "customizations.createdDate",
  "customizations.updatedDate",
]);
