/**
 * The catalogue v3 cursor query builder: what it sends on the first page and on cursor pages,
 * its immutability, the page size check, page links and `iterateCursorQuery`, against a real HTTP server
 * on 127.0.0.1 that pages five products by an opaque cursor.
 */
import { createClient, isClientError } from "@vitrine/sdk";
import { iterateCursorQuery, productsV3, readOnlyVariantsV3 } from "@vitrine/sdk/catalog-v3";
import { type RecordedRequest, type RecordingServer, sendJson, startRecordingServer } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

interface SentPayload {
  fields?: string[];
  query: { filter?: object; sort?: object[]; cursorPaging: { limit?: number; cursor?: string } };
}

/** The payload a recorded request carried (in `.r`, or in the POST body). */
function sentPayload(req: RecordedRequest): SentPayload {
  const r = new URLSearchParams(req.query).get(".r");
  return r ? JSON.parse(Buffer.from(r, "base64url").toString("utf8")) : JSON.parse(req.body);
}

const ids = ["p1", "p2", "p3", "p4", "p5"];

/** Pages `ids` by the sent limit; the cursor is `at:<index>`. */
function pageOf(req: RecordedRequest) {
  const { cursorPaging } = sentPayload(req).query;
  const limit = cursorPaging.limit ?? 50;
  const start = cursorPaging.cursor ? Number(cursorPaging.cursor.slice(3)) : 0;
  const slice = ids.slice(start, start + limit);
  const end = start + slice.length;
  return {
    products: slice.map((id) => ({ id, createdDate: "2024-05-06T07:08:09.000Z" })),
    pagingMetadata: {
      count: slice.length,
      cursors: {
        next: end < ids.length ? `at:${end}` : null,
        prev: start > 0 ? `at:${Math.max(start - limit, 0)}` : null,
      },
      hasNext: end < ids.length,
    },
  };
}

describe("catalogue v3 cursor query builder", () => {
  let server: RecordingServer;
  let client: ReturnType<typeof makeClient>;
  const makeClient = (origin: string) =>
    createClient({ modules: { productsV3, readOnlyVariantsV3 }, baseUrl: origin, retry: false });

  beforeEach(async () => {
    server = await startRecordingServer((req, res) => sendJson(res, 200, pageOf(req)));
    client = makeClient(server.origin);
  });
  afterEach(() => server.close());

  it("is immutable and sends filter, page size and sort, then only the cursor", async () => {
    const base = client.productsV3.queryProducts({ fields: ["URL"] });
    const visible = base.eq("visible", true).descending("createdDate").limit(2);
    expect(base.query).toEqual({ filter: {}, cursorPaging: { limit: 50 } });

    const first = await visible.find();
    expect(first.items.map((p) => p.id)).toEqual(["p1", "p2"]);
    expect(first.items[0]?.createdDate).toEqual(new Date("2024-05-06T07:08:09.000Z"));
    expect(first.pageSize).toBe(2);
    expect([first.hasNext(), first.hasPrev()]).toEqual([true, false]);
    expect(first.cursors).toEqual({ next: "at:2" });
    expect(sentPayload(server.requests[0]!)).toEqual({
      fields: ["URL"],
      query: {
        filter: { visible: true },
        cursorPaging: { limit: 2 },
        sort: [{ fieldName: "createdDate", order: "DESC" }],
      },
    });

    const second = await first.next();
    expect(second.items.map((p) => p.id)).toEqual(["p3", "p4"]);
    expect(sentPayload(server.requests[1]!)).toEqual({
      fields: ["URL"],
      query: { cursorPaging: { cursor: "at:2", limit: 2 } },
    });
    const back = await second.prev();
    expect(back.items.map((p) => p.id)).toEqual(["p1", "p2"]);
    await expect(back.prev()).rejects.toThrow(new RangeError("No previous page to fetch"));
  });

  it("iterateCursorQuery() walks every page by cursor", async () => {
    const seen: string[] = [];
    for await (const product of iterateCursorQuery(client.productsV3.queryProducts().limit(2)))
      seen.push(product.id ?? "");
    expect(seen).toEqual(ids);
    expect(server.requests.map((r) => sentPayload(r).query.cursorPaging)).toEqual([
      { limit: 2 },
      { cursor: "at:2", limit: 2 },
      { cursor: "at:4", limit: 2 },
    ]);
  });

  it("the last page has no next page", async () => {
    const last = await client.productsV3.queryProducts().skipTo("at:4").find();
    expect(last.items.map((p) => p.id)).toEqual(["p5"]);
    expect(last.hasNext()).toBe(false);
    await expect(last.next()).rejects.toThrow(new RangeError("No next page to fetch"));
  });

  it("a page size over 100 fails before any request", async () => {
    const error = await client.productsV3
      .queryProducts()
      .limit(101)
      .find()
      .catch((e: unknown) => e);
    expect(isClientError(error) && error.code).toBe("INVALID_QUERY");
    expect(server.requests).toEqual([]);
  });

  it("the variants query posts its body", async () => {
    server.handle((_req, res) =>
      sendJson(res, 200, { variants: [{ id: "v1" }], pagingMetadata: { hasNext: false } }),
    );
    const page = await client.readOnlyVariantsV3.queryVariants().eq("productData.productId", "p1").find();
    expect(page.items).toEqual([{ id: "v1" }]);
    expect(server.requests[0]?.method).toBe("POST");
    expect(JSON.parse(server.requests[0]?.body ?? "")).toEqual({
      query: { filter: { "productData.productId": "p1" }, cursorPaging: { limit: 50 } },
    });
  });
});
