/**
 * Compiles a sort to an `ORDER BY` list. A sort is a list of
 * `{fieldName, order: "ASC"|"DESC"}` (the platformized shape, `order` defaults
 * to ASC) or of `{<field>: "asc"|"desc"}` (the older shape); either may come as
 * JSON text. Only the table's sortable fields are accepted. The table's unique
 * tiebreak is appended (in the direction of the last key, so a single-key sort
 * still walks one index) unless a unique field already fixes the order.
 */
import { invalidField } from "../../errors.ts";
import { type FieldTable, lookupField, type SortKey } from "./field-table.ts";
import { decodeJsonText } from "./json-text.ts";

function direction(order: unknown, path: string): boolean {
  if (order === undefined || order === null) return false;
  const text = typeof order === "string" ? order.toUpperCase() : undefined;
  if (text !== "ASC" && text !== "DESC")
    throw invalidField(path, "must be ASC or DESC", "INVALID_ENUM_VALUE");
  return text === "DESC";
}

function sortKey(item: unknown, path: string): SortKey {
  if (item === null || typeof item !== "object" || Array.isArray(item))
    throw invalidField(path, "must be an object", "INVALID_TYPE");
  const record = item as Record<string, unknown>;
  if ("fieldName" in record) {
    if (typeof record.fieldName !== "string")
      throw invalidField(`${path}.fieldName`, "must be a string", "INVALID_TYPE");
    return { field: record.fieldName, descending: direction(record.order, `${path}.order`) };
  }
  const entries = Object.entries(record);
  const [entry] = entries;
  if (entries.length !== 1 || !entry)
    throw invalidField(`${path}.fieldName`, "is required", "REQUIRED_FIELD");
  return { field: entry[0], descending: direction(entry[1], `${path}.order`) };
}

/**
 * The validated sort keys of `sort` (absent: the table's default).
 *
 * @example
 * ```ts
 * parseSort('[{"fieldName":"price","order":"DESC"}]', productFields, "query.sort");
 * // [{ field: "price", descending: true }]
 * ```
 */
export function parseSort(sort: unknown, table: FieldTable, path: string): readonly SortKey[] {
  const decoded = decodeJsonText(sort, path);
  if (decoded === undefined || decoded === null) return table.defaultSort;
  const list = Array.isArray(decoded) ? decoded : [decoded];
  return list.map((item, index) => {
    const key = sortKey(item, `${path}[${index}]`);
    const spec = lookupField(table, key.field);
    if (!spec?.sortable)
      throw invalidField(`${path}[${index}].fieldName`, `cannot sort by ${key.field}`, "UNSORTABLE_FIELD");
    return key;
  });
}

/**
 * The `ORDER BY` list (without the keywords) for validated `keys`.
 *
 * @example
 * ```ts
 * orderBy(productFields, [{ field: "price", descending: true }]); // "price desc, id desc"
 * ```
 */
export function orderBy(table: FieldTable, keys: readonly SortKey[]): string {
  const parts: string[] = [];
  let unique = false;
  let descending = false;
  for (const key of keys) {
    const spec = lookupField(table, key.field);
    if (!spec) continue;
    const order = spec.patternOrder
      ? key.descending
        ? " using ~>~"
        : " using ~<~"
      : key.descending
        ? " desc"
        : "";
    parts.push(`${spec.sql}${order}`);
    unique ||= spec.unique === true;
    descending = key.descending;
  }
  if (!unique) for (const sql of table.tiebreak) parts.push(`${sql}${descending ? " desc" : ""}`);
  return parts.join(", ");
}
