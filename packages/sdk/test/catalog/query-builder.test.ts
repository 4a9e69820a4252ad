/**
 * The catalogue query builder: the filters, sorts and paging it produces, its immutability, its
 * pages, and `iterateProducts` (offset paging, then a `numericId` keyset past offset 10 000), against a
 * real HTTP server on 127.0.0.1 that decodes `.r` like the provider does.
 */
import { createClient, isClientError } from "@vitrine/sdk";
import { collectionsV2, iterateProducts, products, queryProducts } from "@vitrine/sdk/catalog";
import { type RecordedRequest, type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

interface SentQuery {
  filter?: Record<string, unknown>;
  sort?: { fieldName: string; order: string }[];
  paging: { limit: number; offset: number };
}

/** The `query` a recorded request carried (in `.r`, or in the POST body). */
function sentQuery(req: RecordedRequest): SentQuery {
  const r = new URLSearchParams(req.query).get(".r");
  const payload = r ? JSON.parse(Buffer.from(r, "base64url").toString("utf8")) : JSON.parse(req.body);
  return payload.query;
}

describe("products query builder", () => {
  let server: RecordingServer;
  let client: ReturnType<typeof makeClient>;
  const makeClient = (origin: string) =>
    createClient({ modules: { products: { queryProducts }, collectionsV2 }, baseUrl: origin, retry: false });

  beforeEach(async () => {
    server = await startRecordingServer();
    client = makeClient(server.origin);
  });
  afterEach(() => server.close());

  it("builds the README chain", () => {
    const q = client.products
      .queryProducts()
      .eq("productType", "physical")
      .startsWith("name", "Shi")
      .between("price", 10, 50)
      .hasSome("collectionIds", ["c1", "c2"])
      .ascending("price")
      .limit(20)
      .skip(40);
    expect(q.query).toEqual({
      filter: {
        $and: [
          { productType: "physical" },
          { name: { $startsWith: "Shi" } },
          { price: { $gte: 10 } },
          { price: { $lt: 50 } },
          { collectionIds: { $hasSome: ["c1", "c2"] } },
        ],
      },
      paging: { offset: 40, limit: 20 },
      sort: [{ fieldName: "price", order: "ASC" }],
    });
  });

  it("maps every operator", () => {
    const at = new Date("2024-05-01T00:00:00.000Z");
    const q = client.products
      .queryProducts()
      .ne("sku", "x")
      .gt("numericId", "10")
      .ge("createdDate", at)
      .lt("price", 9)
      .le("price", 8)
      .in("id", ["a"])
      .hasAll("collectionIds", ["c"])
      .isEmpty("description")
      .isNotEmpty("slug")
      .exists("sku")
      .exists("brand" as "sku", false)
      .eq("name", undefined);
    expect(q.query.filter).toEqual({
      $and: [
        { sku: { $ne: "x" } },
        { numericId: { $gt: "10" } },
        { createdDate: { $gte: at } },
        { price: { $lt: 9 } },
        { price: { $lte: 8 } },
        { id: { $in: ["a"] } },
        { collectionIds: { $hasAll: ["c"] } },
        { description: null },
        { slug: { $ne: null } },
        { sku: { $exists: true } },
        { brand: { $exists: false } },
        { name: null },
      ],
    });
  });

  it("composes with and, or, not (keeping the filter built so far)", () => {
    const qp = () => client.products.queryProducts();
    const a = qp().eq("name", "A");
    const b = qp().eq("sku", "B").eq("slug", "b");
    expect(a.or(b).query.filter).toEqual({ $or: [{ name: "A" }, { $and: [{ sku: "B" }, { slug: "b" }] }] });
    expect(a.or(qp().eq("sku", "B")).or(qp().eq("slug", "c")).query.filter).toEqual({
      $or: [{ name: "A" }, { sku: "B" }, { slug: "c" }],
    });
    expect(a.and(b).query.filter).toEqual({ $and: [{ name: "A" }, { sku: "B" }, { slug: "b" }] });
    expect(qp().not(a).query.filter).toEqual({ $not: { name: "A" } });
    expect(a.not(qp().eq("sku", "B")).query.filter).toEqual({
      $and: [{ name: "A" }, { $not: { sku: "B" } }],
    });
    expect(qp().not(qp().not(a)).query.filter).toEqual({ name: "A" });
    expect(qp().or(qp()).query.filter).toEqual({});
  });

  it("is immutable and sorts in call order", () => {
    const base = client.products.queryProducts();
    const sorted = base.descending("name").ascending("price", "numericId");
    expect(base.query).toEqual({ filter: {}, paging: { offset: 0, limit: 50 } });
    expect(sorted.query.sort).toEqual([
      { fieldName: "name", order: "DESC" },
      { fieldName: "price", order: "ASC" },
      { fieldName: "numericId", order: "ASC" },
    ]);
    const limited = base.limit(5);
    expect(limited.query.paging).toEqual({ limit: 5, offset: 0 });
    expect(base.query.paging).toEqual({ offset: 0, limit: 50 });
  });

  it("rejects a limit over 100 before any request", async () => {
    const error = await client.products
      .queryProducts()
      .limit(101)
      .find()
      .catch((e: unknown) => e);
    expect(isClientError(error)).toBe(true);
    expect((error as Error).message).toBe(
      "Query paging needs an integer limit from 0 to 100 and offset from 0, got limit 101, offset 0",
    );
    await expect(client.products.queryProducts().skip(-1).find()).rejects.toThrow(/offset/);
    expect(server.requests).toEqual([]);
  });

  it("resolves a page with counts, dates and neighbours", async () => {
    server.handle((req, res) => {
      const { paging } = sentQuery(req);
      const items = Array.from({ length: Math.min(paging.limit, 45 - paging.offset) }, (_, i) => ({
        id: `p${paging.offset + i}`,
        createdDate: "2024-01-02T03:04:05.000Z",
        lastUpdated: "2024-02-02T03:04:05.000Z",
      }));
      sendJson(res, 200, {
        products: items,
        metadata: { items: items.length, offset: paging.offset },
        totalResults: 45,
      });
    });
    const first = await client.products.queryProducts().limit(20).find();
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.createdDate).toEqual(new Date("2024-01-02T03:04:05.000Z"));
    expect(first.items[0]?.lastUpdated).toBeInstanceOf(Date);
    expect([first.totalCount, first.pageSize, first.currentPage, first.totalPages]).toEqual([45, 20, 0, 3]);
    expect([first.hasPrev(), first.hasNext()]).toEqual([false, true]);
    const third = await (await first.next()).next();
    expect(third.items.map((p) => p.id)).toEqual(["p40", "p41", "p42", "p43", "p44"]);
    expect([third.currentPage, third.hasNext(), third.hasPrev()]).toEqual([2, false, true]);
    await expect(third.next()).rejects.toThrow(RangeError);
    const second = await third.prev();
    expect(second.items[0]?.id).toBe("p20");
    expect(server.requests.map((r) => sentQuery(r).paging.offset)).toEqual([0, 20, 40, 20]);
  });

  it("iterates every page, with a numericId keyset beyond offset 10 000", async () => {
    const total = 10_250;
    const all = Array.from({ length: total }, (_, i) => ({ id: `p${i}`, numericId: String(1000 + i) }));
    server.handle((req, res) => {
      const { filter, paging, sort } = sentQuery(req);
      expect(sort).toEqual([{ fieldName: "numericId", order: "ASC" }]);
      const after = (filter?.$and as { numericId?: { $gt: string } }[] | undefined)?.find((f) => f.numericId)
        ?.numericId?.$gt;
      const matching = after === undefined ? all : all.filter((p) => Number(p.numericId) > Number(after));
      sendJson(res, 200, {
        products: matching.slice(paging.offset, paging.offset + paging.limit),
        totalResults: matching.length,
      });
    });
    const seen: string[] = [];
    for await (const p of iterateProducts(
      client.products.queryProducts().eq("productType", "physical").limit(100),
    )) {
      seen.push(p.id ?? "");
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const queries = server.requests.map(sentQuery);
    expect(Math.max(...queries.map((q) => q.paging.offset))).toBeLessThanOrEqual(10_000);
    expect(queries.at(-1)?.filter).toEqual({
      $and: [{ productType: "physical" }, { numericId: { $gt: "10999" } }],
    });
  });

  it("stops iterating when the caller aborts", async () => {
    server.handle((req, res) => {
      const { paging } = sentQuery(req);
      sendJson(res, 200, {
        products: [{ id: `p${paging.offset}`, numericId: String(paging.offset) }],
        totalResults: 10,
      });
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const walk = async () => {
      for await (const p of iterateProducts(client.products.queryProducts().limit(1), {
        signal: controller.signal,
      })) {
        seen.push(p.id ?? "");
        if (seen.length === 3) controller.abort(new Error("enough"));
      }
    };
    await expect(walk()).rejects.toThrow();
    expect(seen).toEqual(["p0", "p1", "p2"]);
  });

  it("collections pages carry pagingMetadata", async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, {
        collections: [{ id: "c1" }],
        pagingMetadata: { count: 1, offset: 0, total: 7, tooManyToCount: false, cursors: {} },
      }),
    );
    const page = await client.collectionsV2.queryCollections().startsWith("name", "S").limit(1).find();
    expect(page.items).toEqual([{ id: "c1" }]);
    expect(page.pagingMetadata.total).toBe(7);
    expect([page.totalCount, page.totalPages, page.hasNext()]).toEqual([7, 7, true]);
    expect(server.requests[0]?.path).toBe("/v2/collections/query");
  });
});

describe("module objects", () => {
  it("hold every call", () => {
    expect(Object.keys(products).sort()).toContain("bulkAdjustProductProperties");
    expect(Object.keys(collectionsV2).sort()).toEqual([
      "getCollection",
      "getCollectionBySlug",
      "queryCollections",
    ]);
  });
});
