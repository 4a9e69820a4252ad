import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the query compiler on v1's field tables
import { collectionFields } from "../../../src/catalog/query/collection-fields.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the query compiler
import { compileQuery } from "../../../src/catalog/query/compile-query.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the query compiler on v1's field tables
import { productFields } from "../../../src/catalog/query/product-fields.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the query compiler on v1's field tables
import { storeVariantFields } from "../../../src/catalog/query/store-variant-fields.ts";
import { expectViolation } from "../support/expect-violation.ts";

describe("compileQuery", () => {
  it("defaults: every row, creation order, 50 from offset 0", () => {
    const q = compileQuery(productFields, undefined, "query");
    expect(q.where).toBe("true");
    expect(q.orderBy).toBe("numeric_id");
    expect(q.paging).toEqual({ limit: 50, offset: 0 });
  });

  it("accepts filter and sort as JSON text (the older request shape)", () => {
    const q = compileQuery(
      productFields,
      { filter: '{"name":{"$startsWith":"Shirt"}}', sort: '[{"fieldName":"price","order":"DESC"}]' },
      "query",
    );
    expect(q.where).toBe("name like $1 || '%'");
    expect(q.params.values).toEqual(["Shirt"]);
    expect(q.orderBy).toBe("price desc, id desc");
  });

  it("accepts the whole query as JSON text, and the older {field: order} sort", () => {
    const q = compileQuery(
      productFields,
      JSON.stringify({ sort: [{ name: "asc" }, { lastUpdated: "desc" }] }),
      "query",
    );
    expect(q.orderBy).toBe("name using ~<~, last_updated desc, id desc");
  });

  it("orders by each sortable field, with a tiebreak unless the field is unique", () => {
    const order = (fieldName: string, order?: string) =>
      compileQuery(productFields, { sort: [{ fieldName, ...(order ? { order } : {}) }] }, "query").orderBy;
    expect(order("id")).toBe("id");
    expect(order("id", "DESC")).toBe("id desc");
    expect(order("name")).toBe("name using ~<~, id");
    expect(order("name", "DESC")).toBe("name using ~>~, id desc");
    expect(order("slug", "asc")).toBe("slug");
    expect(order("productType", "DESC")).toBe("product_type desc, id desc");
    expect(order("sku")).toBe("sku using ~<~, id");
    expect(order("price")).toBe("price, id");
    expect(order("priceData.price", "DESC")).toBe("price desc, id desc");
    expect(order("numericId", "DESC")).toBe("numeric_id desc");
    expect(order("lastUpdated")).toBe("last_updated, id");
  });

  it("uses each entity's table", () => {
    expect(compileQuery(collectionFields, {}, "query").orderBy).toBe("name using ~<~, id");
    expect(compileQuery(storeVariantFields, { filter: { productId: "p1" } }, "query")).toMatchObject({
      where: "v.product_id = $1::text",
      orderBy: "v.product_id, v.position, v.variant_id",
    });
  });

  it("reads paging numbers sent as digit strings (flat GET parameters)", () => {
    expect(compileQuery(productFields, { paging: { limit: "100", offset: "7" } }, "query").paging).toEqual({
      limit: 100,
      offset: 7,
    });
    expect(compileQuery(productFields, { paging: { limit: 0 } }, "query").paging).toEqual({
      limit: 0,
      offset: 0,
    });
  });

  it("rejects bad paging, naming the field", () => {
    expectViolation(
      () => compileQuery(productFields, { paging: { limit: 101 } }, "query"),
      "query.paging.limit",
      "MAX_VALUE",
    );
    expectViolation(
      () => compileQuery(productFields, { paging: { limit: -1 } }, "query"),
      "query.paging.limit",
      "MIN_VALUE",
    );
    expectViolation(
      () => compileQuery(productFields, { paging: { limit: "-1" } }, "query"),
      "query.paging.limit",
      "MIN_VALUE",
    );
    expectViolation(
      () => compileQuery(productFields, { paging: { limit: 2.5 } }, "query"),
      "query.paging.limit",
      "INVALID_TYPE",
    );
    expectViolation(
      () => compileQuery(productFields, { paging: { limit: "ten" } }, "query"),
      "query.paging.limit",
      "INVALID_TYPE",
    );
    expectViolation(
      () => compileQuery(productFields, { paging: { offset: -5 } }, "query"),
      "query.paging.offset",
      "MIN_VALUE",
    );
    expectViolation(
      () => compileQuery(productFields, { paging: [] }, "query"),
      "query.paging",
      "INVALID_TYPE",
    );
    expectViolation(
      () => compileQuery(productFields, { cursorPaging: { limit: 5 } }, "query"),
      "query.cursorPaging",
    );
  });

  it("rejects bad sorts and bad JSON, naming the field", () => {
    expectViolation(
      () => compileQuery(productFields, { sort: [{ fieldName: "description" }] }, "query"),
      "query.sort[0].fieldName",
      "UNSORTABLE_FIELD",
    );
    expectViolation(
      () => compileQuery(productFields, { sort: [{ fieldName: "toString" }] }, "query"),
      "query.sort[0].fieldName",
      "UNSORTABLE_FIELD",
    );
    expectViolation(
      () => compileQuery(productFields, { sort: [{ fieldName: "price", order: "UP" }] }, "query"),
      "query.sort[0].order",
      "INVALID_ENUM_VALUE",
    );
    expectViolation(
      () => compileQuery(productFields, { sort: [{ fieldName: 1 }] }, "query"),
      "query.sort[0].fieldName",
      "INVALID_TYPE",
    );
    expectViolation(
      () => compileQuery(productFields, { sort: [{}] }, "query"),
      "query.sort[0].fieldName",
      "REQUIRED_FIELD",
    );
    expectViolation(
      () => compileQuery(productFields, { sort: ["price"] }, "query"),
      "query.sort[0]",
      "INVALID_TYPE",
    );
    expectViolation(
      () => compileQuery(productFields, { filter: "{name" }, "query"),
      "query.filter",
      "INVALID_FORMAT",
    );
    expectViolation(() => compileQuery(productFields, [], "query"), "query", "INVALID_TYPE");
  });
});
