import { COUNT_BOUND, insertBulkProducts, insertProducts } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend } from "../../support/test-database.ts";
import { type Caller, dotR, get, post, violation } from "../support/read-client.ts";

const PATH = "/stores-reader/v1/products/query-platformized";

interface Page {
  products: {
    id: string;
    costAndProfitData?: unknown;
    costRange?: unknown;
    variants?: { variant?: object }[];
  }[];
  metadata: { items: number; count: number; offset: number; total: number; tooManyToCount: boolean };
  totalResults: number;
}

let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
  await insertProducts(t.db, [
    {
      id: "p1",
      name: "Shirt blue",
      slug: "shirt-blue",
      price: 10,
      sku: "SH-1",
      collectionIds: ["c1"],
      lastUpdated: "2026-01-05T00:00:00.000Z",
    },
    {
      id: "p2",
      name: "Shirt red",
      slug: "shirt-red",
      price: 25,
      sku: "SH-2",
      collectionIds: ["c1", "c2"],
      lastUpdated: "2026-01-03T00:00:00.000Z",
    },
    {
      id: "p3",
      name: "Mug",
      slug: "mug",
      price: 7.5,
      productType: "digital",
      description: "50% off_today",
      collectionIds: ["c2"],
      lastUpdated: "2026-01-04T00:00:00.000Z",
      createdDate: "2025-06-01T00:00:00.000Z",
    },
    {
      id: "p4",
      name: "Shirt_x",
      slug: "shirt-x",
      price: 25,
      sku: null,
      lastUpdated: "2026-01-02T00:00:00.000Z",
    },
    { id: "p5", name: "Hidden hat", slug: "hidden-hat", price: 99, visible: false, collectionIds: ["c1"] },
  ]);
});
afterEach(() => t.close());

async function page(query: object, caller: Caller = "visitor", extra: object = {}): Promise<Page> {
  const response = await post(t, caller, PATH, { query, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

async function ids(query: object, caller: Caller = "visitor", extra: object = {}): Promise<string[]> {
  return (await page(query, caller, extra)).products.map((p) => p.id);
}

describe(`query products on ${testBackend}`, () => {
  it("answers GET with .r, GET with flat parameters, and the POST fallback alike", async () => {
    const query = { filter: { price: { $gt: 9 } }, sort: [{ fieldName: "price", order: "ASC" }] };
    const viaR = await get(t, "visitor", `${PATH}?${dotR({ query })}`);
    expect(viaR.statusCode).toBe(200);
    expect((viaR.json() as Page).products.map((p) => p.id)).toEqual(["p1", "p2", "p4"]);
    expect(await ids(query)).toEqual(["p1", "p2", "p4"]);
    const flat = await get(t, "visitor", `${PATH}?query.paging.limit=2&query.paging.offset=1`);
    expect(flat.json()).toMatchObject({ metadata: { items: 2, offset: 1 }, totalResults: 4 });
  });

  it("lists hidden products only to a merchant who asks with includeHiddenProducts", async () => {
    const hidden = { includeHiddenProducts: true };
    expect(await ids({})).toEqual(["p1", "p2", "p3", "p4"]);
    expect(await ids({}, "merchant")).toEqual(["p1", "p2", "p3", "p4"]);
    expect(await ids({}, "merchant", hidden)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
    expect(await ids({}, "visitor", hidden)).toEqual(["p1", "p2", "p3", "p4"]);
    expect((await page({ filter: { visible: false } }, "merchant")).totalResults).toBe(0);
    expect((await page({ filter: { visible: false } }, "visitor", hidden)).totalResults).toBe(0);
    expect(await ids({ filter: { visible: false } }, "merchant", hidden)).toEqual(["p5"]);
    expect(await ids({}, "merchant", { includeHiddenProducts: false })).toEqual(["p1", "p2", "p3", "p4"]);
  });

  it("reads includeHiddenProducts from .r and from a flat GET parameter", async () => {
    const viaR = await get(t, "merchant", `${PATH}?${dotR({ query: {}, includeHiddenProducts: true })}`);
    expect((viaR.json() as Page).totalResults).toBe(5);
    const flat = await get(t, "merchant", `${PATH}?includeHiddenProducts=true`);
    expect((flat.json() as Page).totalResults).toBe(5);
    const off = await get(t, "merchant", `${PATH}?includeHiddenProducts=false`);
    expect((off.json() as Page).totalResults).toBe(4);
  });

  it("serves merchant-only fields only to a merchant who asks", async () => {
    const plain = await page({}, "merchant");
    expect(plain.products[0]).not.toHaveProperty("costAndProfitData");
    expect(plain.products[0]).not.toHaveProperty("costRange");
    expect(plain.products[0]?.variants?.[0]?.variant).not.toHaveProperty("costAndProfitData");
    const visitor = await page({}, "visitor", { includeMerchantSpecificData: true });
    expect(visitor.products[0]).not.toHaveProperty("costAndProfitData");
    const merchant = await page({}, "merchant", { includeMerchantSpecificData: true });
    expect(merchant.products[0]).toHaveProperty("costAndProfitData.itemCost", 5);
    expect(merchant.products[0]).toHaveProperty("costRange");
    expect(merchant.products[0]?.variants?.[0]?.variant).toHaveProperty("costAndProfitData");
  });

  it("filters with each operator", async () => {
    expect(await ids({ filter: { name: "Mug" } })).toEqual(["p3"]);
    expect(await ids({ filter: { price: { $eq: 25 } } })).toEqual(["p2", "p4"]);
    expect(await ids({ filter: { price: { $ne: 25 } } })).toEqual(["p1", "p3"]);
    expect(await ids({ filter: { "priceData.price": { $gt: 10 } } })).toEqual(["p2", "p4"]);
    expect(await ids({ filter: { price: { $gte: 10 } } })).toEqual(["p1", "p2", "p4"]);
    expect(await ids({ filter: { price: { $lt: 10 } } })).toEqual(["p3"]);
    expect(await ids({ filter: { price: { $lte: 10 } } })).toEqual(["p1", "p3"]);
    expect(await ids({ filter: { id: { $in: ["p3", "p1", "p5"] } } })).toEqual(["p1", "p3"]);
    expect(await ids({ filter: { slug: { $in: [] } } })).toEqual([]);
    expect(await ids({ filter: { name: { $startsWith: "Shirt" } } })).toEqual(["p1", "p2", "p4"]);
    expect(await ids({ filter: { name: { $startsWith: "Shirt_" } } })).toEqual(["p4"]);
    expect(await ids({ filter: { description: { $startsWith: "50%" } } })).toEqual(["p3"]);
    expect(await ids({ filter: { sku: { $startsWith: "SH" } } })).toEqual(["p1", "p2"]);
    expect(await ids({ filter: { sku: { $exists: false } } })).toEqual(["p3", "p4"]);
    expect(await ids({ filter: { sku: { $exists: true } } })).toEqual(["p1", "p2"]);
    expect(await ids({ filter: { sku: null } })).toEqual(["p3", "p4"]);
    expect(await ids({ filter: { sku: { $ne: null } } })).toEqual(["p1", "p2"]);
    expect(await ids({ filter: { sku: { $ne: "SH-1" } } })).toEqual(["p2", "p3", "p4"]);
    expect(await ids({ filter: { description: { $isEmpty: false } } })).toEqual(["p3"]);
    expect(await ids({ filter: { productType: "digital" } })).toEqual(["p3"]);
    expect(await ids({ filter: { numericId: { $gt: "2" } } })).toEqual(["p3", "p4"]);
    expect(await ids({ filter: { numericId: 1 } })).toEqual(["p1"]);
    expect(await ids({ filter: { lastUpdated: { $gte: "2026-01-04T00:00:00Z" } } })).toEqual(["p1", "p3"]);
    expect(await ids({ filter: { createdDate: { $lt: { $date: "2026-01-01T00:00:00Z" } } } })).toEqual([
      "p3",
    ]);
  });

  it("filters collectionIds with $hasSome, $hasAll, $in, $eq and $isEmpty", async () => {
    expect(await ids({ filter: { collectionIds: { $hasSome: ["c2", "c9"] } } })).toEqual(["p2", "p3"]);
    expect(await ids({ filter: { collectionIds: { $hasAll: ["c1", "c2"] } } })).toEqual(["p2"]);
    expect(await ids({ filter: { collectionIds: { $in: ["c1"] } } })).toEqual(["p1", "p2"]);
    expect(await ids({ filter: { collectionIds: "c2" } })).toEqual(["p2", "p3"]);
    expect(await ids({ filter: { collectionIds: { $isEmpty: true } } })).toEqual(["p4"]);
  });

  it("combines with $and, $or, $not and sibling fields", async () => {
    const shirts = { name: { $startsWith: "Shirt" } };
    expect(await ids({ filter: { $and: [shirts, { price: { $gt: 10 } }] } })).toEqual(["p2", "p4"]);
    expect(await ids({ filter: { ...shirts, price: { $lt: 20 } } })).toEqual(["p1"]);
    expect(await ids({ filter: { $or: [{ price: { $lt: 8 } }, { sku: "SH-2" }] } })).toEqual(["p2", "p3"]);
    expect(await ids({ filter: { $not: shirts } })).toEqual(["p3"]);
    expect(await ids({ filter: { $not: { sku: "SH-1" } } })).toEqual(["p2", "p3", "p4"]);
    expect(
      await ids({
        filter: { $and: [{ $or: [shirts, { productType: "digital" }] }, { $not: { price: 25 } }] },
      }),
    ).toEqual(["p1", "p3"]);
  });

  it("accepts filter and sort as JSON text", async () => {
    const query = {
      filter: JSON.stringify({ price: { $gt: 9 } }),
      sort: JSON.stringify([{ price: "desc" }]),
    };
    expect(await ids(query)).toEqual(["p4", "p2", "p1"]);
  });

  it("sorts by each sortable field both ways, ties broken by id", async () => {
    const sorted = (fieldName: string, order: "ASC" | "DESC") => ids({ sort: [{ fieldName, order }] });
    expect(await sorted("id", "DESC")).toEqual(["p4", "p3", "p2", "p1"]);
    expect(await sorted("name", "ASC")).toEqual(["p3", "p1", "p2", "p4"]);
    expect(await sorted("name", "DESC")).toEqual(["p4", "p2", "p1", "p3"]);
    expect(await sorted("slug", "ASC")).toEqual(["p3", "p1", "p2", "p4"]);
    expect(await sorted("productType", "DESC")).toEqual(["p4", "p2", "p1", "p3"]);
    expect(await sorted("sku", "ASC")).toEqual(["p1", "p2", "p3", "p4"]);
    expect(await sorted("sku", "DESC")).toEqual(["p4", "p3", "p2", "p1"]);
    expect(await sorted("price", "ASC")).toEqual(["p3", "p1", "p2", "p4"]);
    expect(await sorted("priceData.price", "DESC")).toEqual(["p4", "p2", "p1", "p3"]);
    expect(await sorted("numericId", "DESC")).toEqual(["p4", "p3", "p2", "p1"]);
    expect(await sorted("lastUpdated", "ASC")).toEqual(["p4", "p2", "p3", "p1"]);
    expect(await sorted("lastUpdated", "DESC")).toEqual(["p1", "p3", "p2", "p4"]);
    expect(await ids({ sort: [{ fieldName: "price", order: "DESC" }, { fieldName: "name" }] })).toEqual([
      "p2",
      "p4",
      "p1",
      "p3",
    ]);
  });

  it("pages by offset: default 50, up to 100, limit 0 counts only, past the end is empty", async () => {
    expect(await page({ paging: { limit: 2, offset: 1 } })).toMatchObject({
      products: [{ id: "p2" }, { id: "p3" }],
      metadata: { items: 2, offset: 1 },
      totalResults: 4,
    });
    expect(await page({ paging: { limit: 0 } })).toMatchObject({
      products: [],
      metadata: { items: 0 },
      totalResults: 4,
    });
    expect(await page({ paging: { limit: 100 } })).toMatchObject({ metadata: { items: 4 }, totalResults: 4 });
    expect(await page({ paging: { offset: 10 } })).toMatchObject({
      products: [],
      metadata: { items: 0, offset: 10 },
      totalResults: 4,
    });
    await insertBulkProducts(t.db, 60);
    expect(await page({})).toMatchObject({ metadata: { items: 50, offset: 0 }, totalResults: 64 });
  });

  it("also reports the page in the platform shape the provider's query builder reads", async () => {
    expect((await page({ paging: { limit: 2, offset: 1 } })).metadata).toEqual({
      items: 2,
      count: 2,
      offset: 1,
      total: 4,
      tooManyToCount: false,
    });
  });

  it("rejects bad queries with a 400 naming the field", async () => {
    const cases: [object, string][] = [
      [{ paging: { limit: 101 } }, "query.paging.limit"],
      [{ paging: { limit: -1 } }, "query.paging.limit"],
      [{ paging: { offset: -1 } }, "query.paging.offset"],
      [{ filter: { colour: "red" } }, "query.filter.colour"],
      [{ filter: { price: "10" } }, "query.filter.price"],
      [{ filter: { price: { $regex: "1" } } }, "query.filter.price"],
      [{ filter: "{not json" }, "query.filter"],
      [{ sort: [{ fieldName: "description" }] }, "query.sort[0].fieldName"],
      [{ sort: [{ fieldName: "price", order: "SIDEWAYS" }] }, "query.sort[0].order"],
    ];
    for (const [query, field] of cases) {
      const response = await post(t, "visitor", PATH, { query });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(violation(response)?.field).toBe(field);
    }
    const flat = await get(t, "visitor", `${PATH}?query.paging.limit=abc`);
    expect(flat.statusCode).toBe(400);
    expect(violation(flat)?.field).toBe("query.paging.limit");
    // A negative number in a flat parameter is refused as negative, as it is in a body.
    const negative = await get(t, "visitor", `${PATH}?query.paging.offset=-1`);
    expect(negative.statusCode).toBe(400);
    expect(violation(negative)).toMatchObject({
      field: "query.paging.offset",
      description: "must not be negative",
      violatedRule: "MIN_VALUE",
    });
  });

  it("needs a credential", async () => {
    expect((await t.inject({ method: "POST", url: PATH, payload: {} })).statusCode).toBe(401);
  });

  it(`bounds the total at ${COUNT_BOUND}`, async () => {
    await insertBulkProducts(t.db, COUNT_BOUND + 5);
    expect(await page({ paging: { limit: 1 } })).toMatchObject({
      metadata: { total: COUNT_BOUND, tooManyToCount: true },
      totalResults: COUNT_BOUND,
    });
    expect(await page({ filter: { price: { $lt: 1 } }, paging: { limit: 1 } })).toMatchObject({
      totalResults: 100, // prices are n % 100
    });
  });
});
