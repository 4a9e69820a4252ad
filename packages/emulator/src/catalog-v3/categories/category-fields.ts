/**
 * The `fields` of a category call: the optional parts of a category the
 * caller asks for. Without them a category leaves out its plain description
 * (`DESCRIPTION`), its breadcrumbs (`BREADCRUMBS_INFO`) and its rich
 * description (`RICH_CONTENT_DESCRIPTION`), as the provider does. Get, get by
 * slug, query, search, create, update and visibility take them.
 */
import { CATEGORY_FIELDS, type CategoryField } from "@vitrine/sdk/catalog-v3";
import { requestedFieldsOf } from "../../catalog-core/model/requested-fields.ts";

/**
 * The fields a category request asks for, or a 400 on `fields[i]` for an unknown one.
 *
 * @example
 * ```ts
 * const fields = categoryFieldsOf(input.payload);
 * return { category: categoryWire(row, fields) };
 * ```
 */
export function categoryFieldsOf(payload: Record<string, unknown>): ReadonlySet<CategoryField> {
  return requestedFieldsOf(payload.fields, CATEGORY_FIELDS);
}
