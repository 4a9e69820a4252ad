/**
 * Compiles a Wix Data filter to a SQL condition on `data_items.data`. A field
 * takes a bare value (equality; null means empty) or operators: `$eq $ne` (any
 * value), `$gt $gte $lt $lte` (same-kind values only: numbers with numbers,
 * strings byte-wise, dates in time order), `$in $hasSome $hasAll` (lists;
 * `$hasSome` also matches an element of a list field), `$startsWith $endsWith
 * $contains` (strings, ignoring case, as the provider does), `$exists`;
 * `$and`, `$or` and `$not` combine, sibling keys are ANDed. Every value is a
 * bound parameter; anything else is a 400 naming the place in the filter.
 */
import { invalidField } from "../errors.ts";
import { isObject } from "../http/is-object.ts";
import { fieldSql, type SqlParams } from "./data-sql.ts";
import { dateText, type ScalarValue, scalarValue, storedJson } from "./data-values.ts";

/** Deepest nesting of `$and`/`$or`/`$not` accepted. */
const MAX_DEPTH = 20;

const COMPARISONS = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" } as const;
type Comparison = keyof typeof COMPARISONS;

function jsonParam(value: unknown, params: SqlParams): string {
  return `${params.add(JSON.stringify(value))}::jsonb`;
}

function equals(field: string, value: ScalarValue, params: SqlParams): string {
  if (value.kind === "null") return `(${field} is null or ${field} = 'null'::jsonb)`;
  return `coalesce(${field} = ${jsonParam(storedJson(value), params)}, false)`;
}

function compare(field: string, op: Comparison, value: ScalarValue, params: SqlParams, at: string): string {
  const sqlOp = COMPARISONS[op];
  switch (value.kind) {
    case "number":
    case "boolean":
      return `coalesce(jsonb_typeof(${field}) = '${value.kind}' and ${field} ${sqlOp} ${jsonParam(value.value, params)}, false)`;
    case "string":
      return `coalesce(jsonb_typeof(${field}) = 'string' and (${field} #>> '{}') collate "C" ${sqlOp} ${params.add(value.value)}, false)`;
    case "date":
      return `coalesce((${field} ->> '$date') collate "C" ${sqlOp} ${params.add(value.value)}, false)`;
    default:
      throw invalidField(at, "cannot compare with null", "INVALID_VALUE");
  }
}

function list(value: unknown, at: string): ScalarValue[] {
  if (!Array.isArray(value)) throw invalidField(at, "must be a list of values", "INVALID_VALUE");
  return value.map((item, index) => scalarValue(item, `${at}[${index}]`));
}

function text(value: unknown, at: string): string {
  if (typeof value !== "string") throw invalidField(at, "must be a string", "INVALID_VALUE");
  return value;
}

function operator(field: string, op: string, operand: unknown, params: SqlParams, at: string): string {
  const lowered = `lower(${field} #>> '{}')`;
  const isString = `jsonb_typeof(${field}) = 'string'`;
  switch (op) {
    case "$eq":
      return equals(field, scalarValue(operand, at), params);
    case "$ne":
      return `not ${equals(field, scalarValue(operand, at), params)}`;
    case "$gt":
    case "$gte":
    case "$lt":
    case "$lte":
      return compare(field, op, scalarValue(operand, at), params, at);
    case "$in":
      return `exists (select 1 from jsonb_array_elements(${jsonParam(list(operand, at).map(storedJson), params)}) as e(v) where e.v = ${field})`;
    case "$hasSome":
      return `exists (select 1 from jsonb_array_elements(${jsonParam(list(operand, at).map(storedJson), params)}) as e(v)
        where e.v = ${field} or (jsonb_typeof(${field}) = 'array' and ${field} @> jsonb_build_array(e.v)))`;
    case "$hasAll":
      return `coalesce(jsonb_typeof(${field}) = 'array' and ${field} @> ${jsonParam(list(operand, at).map(storedJson), params)}, false)`;
    case "$startsWith":
      return `coalesce(${isString} and starts_with(${lowered}, lower(${params.add(text(operand, at))})), false)`;
    case "$endsWith": {
      const suffix = `lower(${params.add(text(operand, at))})`;
      return `coalesce(${isString} and right(${lowered}, char_length(${suffix})) = ${suffix}, false)`;
    }
    case "$contains":
      return `coalesce(${isString} and strpos(${lowered}, lower(${params.add(text(operand, at))})) > 0, false)`;
    case "$exists":
      if (typeof operand !== "boolean") throw invalidField(at, "must be true or false", "INVALID_VALUE");
      return operand ? `${field} is not null` : `${field} is null`;
    default:
      throw invalidField(at, `uses an unknown operator ${op.slice(0, 50)}`, "INVALID_VALUE");
  }
}

function fieldCondition(name: string, condition: unknown, params: SqlParams, at: string): string {
  const field = fieldSql(name, params, at);
  const isOperators =
    isObject(condition) &&
    dateText(condition) === undefined &&
    Object.keys(condition).length > 0 &&
    Object.keys(condition).every((key) => key.startsWith("$"));
  if (!isOperators) return equals(field, scalarValue(condition, at), params);
  return Object.entries(condition)
    .map(([op, operand]) => operator(field, op, operand, params, `${at}.${op}`))
    .join(" and ");
}

function filters(value: unknown, at: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isObject(value)) return [value];
  throw invalidField(at, "must be a list of filters", "INVALID_VALUE");
}

function compile(filter: unknown, params: SqlParams, at: string, depth: number): string {
  if (depth > MAX_DEPTH) throw invalidField(at, `nests deeper than ${MAX_DEPTH} levels`, "INVALID_VALUE");
  if (!isObject(filter)) throw invalidField(at, "must be an object", "INVALID_VALUE");
  const parts = Object.entries(filter).map(([key, value]) => {
    const inner = (list: unknown[], joiner: string, empty: string) =>
      list.length === 0
        ? empty
        : `(${list.map((f, i) => compile(f, params, `${at}.${key}[${i}]`, depth + 1)).join(joiner)})`;
    if (key === "$and") return inner(filters(value, `${at}.$and`), " and ", "true");
    if (key === "$or") return inner(filters(value, `${at}.$or`), " or ", "false");
    if (key === "$not") return `not ${inner(filters(value, `${at}.$not`), " and ", "true")}`;
    if (key.startsWith("$"))
      throw invalidField(`${at}.${key.slice(0, 50)}`, "is not a known operator", "INVALID_VALUE");
    return fieldCondition(key, value, params, `${at}.${key}`);
  });
  return parts.length === 0 ? "true" : `(${parts.join(" and ")})`;
}

/**
 * The SQL condition of `filter` (undefined or null: every item), its values bound in `params`;
 * 400 naming the part of the filter at fault, under `at`.
 *
 * @example
 * ```ts
 * const params = new SqlParams();
 * compileDataFilter({ slug: "about", views: { $gt: 10 } }, params, "query.filter");
 * ```
 */
export function compileDataFilter(filter: unknown, params: SqlParams, at: string): string {
  if (filter === undefined || filter === null) return "true";
  return compile(filter, params, at, 0);
}
