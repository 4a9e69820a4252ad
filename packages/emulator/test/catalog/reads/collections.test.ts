import { COUNT_BOUND, insertCollection, insertProducts } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend } from "../../support/test-database.ts";
import { dotR, get, violation } from "../support/read-client.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await insertCollection(t.db, { id: "c1", name: "Summer", slug: "summer", description: "Sun" });
  await insertCollection(t.db, { id: "c2", name: "Autumn", slug: "autumn", visible: false });
  await insertCollection(t.db, { id: "c3", name: "Sale", slug: "sale" });
  await insertProducts(t.db, [
    { id: "p1", name: "Hat", price: 5, collectionIds: ["c1", "c3"] },
    { id: "p2", name: "Shades", price: 9, collectionIds: ["c1"] },
    { id: "p3", name: "Secret", price: 1, collectionIds: ["c1"], visible: false },
  ]);
});
afterEach(() => t.close());

const query = (q: object, caller: "visitor" | "merchant" = "visitor") =>
  get(t, caller, `/v2/collections/query?${dotR({ query: q })}`);

describe(`collections on ${testBackend}`, () => {
  it("gets a collection by slug (v1) with the products the caller can see counted", async () => {
    const visitor = await get(t, "visitor", "/stores-reader/v1/collections/slug/summer");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({
      collection: {
        id: "c1",
        name: "Summer",
        slug: "summer",
        description: "Sun",
        visible: true,
        media: { items: [] },
        numberOfProducts: 2,
      },
    });
    const merchant = await get(t, "merchant", "/stores-reader/v1/collections/slug/summer");
    expect(merchant.json().collection.numberOfProducts).toBe(3);
  });

  it("gets a collection by id and by slug (v2), hidden collections included", async () => {
    expect((await get(t, "visitor", "/v2/collections/c2")).json().collection).toMatchObject({
      id: "c2",
      visible: false,
      numberOfProducts: 0,
    });
    expect((await get(t, "visitor", "/v2/collections/slug/sale")).json().collection).toMatchObject({
      id: "c3",
      numberOfProducts: 1,
    });
  });

  it("serves the v2 reads under /stores-reader too, as the provider's older clients call them", async () => {
    expect((await get(t, "visitor", "/stores-reader/v2/collections/slug/sale")).json()).toEqual(
      (await get(t, "visitor", "/v2/collections/slug/sale")).json(),
    );
    expect((await get(t, "visitor", "/stores-reader/v2/collections/c2")).json().collection).toMatchObject({
      id: "c2",
      visible: false,
    });
    const queried = await get(t, "visitor", `/stores-reader/v2/collections/query?${dotR({ query: {} })}`);
    expect(
      queried
        .json()
        .collections.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual(["c1", "c2", "c3"]);
  });

  it("answers an unknown collection with the standard 404: a message and empty details", async () => {
    for (const url of [
      "/stores-reader/v1/collections/slug/none",
      "/v2/collections/none",
      "/v2/collections/slug/none",
      "/stores-reader/v2/collections/slug/none",
    ]) {
      const response = await get(t, "visitor", url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Collection none not found", details: {} });
    }
  });

  it("queries collections (v2) with filters, sorts and paging metadata", async () => {
    const all = await query({});
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.collections.map((c: { name: string }) => c.name)).toEqual(["Autumn", "Sale", "Summer"]);
    expect(body.pagingMetadata).toEqual({
      count: 3,
      offset: 0,
      total: 3,
      tooManyToCount: false,
      cursors: {},
    });
    expect(body.metadata).toEqual(body.pagingMetadata);
    const filtered = (
      await query({ filter: { name: { $startsWith: "S" } }, sort: [{ fieldName: "name", order: "DESC" }] })
    ).json();
    expect(filtered.collections.map((c: { id: string }) => c.id)).toEqual(["c1", "c3"]);
    expect(filtered.collections[0].numberOfProducts).toBe(2);
    const paged = (await query({ paging: { limit: 1, offset: 1 } })).json();
    expect(paged.pagingMetadata).toEqual({
      count: 1,
      offset: 1,
      total: 3,
      tooManyToCount: false,
      cursors: {},
    });
    expect(violation(await query({ filter: { colour: "x" } }))?.field).toBe("query.filter.colour");
    expect(violation(await query({ paging: { limit: 500 } }))?.field).toBe("query.paging.limit");
  });

  it(`reports tooManyToCount above ${COUNT_BOUND}`, async () => {
    await t.db.query(
      `insert into collections (id, name, slug, doc, created_date, last_updated)
       select 'bulk-' || n, 'Bulk ' || n, 'bulk-' || n, '{}', now(), now() from generate_series(1, $1::int) as n`,
      [COUNT_BOUND + 1],
    );
    const body = (await query({ filter: { name: { $startsWith: "Bulk" } }, paging: { limit: 1 } })).json();
    expect(body.pagingMetadata).toMatchObject({ count: 1, total: COUNT_BOUND, tooManyToCount: true });
  });
});
