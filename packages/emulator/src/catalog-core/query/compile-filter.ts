/**
 * Compiles the provider's filter language to a SQL condition. A filter is an
 * object whose keys are field names (from the entity's allow-list) or the
 * logical operators `$and`, `$or`, `$not`; several keys are combined with AND.
 * A field takes a bare value (equality) or an object of operators: `$eq`,
 * `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$hasSome`, `$hasAll`,
 * `$startsWith`, `$exists`, `$isEmpty`. Every value is bound, every column
 * comes from the table, and every mistake is a 400 naming
 * `<path>.<field>`.
 */
import { invalidField } from "../../errors.ts";
import { isObject } from "../../http/is-object.ts";
import { type FieldSpec, type FieldTable, type ImpliedValues, lookupField } from "./field-table.ts";
import { filterFlag, filterValue, filterValues, SQL_CAST } from "./filter-value.ts";
import { escapeLike } from "./like-pattern.ts";
import type { SqlParameters } from "./sql-parameters.ts";

/** Deepest nesting of `$and`/`$or`/`$not` accepted (a bound on recursion, far beyond real use). */
const MAX_DEPTH = 16;

const ORDERED = new Set(["text", "number", "integer", "timestamp"]);
const COMPARISONS: Readonly<Record<string, string>> = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" };

interface Context {
  readonly table: FieldTable;
  readonly params: SqlParameters;
  readonly path: string;
}

/** An operator object: every key starts with `$`, and it is not a `{"$date": …}` value. */
function isOperatorObject(value: unknown, spec: FieldSpec): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (spec.type === "timestamp" && keys.length === 1 && keys[0] === "$date") return false;
  return keys.length > 0 && keys.every((key) => key.startsWith("$"));
}

/** The SQL type a field's values are bound as. */
function castOf(spec: FieldSpec): string {
  return spec.sqlType ?? SQL_CAST[spec.type];
}

function equals(spec: FieldSpec, value: unknown, context: Context, path: string): string {
  if (value === null) return `${spec.sql} is null`;
  if (spec.type === "textArray") {
    if (Array.isArray(value)) {
      const list = context.params.add(filterValues("textArray", value, path));
      return `(${spec.sql} @> ${list}::text[] and ${spec.sql} <@ ${list}::text[])`;
    }
    const item = `array[${context.params.add(filterValue("textArray", value, path))}::text]`;
    return spec.implied ? overlapsImplied(spec.implied, item) : `${spec.sql} @> ${item}`;
  }
  return `${spec.sql} = ${context.params.add(filterValue(spec.type, value, path))}::${castOf(spec)}`;
}

/**
 * Whether a row's implied values include any of `list` (an SQL `text[]`), through the stored
 * column: the stored values implying them are worked out once, then matched by its index.
 */
function overlapsImplied(implied: ImpliedValues, list: string): string {
  return `${implied.stored} && ${implied.implying(list)}`;
}

function operator(spec: FieldSpec, name: string, operand: unknown, context: Context, path: string): string {
  const { params } = context;
  const cast = castOf(spec);
  switch (name) {
    case "$eq":
      return equals(spec, operand, context, path);
    case "$ne":
      return operand === null
        ? `${spec.sql} is not null`
        : `not coalesce(${equals(spec, operand, context, path)}, false)`;
    case "$gt":
    case "$gte":
    case "$lt":
    case "$lte":
      if (!ORDERED.has(spec.type)) break;
      return `${spec.sql} ${COMPARISONS[name]} ${params.add(filterValue(spec.type, operand, path))}::${cast}`;
    case "$in": {
      const list = params.add(filterValues(spec.type, operand, path));
      if (spec.type !== "textArray") return `${spec.sql} = any(${list}::${cast}[])`;
      return spec.implied
        ? overlapsImplied(spec.implied, `${list}::text[]`)
        : `${spec.sql} && ${list}::text[]`;
    }
    case "$hasSome":
    case "$hasAll": {
      if (spec.type !== "textArray") break;
      const values = filterValues(spec.type, operand, path);
      const list = `${params.add(values)}::text[]`;
      const plain = `${spec.sql} ${name === "$hasSome" ? "&&" : "@>"} ${list}`;
      if (!spec.implied || (name === "$hasAll" && values.length === 0)) return plain;
      const some = overlapsImplied(spec.implied, list);
      return name === "$hasSome" ? some : `(${some} and ${plain})`;
    }
    case "$startsWith":
      if (spec.type !== "text") break;
      return `${spec.sql} like ${params.add(escapeLike(filterValue("text", operand, path) as string))} || '%'`;
    case "$exists":
      return `${spec.sql} ${filterFlag(operand, path) ? "is not null" : "is null"}`;
    case "$isEmpty": {
      const empty =
        spec.type === "text"
          ? `coalesce(${spec.sql}, '') = ''`
          : spec.type === "textArray"
            ? `coalesce(cardinality(${spec.sql}), 0) = 0`
            : `${spec.sql} is null`;
      return filterFlag(operand, path) ? empty : `not (${empty})`;
    }
    default:
      throw invalidField(path, `unknown operator ${name}`, "UNKNOWN_OPERATOR");
  }
  throw invalidField(path, `operator ${name} does not apply to this field`, "UNSUPPORTED_OPERATOR");
}

function field(name: string, condition: unknown, context: Context): string {
  const path = `${context.path}.${name}`;
  const spec = lookupField(context.table, name);
  if (!spec) throw invalidField(path, "is not a filterable field", "UNKNOWN_FIELD");
  if (!isOperatorObject(condition, spec)) return equals(spec, condition, context, path);
  const parts = Object.entries(condition).map(([op, operand]) => operator(spec, op, operand, context, path));
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" and ")})`;
}

function logical(name: string, operand: unknown, context: Context, depth: number): string {
  const path = `${context.path}.${name}`;
  if (name === "$not") {
    if (!isObject(operand)) throw invalidField(path, "must be a filter object", "INVALID_TYPE");
    return `not coalesce(${node(operand, context, depth + 1)}, false)`;
  }
  if (!Array.isArray(operand) || !operand.every(isObject))
    throw invalidField(path, "must be a list of filter objects", "INVALID_TYPE");
  if (operand.length === 0) return name === "$and" ? "true" : "false";
  const parts = operand.map((item) => node(item, context, depth + 1));
  return `(${parts.join(name === "$and" ? " and " : " or ")})`;
}

function node(filter: Record<string, unknown>, context: Context, depth: number): string {
  if (depth > MAX_DEPTH)
    throw invalidField(context.path, `nests deeper than ${MAX_DEPTH} levels`, "MAX_DEPTH");
  const parts = Object.entries(filter).map(([key, value]) => {
    if (key === "$and" || key === "$or" || key === "$not") return logical(key, value, context, depth);
    if (key.startsWith("$"))
      throw invalidField(`${context.path}.${key}`, `unknown operator ${key}`, "UNKNOWN_OPERATOR");
    return field(key, value, context);
  });
  if (parts.length === 0) return "true";
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" and ")})`;
}

/**
 * The SQL condition for `filter` (already decoded from JSON text, if it came as
 * text); binds its values to `params`. `undefined`, `null` and `{}` match every row.
 *
 * @param path - Where the filter sits in the request, for error fields (`query.filter`).
 * @example
 * ```ts
 * const params = new SqlParameters();
 * compileFilter(productFields, { name: { $startsWith: "Shirt" }, price: { $gt: 10 } }, params, "query.filter");
 * // "(name like $1 || '%' and price > $2::float8)", params.values = ["Shirt", 10]
 * ```
 */
export function compileFilter(
  table: FieldTable,
  filter: unknown,
  params: SqlParameters,
  path: string,
): string {
  if (filter === undefined || filter === null) return "true";
  if (!isObject(filter)) throw invalidField(path, "must be a filter object", "INVALID_TYPE");
  return node(filter, { table, params, path }, 0);
}
