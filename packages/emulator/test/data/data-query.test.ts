/**
 * Wix Data queries through the real app, on both databases: the `.r` GET form and the POST form
 * agree; every filter operator (types kept apart, strings matched ignoring case where the provider
 * does), `$and`/`$or`/`$not`, nested fields; sorts (byte-wise strings, missing values lowest,
 * newest first by default); paging with `hasNext` and the total on request; projections; count;
 * and a 400 naming the place for every malformed query.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { call, defineCollection, type ErrorBody, insert, query, type WireItem } from "./data-calls.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await defineCollection(t, "Things");
  for (const data of [
    {
      _id: "a",
      name: "Apple",
      n: 3,
      tags: ["fruit", "red"],
      at: { $date: "2026-01-03T00:00:00Z" },
      city: { name: "Oslo" },
    },
    { _id: "b", name: "banana", n: 1, tags: ["fruit", "yellow"], at: { $date: "2026-01-01T00:00:00Z" } },
    {
      _id: "c",
      name: "Carrot",
      n: 2,
      tags: ["vegetable"],
      at: { $date: "2026-01-02T00:00:00Z" },
      city: { name: "Rome" },
    },
    { _id: "d", name: "Date", n: "9", tags: [], done: true },
    { _id: "e", name: "100% Juice", n: 10, done: false },
  ])
    await insert(t, "Things", data);
});
afterEach(() => t.close());

const ids = (items: WireItem[]) => items.map((item) => item.id);

async function idsWhere(filter: unknown, sort: unknown = [{ fieldName: "_id" }]) {
  const reply = await query(t, "Things", { filter, sort });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return ids(reply.body.dataItems);
}

describe("filters", () => {
  it.each([
    [{ name: "Apple" }, ["a"]],
    [{ name: "apple" }, []],
    [{ name: { $ne: "Apple" } }, ["b", "c", "d", "e"]],
    [{ city: null }, ["b", "d", "e"]],
    [{ city: { $ne: null } }, ["a", "c"]],
    [{ n: { $gt: 1, $lte: 3 } }, ["a", "c"]],
    [{ n: { $gt: 5 } }, ["e"]],
    [{ n: { $gte: "5" } }, ["d"]],
    [{ name: { $lt: "C" } }, ["a", "e"]],
    [{ at: { $gt: { $date: "2026-01-01T12:00:00.000Z" } } }, ["a", "c"]],
    [{ at: { $date: "2026-01-02T00:00:00Z" } }, ["c"]],
    [{ n: { $in: [1, 2, "9"] } }, ["b", "c", "d"]],
    [{ tags: { $hasSome: ["red", "vegetable"] } }, ["a", "c"]],
    [{ name: { $hasSome: ["Date", "Fig"] } }, ["d"]],
    [{ tags: { $hasAll: ["fruit", "yellow"] } }, ["b"]],
    [{ name: { $startsWith: "CA" } }, ["c"]],
    [{ name: { $startsWith: "100%" } }, ["e"]],
    [{ name: { $endsWith: "ANA" } }, ["b"]],
    [{ name: { $contains: "rr" } }, ["c"]],
    [{ done: { $exists: true } }, ["d", "e"]],
    [{ done: false }, ["e"]],
    [{ "city.name": "Rome" }, ["c"]],
    [{ $or: [{ _id: "a" }, { n: { $lt: 2 } }] }, ["a", "b"]],
    [{ $and: [{ tags: { $hasSome: ["fruit"] } }, { n: { $gt: 1 } }] }, ["a"]],
    [{ $not: [{ tags: { $hasSome: ["fruit"] } }] }, ["c", "d", "e"]],
    [{ $not: { _id: { $in: ["a", "b"] } } }, ["c", "d", "e"]],
  ])("%j matches %j", async (filter, expected) => {
    expect(await idsWhere(filter)).toEqual(expected);
  });

  it("reads the same query from the .r GET form, from flat GET parameters and from a POST", async () => {
    const body = {
      dataCollectionId: "Things",
      query: { filter: { n: { $gt: 1 } }, sort: [{ fieldName: "n" }] },
    };
    const dotR = Buffer.from(JSON.stringify(body)).toString("base64url");
    const viaGet = await call<{ dataItems: WireItem[] }>(t, "GET", `/wix-data/v2/items/query?.r=${dotR}`);
    const flat = `dataCollectionId=Things&query.filter=${encodeURIComponent('{"n":{"$gt":1}}')}&query.paging.limit=2`;
    const viaFlat = await call<{ dataItems: WireItem[] }>(t, "GET", `/wix-data/v2/items/query?${flat}`);
    const viaPost = await call<{ dataItems: WireItem[] }>(t, "POST", "/wix-data/v2/items/query", body);
    expect(ids(viaGet.body.dataItems)).toEqual(["c", "a", "e"]);
    expect(viaPost.body).toEqual(viaGet.body);
    expect(viaFlat.body.dataItems).toHaveLength(2);
  });
});

describe("sorting and paging", () => {
  it("sorts strings byte-wise, numbers as numbers, and puts missing values lowest", async () => {
    expect(await idsWhere(undefined, [{ fieldName: "name", order: "ASC" }])).toEqual([
      "e",
      "a",
      "c",
      "d",
      "b",
    ]);
    expect(await idsWhere({ n: { $gte: 0 } }, [{ fieldName: "n", order: "DESC" }])).toEqual([
      "e",
      "a",
      "c",
      "b",
    ]);
    expect(await idsWhere(undefined, [{ fieldName: "at", order: "ASC" }])).toEqual(["d", "e", "b", "c", "a"]);
    // Ties (here the two items without a date) go by id, in the direction of the last key.
    expect(await idsWhere(undefined, [{ fieldName: "at", order: "DESC" }])).toEqual([
      "a",
      "c",
      "b",
      "e",
      "d",
    ]);
  });

  it("serves the newest items first without a sort", async () => {
    await t.db.query(
      `update data_items set data = jsonb_set(data, '{_createdDate}', jsonb_build_object('$date', $1::text)) where id = 'c'`,
      ["2030-01-01T00:00:00.000Z"],
    );
    const reply = await query(t, "Things", {});
    expect(ids(reply.body.dataItems)[0]).toBe("c");
  });

  it("pages with limit and offset, says whether more follow and counts on request", async () => {
    const sort = [{ fieldName: "_id" }];
    const first = await query(t, "Things", { sort, paging: { limit: 2 } }, { returnTotalCount: true });
    expect(ids(first.body.dataItems)).toEqual(["a", "b"]);
    expect(first.body.pagingMetadata).toEqual({
      count: 2,
      offset: 0,
      total: 5,
      tooManyToCount: false,
      hasNext: true,
    });
    const last = await query(t, "Things", { sort, paging: { limit: 2, offset: 4 } });
    expect(ids(last.body.dataItems)).toEqual(["e"]);
    expect(last.body.pagingMetadata).toEqual({ count: 1, offset: 4, hasNext: false });
  });

  it("returns only the asked fields, and _id", async () => {
    const reply = await query(t, "Things", { filter: { _id: "a" }, fields: ["name"] });
    expect(reply.body.dataItems[0]?.data).toEqual({ _id: "a", name: "Apple" });
  });

  it("counts matching items", async () => {
    const reply = await call(t, "POST", "/wix-data/v2/items/count", {
      dataCollectionId: "Things",
      filter: { tags: { $hasSome: ["fruit"] } },
    });
    expect(reply.body).toEqual({ totalCount: 2 });
  });
});

describe("malformed queries", () => {
  it.each([
    [{ filter: { n: { $regex: "x" } } }, "query.filter.n.$regex"],
    [{ filter: { n: { $gt: null } } }, "query.filter.n.$gt"],
    [{ filter: { n: { $gt: [1] } } }, "query.filter.n.$gt"],
    [{ filter: { n: { $in: 1 } } }, "query.filter.n.$in"],
    [{ filter: { name: { $startsWith: 1 } } }, "query.filter.name.$startsWith"],
    [{ filter: { $or: 3 } }, "query.filter.$or"],
    [{ filter: { $where: "1" } }, "query.filter.$where"],
    [{ filter: { "a..b": 1 } }, "query.filter.a..b"],
    [{ sort: [{ fieldName: "n", order: "UP" }] }, "query.sort[0].order"],
    [{ sort: [{ order: "ASC" }] }, "query.sort[0].fieldName"],
    [{ paging: { limit: 1001 } }, "query.paging.limit"],
    [{ paging: { limit: 0 } }, "query.paging.limit"],
    [{ paging: { offset: -1 } }, "query.paging.offset"],
    [{ cursorPaging: { cursor: "abc" } }, "query.cursorPaging.cursor"],
  ])("refuses %j with a 400 naming %s", async (body, field) => {
    const reply = await call<ErrorBody>(t, "POST", "/wix-data/v2/items/query", {
      dataCollectionId: "Things",
      query: body,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.details.validationError?.fieldViolations.map((v) => v.field)).toEqual([field]);
  });

  it("refuses an undecodable .r", async () => {
    const reply = await call<ErrorBody>(t, "GET", "/wix-data/v2/items/query?.r=%%%");
    expect(reply.status).toBe(400);
  });
});
