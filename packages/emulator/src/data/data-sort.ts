/**
 * Compiles a Wix Data sort (`[{fieldName, order: "ASC" | "DESC"}]`) to an
 * ORDER BY. Each field orders numbers numerically, strings byte-wise ("XYZ"
 * before "abc"), dates in time order and booleans false first; items without
 * the field rank lowest (first ascending, last descending). Without a sort,
 * the newest items come first (`_createdDate` descending), as the provider's
 * default; the item id breaks ties, so pages are stable.
 */
import { invalidField } from "../errors.ts";
import { isObject } from "../http/is-object.ts";
import { fieldSql, type SqlParams } from "./data-sql.ts";

/** Most sort keys accepted. */
const MAX_SORT_KEYS = 10;

function keyOrder(field: string, direction: "asc" | "desc"): string {
  const nulls = direction === "asc" ? "nulls first" : "nulls last";
  const typed = (type: string, value: string) =>
    `(case when jsonb_typeof(${field}) = '${type}' then ${value} end) ${direction} ${nulls}`;
  return [
    `(${field} is null or ${field} = 'null'::jsonb) ${direction === "asc" ? "desc" : "asc"}`,
    typed("number", `(${field} #>> '{}')::numeric`),
    typed("string", `(${field} #>> '{}') collate "C"`),
    typed("object", `(${field} ->> '$date') collate "C"`),
    typed("boolean", `(${field} #>> '{}')::boolean`),
  ].join(", ");
}

function readOrder(value: unknown, at: string): "asc" | "desc" {
  if (value === undefined || value === null) return "asc";
  if (typeof value === "string" && /^(asc|desc)$/i.test(value)) return value.toLowerCase() as "asc" | "desc";
  throw invalidField(at, 'must be "ASC" or "DESC"', "INVALID_VALUE");
}

/**
 * The ORDER BY list of `sort` (undefined or empty: newest first), ending in the item id;
 * 400 naming the sort key at fault, under `at`.
 *
 * @example
 * ```ts
 * compileDataSort([{ fieldName: "title", order: "ASC" }], params, "query.sort");
 * ```
 */
export function compileDataSort(sort: unknown, params: SqlParams, at: string): string {
  const keys = sort === undefined || sort === null ? [] : sort;
  if (!Array.isArray(keys)) throw invalidField(at, "must be a list of {fieldName, order}", "INVALID_VALUE");
  if (keys.length > MAX_SORT_KEYS) throw invalidField(at, `takes at most ${MAX_SORT_KEYS} keys`, "MAX_SIZE");
  const entries = keys.map((key, index) => {
    const place = `${at}[${index}]`;
    if (!isObject(key) || typeof key.fieldName !== "string")
      throw invalidField(`${place}.fieldName`, "must be a field name", "REQUIRED_FIELD");
    return {
      field: fieldSql(key.fieldName, params, `${place}.fieldName`),
      order: readOrder(key.order, `${place}.order`),
    };
  });
  if (entries.length === 0) entries.push({ field: "(data -> '_createdDate')", order: "desc" });
  const last = entries.at(-1)?.order ?? "desc";
  return [...entries.map((e) => keyOrder(e.field, e.order)), `id ${last}`].join(", ");
}
