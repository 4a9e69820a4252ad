/**
 * Catalogue v3 filters in the shape the shared filter compiler reads: decimal
 * amounts sent as strings (`{"actualPriceRange.minValue.amount": {"$gt": "10"}}`)
 * become numbers, and an array field matched with `$matchItems`
 * (`{"allCategoriesInfo.categories": {"$matchItems": [{"id": {"$in": ["c1"]}}]}}`)
 * becomes `$hasSome` on the item field (`allCategoriesInfo.categories.id`).
 */
import { type FieldTable, lookupField } from "../../catalog-core/query/field-table.ts";
import { decodeJsonText } from "../../catalog-core/query/json-text.ts";
import { invalidField } from "../../errors.ts";
import { isObject } from "../../http/is-object.ts";

const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;

function decimals(value: unknown): unknown {
  if (typeof value === "string" && DECIMAL.test(value)) return Number(value);
  if (Array.isArray(value)) return value.map(decimals);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decimals(v)]));
  return value;
}

/** `{"$matchItems": [{"id": {"$in": [...]}} | {"id": "x"}]}` → the ids, or undefined when not that shape. */
function matchedIds(condition: unknown, path: string): unknown[] | undefined {
  if (!isObject(condition) || !("$matchItems" in condition)) return undefined;
  const items = condition.$matchItems;
  if (!Array.isArray(items)) throw invalidField(path, "$matchItems must be a list", "INVALID_TYPE");
  return items.flatMap((item) => {
    const id = isObject(item) ? (item.id ?? item._id) : undefined;
    if (typeof id === "string") return [id];
    if (isObject(id) && Array.isArray(id.$in)) return id.$in;
    if (isObject(id) && typeof id.$eq === "string") return [id.$eq];
    throw invalidField(path, "$matchItems supports {id: value | {$eq} | {$in}}", "UNSUPPORTED_OPERATOR");
  });
}

function node(filter: Record<string, unknown>, table: FieldTable, path: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" || key === "$or") {
      result[key] = Array.isArray(value)
        ? value.map((item) => (isObject(item) ? node(item, table, `${path}.${key}`) : item))
        : value;
      continue;
    }
    if (key === "$not") {
      result[key] = isObject(value) ? node(value, table, `${path}.$not`) : value;
      continue;
    }
    const ids = matchedIds(value, `${path}.${key}`);
    if (ids !== undefined && lookupField(table, `${key}.id`)) {
      result[`${key}.id`] = { $hasSome: ids };
      continue;
    }
    result[key] = lookupField(table, key)?.type === "number" ? decimals(value) : value;
  }
  return result;
}

/**
 * The filter with v3 amounts as numbers and `$matchItems` as `$hasSome`; other filters unchanged
 * (the compiler checks them). JSON text is decoded first.
 *
 * @example
 * ```ts
 * normalizeFilter({ "actualPriceRange.minValue.amount": { $gte: "10" } }, productFields, "query.filter");
 * // { "actualPriceRange.minValue.amount": { $gte: 10 } }
 * ```
 */
export function normalizeFilter(filter: unknown, table: FieldTable, path: string): unknown {
  const decoded = decodeJsonText(filter, path);
  return isObject(decoded) ? node(decoded, table, path) : decoded;
}
