/**
 * Aggregations of a products search, over every match (not only the page):
 * value counts (`brand.name`, `ribbon.name`, categories, …), range buckets
 * (prices) and scalars (min, max, sum, average, distinct count), answered as
 * `aggregationData.results` in the provider's shape.
 */
import type { FieldTable } from "../../catalog-core/query/field-table.ts";
import { lookupField } from "../../catalog-core/query/field-table.ts";
import { SqlParameters } from "../../catalog-core/query/sql-parameters.ts";
import type { Queryable } from "../../db/database.ts";
import { invalidField } from "../../errors.ts";
import { isObject } from "../../http/is-object.ts";

/** The matching rows: `from`, the condition, and the values its SQL binds. */
export interface MatchSet {
  from: string;
  condition: string;
  params: readonly unknown[];
}

type Json = Record<string, unknown>;

const SCALARS: Record<string, (sql: string) => string> = {
  MIN: (sql) => `min(${sql})`,
  MAX: (sql) => `max(${sql})`,
  SUM: (sql) => `sum(${sql})`,
  AVG: (sql) => `round(avg(${sql}), 3)`,
  COUNT_DISTINCT: (sql) => `count(distinct ${sql})`,
};

function bound(value: unknown, field: string): number | null {
  if (value === undefined || value === null) return null;
  const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number))
    throw invalidField(field, "must be a number", "INVALID_TYPE");
  return number;
}

async function one(
  db: Queryable,
  table: FieldTable,
  match: MatchSet,
  aggregation: unknown,
  at: string,
): Promise<Json> {
  if (!isObject(aggregation)) throw invalidField(at, "must be an object", "INVALID_TYPE");
  const fieldPath = aggregation.fieldPath;
  if (typeof fieldPath !== "string")
    throw invalidField(`${at}.fieldPath`, "must not be empty", "REQUIRED_FIELD");
  const spec = lookupField(table, fieldPath);
  if (!spec) throw invalidField(`${at}.fieldPath`, `cannot aggregate ${fieldPath}`, "UNKNOWN_FIELD");
  const kind =
    typeof aggregation.type === "string"
      ? aggregation.type
      : isObject(aggregation.range)
        ? "RANGE"
        : isObject(aggregation.scalar)
          ? "SCALAR"
          : "VALUE";
  const name = typeof aggregation.name === "string" ? aggregation.name : fieldPath;
  const head = { name, type: kind, fieldPath };
  const params = new SqlParameters();
  for (const value of match.params) params.add(value);
  const where = `from ${match.from} where ${match.condition}`;
  if (kind === "VALUE") {
    const options = isObject(aggregation.value) ? aggregation.value : {};
    const limit = Math.min(Math.max(Math.trunc(bound(options.limit, `${at}.value.limit`) ?? 10), 1), 250);
    const ascending = options.sortDirection === "ASC";
    const byValue = options.sortType === "VALUE";
    const value = spec.type === "textArray" ? `unnest(${spec.sql})` : `(${spec.sql})::text`;
    const rows = await db.query<{ value: string; count: number }>(
      `select value, count(*)::int as count from (select ${value} as value ${where}) v where value is not null
       group by value order by ${byValue ? "value" : "count"} ${ascending ? "asc" : "desc"}, value limit ${params.add(limit)}`,
      params.values,
    );
    return { ...head, values: { results: rows } };
  }
  if (spec.type !== "number")
    throw invalidField(`${at}.fieldPath`, `${fieldPath} is not a number`, "UNSUPPORTED_FIELD");
  if (kind === "RANGE") {
    const buckets =
      isObject(aggregation.range) && Array.isArray(aggregation.range.buckets)
        ? aggregation.range.buckets
        : [];
    if (buckets.length === 0 || buckets.length > 50)
      throw invalidField(`${at}.range.buckets`, "must list 1 to 50 buckets", "INVALID_SIZE");
    const ranges = buckets.map((bucket, i) => ({
      from: bound(isObject(bucket) ? bucket.from : undefined, `${at}.range.buckets[${i}].from`),
      to: bound(isObject(bucket) ? bucket.to : undefined, `${at}.range.buckets[${i}].to`),
    }));
    const counts = ranges.map((range, i) => {
      const parts = [
        ...(range.from !== null ? [`${spec.sql} >= ${params.add(range.from)}::numeric`] : []),
        ...(range.to !== null ? [`${spec.sql} < ${params.add(range.to)}::numeric`] : []),
      ];
      return `count(*) filter (where ${parts.length > 0 ? parts.join(" and ") : "true"})::int as b${i}`;
    });
    const [row] = await db.query<Record<string, number>>(
      `select ${counts.join(", ")} ${where}`,
      params.values,
    );
    return {
      ...head,
      ranges: {
        results: ranges.map((range, i) => ({
          ...(range.from !== null ? { from: range.from } : {}),
          ...(range.to !== null ? { to: range.to } : {}),
          count: row?.[`b${i}`] ?? 0,
        })),
      },
    };
  }
  if (kind === "SCALAR") {
    const type = isObject(aggregation.scalar) ? aggregation.scalar.type : undefined;
    const fn = typeof type === "string" && Object.hasOwn(SCALARS, type) ? SCALARS[type] : undefined;
    if (!fn)
      throw invalidField(
        `${at}.scalar.type`,
        `must be one of ${Object.keys(SCALARS).join(", ")}`,
        "INVALID_ENUM_VALUE",
      );
    const [row] = await db.query<{ value: string | null }>(
      `select (${fn(spec.sql)})::text as value ${where}`,
      params.values,
    );
    return {
      ...head,
      scalar: { type, value: row?.value === null || row?.value === undefined ? 0 : Number(row.value) },
    };
  }
  throw invalidField(`${at}.type`, "must be VALUE, RANGE or SCALAR", "INVALID_ENUM_VALUE");
}

/**
 * The `aggregationData` of `aggregations` over `match`.
 *
 * @example
 * ```ts
 * await aggregate(db, searchFields, match, [{ name: "brands", type: "VALUE", fieldPath: "brand.name" }], "search.aggregations");
 * ```
 */
export async function aggregate(
  db: Queryable,
  table: FieldTable,
  match: MatchSet,
  aggregations: unknown,
  path: string,
): Promise<{ results: Json[] }> {
  if (aggregations === undefined || aggregations === null) return { results: [] };
  if (!Array.isArray(aggregations) || aggregations.length > 10)
    throw invalidField(path, "must list at most 10 aggregations", "INVALID_SIZE");
  const results: Json[] = [];
  for (const [index, aggregation] of aggregations.entries())
    results.push(await one(db, table, match, aggregation, `${path}[${index}]`));
  return { results };
}
