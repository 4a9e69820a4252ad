/**
 * `queryInfoSections(options)`: the typed cursor query over catalogue v3 info sections
 * (`GET /stores/v3/info-sections/query`, `.r`; POST when long).
 */
import { type CursorQueryBuilder, defineCursorQuery } from "./cursor-query-builder.js";
import type { InfoSectionV3 } from "./model/info-section.js";
import type { AssignmentField, FieldsOptions } from "./requested-fields.js";

/** Filterable info section fields and their value types. */
export interface InfoSectionQueryFields {
  id: string;
  uniqueName: string;
  title: string;
  createdDate: Date | string;
  updatedDate: Date | string;
}

/** Sortable info section fields. */
export type InfoSectionSortField = "uniqueName" | "title" | "createdDate" | "updatedDate";

/** The info sections query builder. */
export type InfoSectionsQueryBuilder = CursorQueryBuilder<
  InfoSectionQueryFields,
  InfoSectionSortField,
  InfoSectionV3
>;

/**
 * Starts an info sections query.
 *
 * @example
 * ```ts
 * const { items } = await client.infoSectionsV3.queryInfoSections().startsWith("uniqueName", "care").find();
 * ```
 */
export const queryInfoSections = /* @__PURE__ */ defineCursorQuery<
  InfoSectionsQueryBuilder,
  FieldsOptions<AssignmentField>
>("/stores/v3/info-sections/query", "infoSections", ["infoSections.createdDate", "infoSections.updatedDate"]);
