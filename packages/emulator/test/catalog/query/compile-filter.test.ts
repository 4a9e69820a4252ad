import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the query compiler on v1's field tables
import { productFields } from "../../../src/catalog/query/product-fields.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the filter compiler
import { compileFilter } from "../../../src/catalog-core/query/compile-filter.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the filter compiler, which fills these parameters
import { SqlParameters } from "../../../src/catalog-core/query/sql-parameters.ts";
import { expectViolation } from "../support/expect-violation.ts";

function compile(filter: unknown) {
  const params = new SqlParameters();
  const sql = compileFilter(productFields, filter, params, "query.filter");
  return { sql, values: params.values };
}

describe("compileFilter", () => {
  it("matches everything without a filter", () => {
    expect(compile(undefined)).toEqual({ sql: "true", values: [] });
    expect(compile(null)).toEqual({ sql: "true", values: [] });
    expect(compile({})).toEqual({ sql: "true", values: [] });
  });

  it("compiles a bare value as equality, and null as is-null", () => {
    expect(compile({ name: "Shirt" })).toEqual({ sql: "name = $1::text", values: ["Shirt"] });
    expect(compile({ sku: null })).toEqual({ sql: "sku is null", values: [] });
  });

  it("compiles every comparison with bound, cast values", () => {
    expect(compile({ price: { $eq: 5 } }).sql).toBe("price = $1::float8");
    expect(compile({ price: { $ne: 5 } }).sql).toBe("not coalesce(price = $1::float8, false)");
    expect(compile({ price: { $ne: null } }).sql).toBe("price is not null");
    expect(compile({ price: { $gt: 5 } }).sql).toBe("price > $1::float8");
    expect(compile({ price: { $gte: 5 } }).sql).toBe("price >= $1::float8");
    expect(compile({ price: { $lt: 5 } }).sql).toBe("price < $1::float8");
    expect(compile({ price: { $lte: 5 } }).sql).toBe("price <= $1::float8");
    expect(compile({ price: { $gt: 1, $lt: 9 } })).toEqual({
      sql: "(price > $1::float8 and price < $2::float8)",
      values: [1, 9],
    });
  });

  it("reads priceData.price as an alias of price", () => {
    expect(compile({ "priceData.price": { $gte: 3 } })).toEqual({ sql: "price >= $1::float8", values: [3] });
  });

  it("binds $in as one array parameter", () => {
    expect(compile({ id: { $in: ["a", "b"] } })).toEqual({
      sql: "id = any($1::text[])",
      values: [["a", "b"]],
    });
    expect(compile({ numericId: { $in: [1, "2"] } })).toEqual({
      sql: "numeric_id = any($1::bigint[])",
      values: [["1", "2"]],
    });
  });

  it("escapes $startsWith so % and _ are literal, and keeps the prefix form for the index", () => {
    expect(compile({ name: { $startsWith: "50%_off\\" } })).toEqual({
      sql: "name like $1 || '%'",
      values: ["50\\%\\_off\\\\"],
    });
  });

  it("compiles collectionIds with array operators", () => {
    expect(compile({ collectionIds: { $hasSome: ["c1", "c2"] } }).sql).toBe("collection_ids && $1::text[]");
    expect(compile({ collectionIds: { $hasAll: ["c1", "c2"] } }).sql).toBe("collection_ids @> $1::text[]");
    expect(compile({ collectionIds: { $in: ["c1"] } }).sql).toBe("collection_ids && $1::text[]");
    expect(compile({ collectionIds: "c1" })).toEqual({
      sql: "collection_ids @> array[$1::text]",
      values: ["c1"],
    });
    expect(compile({ collectionIds: { $isEmpty: true } }).sql).toBe(
      "coalesce(cardinality(collection_ids), 0) = 0",
    );
  });

  it("compiles $exists and $isEmpty", () => {
    expect(compile({ sku: { $exists: true } }).sql).toBe("sku is not null");
    expect(compile({ sku: { $exists: false } }).sql).toBe("sku is null");
    expect(compile({ sku: { $isEmpty: true } }).sql).toBe("coalesce(sku, '') = ''");
    expect(compile({ sku: { $isEmpty: false } }).sql).toBe("not (coalesce(sku, '') = '')");
  });

  it("normalises dates, including the {$date} form", () => {
    expect(compile({ lastUpdated: { $gt: "2026-01-02T03:04:05+01:00" } })).toEqual({
      sql: "last_updated > $1::timestamptz",
      values: ["2026-01-02T02:04:05.000Z"],
    });
    expect(compile({ createdDate: { $date: "2026-01-01T00:00:00Z" } }).values).toEqual([
      "2026-01-01T00:00:00.000Z",
    ]);
  });

  it("combines $and, $or, $not and sibling keys", () => {
    expect(
      compile({
        $and: [{ name: { $startsWith: "Shirt" } }, { price: { $gt: 10 } }],
        $or: [{ productType: "digital" }, { $not: { sku: "X" } }],
      }),
    ).toEqual({
      sql: "((name like $1 || '%' and price > $2::float8) and (product_type = $3::text or not coalesce(sku = $4::text, false)))",
      values: ["Shirt", 10, "digital", "X"],
    });
    expect(compile({ $and: [] }).sql).toBe("true");
    expect(compile({ $or: [] }).sql).toBe("false");
  });

  it("rejects unknown fields and operators, naming the field", () => {
    expectViolation(() => compile({ colour: "red" }), "query.filter.colour", "UNKNOWN_FIELD");
    expectViolation(() => compile({ constructor: "x" }), "query.filter.constructor", "UNKNOWN_FIELD");
    expectViolation(() => compile({ price: { $near: 1 } }), "query.filter.price", "UNKNOWN_OPERATOR");
    expectViolation(() => compile({ $nor: [] }), "query.filter.$nor", "UNKNOWN_OPERATOR");
    expectViolation(() => compile({ $and: [{ weight: 1 }] }), "query.filter.weight", "UNKNOWN_FIELD");
  });

  it("rejects operators that do not apply to the field's type", () => {
    expectViolation(
      () => compile({ price: { $startsWith: "1" } }),
      "query.filter.price",
      "UNSUPPORTED_OPERATOR",
    );
    expectViolation(
      () => compile({ name: { $hasSome: ["a"] } }),
      "query.filter.name",
      "UNSUPPORTED_OPERATOR",
    );
    expectViolation(
      () => compile({ visible: { $gt: true } }),
      "query.filter.visible",
      "UNSUPPORTED_OPERATOR",
    );
  });

  it("rejects values of the wrong type", () => {
    expectViolation(() => compile({ price: "10" }), "query.filter.price", "INVALID_TYPE");
    expectViolation(() => compile({ price: { $gt: "cheap" } }), "query.filter.price", "INVALID_TYPE");
    expectViolation(() => compile({ price: { $lt: "Infinity" } }), "query.filter.price", "INVALID_TYPE");
    expectViolation(() => compile({ name: 3 }), "query.filter.name", "INVALID_TYPE");
    expectViolation(() => compile({ name: { nested: 1 } }), "query.filter.name", "INVALID_TYPE");
    expectViolation(() => compile({ numericId: "12a" }), "query.filter.numericId", "INVALID_TYPE");
    expectViolation(() => compile({ lastUpdated: "yesterday" }), "query.filter.lastUpdated", "INVALID_TYPE");
    expectViolation(() => compile({ id: { $in: "a" } }), "query.filter.id", "INVALID_TYPE");
    expectViolation(() => compile({ id: { $in: ["a", 1] } }), "query.filter.id", "INVALID_TYPE");
    expectViolation(() => compile({ sku: { $exists: "yes" } }), "query.filter.sku", "INVALID_TYPE");
    expectViolation(() => compile({ $and: {} }), "query.filter.$and", "INVALID_TYPE");
    expectViolation(() => compile({ $not: [] }), "query.filter.$not", "INVALID_TYPE");
    expectViolation(() => compile("name"), "query.filter", "INVALID_TYPE");
  });

  it("bounds nesting depth", () => {
    let filter: Record<string, unknown> = { name: "x" };
    for (let i = 0; i < 40; i++) filter = { $not: filter };
    expectViolation(() => compile(filter), "query.filter", "MAX_DEPTH");
  });
});
