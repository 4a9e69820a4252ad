/**
 * Catalogue v3 product queries on `handle` and on option ids (`options.id`),
 * and sorted by `visible`: the query language's operators on them (query,
 * count and search alike), keyset cursors through a sort by `visible` that
 * stay in place while rows are written between pages, and bad operators and
 * values answered with the provider's 400 envelope.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Answer, startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

type Page = {
  products: { id: string }[];
  pagingMetadata: { hasNext: boolean; cursors: { next: string | null; prev: string | null } };
};

const page = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Page;
};

/** Ids of the visible products `filter` matches, in one page of up to 100. */
async function idsOf(filter: unknown): Promise<string[]> {
  const answer = await t.read("POST", "/stores/v3/products/query", {
    query: { filter, sort: [{ fieldName: "id", order: "ASC" }], cursorPaging: { limit: 100 } },
  });
  return page(answer).products.map((p) => p.id);
}

async function countOf(filter: unknown): Promise<unknown> {
  return (await t.read("POST", "/stores/v3/products/count", { filter })).body.count;
}

/** Creates a product with `handle` and one Size choice; its id. */
async function productWithHandle(handle: string): Promise<string> {
  const created = await t.merchant("POST", "/stores/v3/products", {
    product: {
      name: `Product ${handle}`,
      handle,
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ price: { actualPrice: { amount: "10" } } }] },
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return (created.body.product as { id: string }).id;
}

/** Ids of the products whose stored options include every one of `optionIds`, ascending. */
async function storedWithOptions(optionIds: string[]): Promise<string[]> {
  const rows = await t.db.query<{ id: string }>(
    `select id from v3_products p
     where (select count(distinct o ->> 'id') from jsonb_array_elements(p.doc -> 'options') o
            where o ->> 'id' = any($1::text[])) = cardinality($1::text[])
     order by id collate "C"`,
    [optionIds],
  );
  return rows.map((row) => row.id);
}

describe("filter on handle", () => {
  it("takes $eq, a bare value, $in, $ne, $startsWith and $exists, in query, count and search", async () => {
    const field = await productWithHandle("tee-field");
    const trail = await productWithHandle("tee-trail");
    const mug = await productWithHandle("mug-camp");
    const sorted = (ids: string[]) => [...ids].sort();
    expect(await idsOf({ handle: { $eq: "tee-field" } })).toEqual([field]);
    expect(await idsOf({ handle: "mug-camp" })).toEqual([mug]);
    expect(sorted(await idsOf({ handle: { $in: ["tee-field", "mug-camp", "none"] } }))).toEqual(
      sorted([field, mug]),
    );
    expect(sorted(await idsOf({ handle: { $startsWith: "tee-" } }))).toEqual(sorted([field, trail]));
    expect(sorted(await idsOf({ handle: { $exists: true } }))).toEqual(sorted([field, trail, mug]));
    // The demo's 60 products have no handle; `$ne` keeps them (a missing value differs).
    expect(await idsOf({ handle: { $ne: "tee-field" } })).toHaveLength(62);
    expect(await idsOf({ handle: { $exists: false } })).toHaveLength(60);
    expect(await countOf({ handle: { $startsWith: "tee-" } })).toBe(2);
    expect(await countOf({ $or: [{ handle: "mug-camp" }, { handle: "tee-trail" }] })).toBe(2);
    const searched = await t.read("POST", "/stores/v3/products/search", {
      search: { search: { expression: "product" }, filter: { handle: { $in: ["tee-trail"] } } },
    });
    expect(page(searched).products.map((p) => p.id)).toEqual([trail]);
  });
});

describe("filter on option ids", () => {
  it("takes $hasSome, $hasAll, a bare id (contains), $in, $matchItems and the _id spelling", async () => {
    const [apparel] = await t.db.query<{ doc: { options: { id: string; name: string }[] } }>(
      "select doc from v3_products where jsonb_array_length(doc -> 'options') = 2 limit 1",
    );
    const size = apparel?.doc.options.find((o) => o.name === "Size")?.id ?? "";
    const color = apparel?.doc.options.find((o) => o.name === "Color")?.id ?? "";
    const withSize = await storedWithOptions([size]);
    const withBoth = await storedWithOptions([size, color]);
    expect(withSize.length).toBeGreaterThan(0);
    expect(withSize.length).toBeLessThan(60);
    const asc = (ids: string[]) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(asc(await idsOf({ "options.id": { $hasSome: [size, "no-such-option"] } }))).toEqual(withSize);
    expect(asc(await idsOf({ "options.id": { $hasAll: [size, color] } }))).toEqual(withBoth);
    expect(asc(await idsOf({ "options.id": { $hasAll: [size, "no-such-option"] } }))).toEqual([]);
    expect(asc(await idsOf({ "options.id": size }))).toEqual(withSize);
    expect(asc(await idsOf({ "options.id": { $in: [size] } }))).toEqual(withSize);
    expect(asc(await idsOf({ "options._id": { $hasSome: [size] } }))).toEqual(withSize);
    expect(asc(await idsOf({ options: { $matchItems: [{ id: { $in: [size] } }] } }))).toEqual(withSize);
    const [none] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where jsonb_array_length(doc -> 'options') = 0",
    );
    expect(await idsOf({ "options.id": { $isEmpty: true } })).toHaveLength(none?.n ?? -1);
    expect(await countOf({ "options.id": { $hasAll: [size, color] } })).toBe(withBoth.length);
  });
});

describe("sort by visible", () => {
  /** Every product a merchant gets for `order`, page by page (`limit` each), and the cursors' pages. */
  async function walk(order: "ASC" | "DESC", limit: number, between?: (round: number) => Promise<void>) {
    const seen: Page["products"] = [];
    let answer = await t.merchant("POST", "/stores/v3/products/query", {
      query: { sort: [{ fieldName: "visible", order }], cursorPaging: { limit } },
    });
    for (let round = 0; ; round++) {
      const current = page(answer);
      seen.push(...current.products);
      const cursor = current.pagingMetadata.cursors.next;
      if (!cursor) break;
      await between?.(round);
      answer = await t.merchant("POST", "/stores/v3/products/query", { query: { cursorPaging: { cursor } } });
    }
    return seen;
  }

  async function hideSome(): Promise<string[]> {
    const rows = await t.db.query<{ id: string }>(
      "update v3_products set visible = false where id in (select id from v3_products order by name limit 5) returning id",
    );
    return rows.map((row) => row.id);
  }

  it("orders hidden before visible ascending (after, descending), ties by id, through every page once", async () => {
    const hidden = await hideSome();
    const expected = async (order: string) =>
      (
        await t.db.query<{ id: string }>(`select id from v3_products order by visible ${order}, id ${order}`)
      ).map((row) => row.id);
    const ascending = await walk("ASC", 7);
    expect(ascending.map((p) => p.id)).toEqual(await expected("asc"));
    expect(ascending.slice(0, 5).every((p) => hidden.includes(p.id))).toBe(true);
    const descending = await walk("DESC", 7);
    expect(descending.map((p) => p.id)).toEqual(await expected("desc"));
    expect(descending.slice(-5).every((p) => hidden.includes(p.id))).toBe(true);
    // A visitor sorting by visible sees the visible ones only.
    const visitor = page(
      await t.read("POST", "/stores/v3/products/query", {
        query: { sort: [{ fieldName: "visible", order: "ASC" }], cursorPaging: { limit: 100 } },
      }),
    );
    expect(visitor.products).toHaveLength(55);
  });

  it("keeps its place while products are deleted and hidden between pages, and goes back with prev", async () => {
    await hideSome();
    const before = (await t.db.query<{ id: string }>("select id from v3_products order by visible, id")).map(
      (row) => row.id,
    );
    const seen = await walk("ASC", 8, async (round) => {
      if (round === 0) {
        // Delete a served row and hide a served visible row: an offset would shift and repeat.
        await t.db.query("delete from v3_products where id = $1", [before[1]]);
        await t.db.query("update v3_products set visible = false where id = $1", [before[6]]);
      }
    });
    expect(seen.map((p) => p.id)).toEqual(before);
    const first = page(
      await t.merchant("POST", "/stores/v3/products/query", {
        query: { sort: [{ fieldName: "visible", order: "ASC" }], cursorPaging: { limit: 4 } },
      }),
    );
    const second = page(
      await t.merchant("POST", "/stores/v3/products/query", {
        query: { cursorPaging: { cursor: first.pagingMetadata.cursors.next } },
      }),
    );
    const back = page(
      await t.merchant("POST", "/stores/v3/products/query", {
        query: { cursorPaging: { cursor: second.pagingMetadata.cursors.prev } },
      }),
    );
    expect(back.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });
});

describe("bad input", () => {
  const violation = (answer: Answer) => answer.body.details?.validationError?.fieldViolations?.[0];

  it("answers an unknown or unfitting operator, a wrong value type and an unsortable field with a 400", async () => {
    const cases: [string, unknown, string, string, string][] = [
      [
        "/stores/v3/products/query",
        { query: { filter: { handle: { $regex: "tee" } } } },
        "query.filter.handle",
        "unknown operator $regex",
        "UNKNOWN_OPERATOR",
      ],
      [
        "/stores/v3/products/query",
        { query: { filter: { "options.id": { $gt: "a" } } } },
        "query.filter.options.id",
        "operator $gt does not apply to this field",
        "UNSUPPORTED_OPERATOR",
      ],
      [
        "/stores/v3/products/query",
        { query: { filter: { "options.id": { $startsWith: "a" } } } },
        "query.filter.options.id",
        "operator $startsWith does not apply to this field",
        "UNSUPPORTED_OPERATOR",
      ],
      [
        "/stores/v3/products/query",
        { query: { filter: { handle: 5 } } },
        "query.filter.handle",
        "must be a string",
        "INVALID_TYPE",
      ],
      [
        "/stores/v3/products/query",
        { query: { sort: [{ fieldName: "handle", order: "ASC" }] } },
        "query.sort[0].fieldName",
        "cannot sort by handle",
        "UNSORTABLE_FIELD",
      ],
      [
        "/stores/v3/products/count",
        { filter: { handle: { $like: "tee%" } } },
        "filter.handle",
        "unknown operator $like",
        "UNKNOWN_OPERATOR",
      ],
      [
        "/stores/v3/products/search",
        { search: { filter: { "options._id": { $hasSome: "size" } } } },
        "search.filter.options._id",
        "must be a list of a string values",
        "INVALID_TYPE",
      ],
    ];
    for (const [url, payload, field, description, rule] of cases) {
      const answer = await t.read("POST", url, payload);
      expect(answer.status, JSON.stringify(payload)).toBe(400);
      expect(answer.body.message).toBe(`INVALID_ARGUMENT: ${field} ${description}`);
      expect(violation(answer)).toMatchObject({ field, description, violatedRule: rule });
    }
  });

  it("refuses a cursor whose visible key is not a boolean", async () => {
    const forged = Buffer.from(
      '{"v":1,"e":"products","f":null,"k":[["visible",0],["id",0]],"l":5,"x":["maybe","a"],"d":"a"}',
    ).toString("base64url");
    const answer = await t.merchant("POST", "/stores/v3/products/query", {
      query: { cursorPaging: { cursor: forged } },
    });
    expect(answer.status).toBe(400);
    expect(violation(answer)?.field).toBe("query.cursorPaging.cursor");
  });
});
