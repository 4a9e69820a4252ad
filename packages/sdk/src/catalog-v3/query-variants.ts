/**
 * `queryVariants(options)`: the typed cursor query over catalogue v3 read-only variants
 * (`POST /stores/v3/products/query-variants`): every product's variants, flattened with their
 * product's data.
 */
import { type CursorQueryBuilder, defineCursorQuery } from "./cursor-query-builder.js";
import type { ReadOnlyVariantV3 } from "./model/read-only-variant.js";
import type { FieldsOptions, VariantField } from "./requested-fields.js";

/** Filterable and sortable read-only variant fields. */
export interface ReadOnlyVariantQueryFields {
  id: string;
  variantId: string;
  "productData.productId": string;
}

/** Sortable read-only variant fields. */
export type ReadOnlyVariantSortField = keyof ReadOnlyVariantQueryFields;

/** The read-only variants query builder. */
export type ReadOnlyVariantsQueryBuilder = CursorQueryBuilder<
  ReadOnlyVariantQueryFields,
  ReadOnlyVariantSortField,
  ReadOnlyVariantV3
>;

/**
 * Starts a variants query.
 *
 * @example
 * ```ts
 * const { items } = await client.readOnlyVariantsV3.queryVariants({ fields: ["CURRENCY"] })
 *   .eq("productData.productId", tee.id).ascending("id").limit(100).find();
 * ```
 */
export const queryVariants = /* @__PURE__ */ defineCursorQuery<
  ReadOnlyVariantsQueryBuilder,
  FieldsOptions<VariantField>
>("/stores/v3/products/query-variants", "variants", [], "POST");
