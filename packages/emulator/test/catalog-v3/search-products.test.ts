/**
 * Searching v3 products on the demo store: free text over name and
 * description, ranked, with filters, cursors that carry the expression, and
 * value, range and scalar aggregations over every match; count products
 * matching the same expression the same way.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dotR, startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

type Result = {
  products: { id: string; name: string; actualPriceRange: { minValue: { amount: string } } }[];
  pagingMetadata: { hasNext: boolean; cursors: { next: string | null } };
  aggregationData: {
    results: {
      name: string;
      values?: { results: { value: string; count: number }[] };
      ranges?: { results: { from?: number; to?: number; count: number }[] };
      scalar?: { value: number };
    }[];
  };
};

async function search(payload: Record<string, unknown>): Promise<Result> {
  const answer = await t.read("GET", `/stores/v3/products/search?${dotR({ search: payload })}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Result;
}

describe("search products", () => {
  it("finds words by prefix in names first, then descriptions, ranked", async () => {
    const result = await search({ search: { expression: "lin" } });
    const names = result.products.map((p) => p.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /lin/i.test(n))).toBe(true);
    const both = await search({ search: { expression: "linen shirt" } });
    expect(both.products[0]?.name).toBe("Linen Shirt");
    const none = await search({ search: { expression: "zzzzqqq" } });
    expect(none.products).toEqual([]);
  });

  it("matches the last word as a prefix and the words before it as whole (stemmed) words", async () => {
    const names = async (expression: string) =>
      (await search({ search: { expression } })).products.map((p) => p.name);
    expect(await names("linen shi")).toContain("Linen Shirt");
    expect(await names("linen shirts")).toContain("Linen Shirt");
    expect(await names("lin shirt")).not.toContain("Linen Shirt");
    const or = await names("zzzz lin");
    expect(or).toEqual([]);
    const either = (await search({ search: { expression: "zzzz lin", mode: "OR" } })).products;
    expect(either.map((p) => p.name)).toContain("Linen Shirt");
  });

  it("ranks a name match above a description-only match", async () => {
    // Every description names the product's collection range ("from our apparel range").
    const result = await search({ search: { expression: "apparel" }, cursorPaging: { limit: 100 } });
    expect(result.products).toHaveLength(12);
    const [mug] = (await search({ search: { expression: "mug" } })).products;
    expect(mug?.name).toBe("Stoneware Mug");
  });

  it("combines text with a filter and a sort, and pages with cursors that keep the expression", async () => {
    const filter = { "actualPriceRange.minValue.amount": { $lt: "100" } };
    const seen: string[] = [];
    let page = await search({
      search: { expression: "apparel" },
      filter,
      sort: [{ fieldName: "actualPriceRange.minValue.amount", order: "ASC" }],
      cursorPaging: { limit: 2 },
    });
    seen.push(...page.products.map((p) => p.id));
    while (page.pagingMetadata.cursors.next) {
      page = await search({ cursorPaging: { cursor: page.pagingMetadata.cursors.next } });
      seen.push(...page.products.map((p) => p.id));
    }
    const [expected] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where min_price < 100 and search_vector @@ to_tsquery('english', 'apparel:*')",
    );
    expect(expected?.n).toBeGreaterThan(2);
    expect(expected?.n).toBeLessThan(12);
    expect(seen).toHaveLength(expected?.n ?? -1);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("pages ranked results by cursor without repeats", async () => {
    const first = await search({ search: { expression: "range" }, cursorPaging: { limit: 25 } });
    const second = await search({ cursorPaging: { cursor: first.pagingMetadata.cursors.next } });
    const third = await search({ cursorPaging: { cursor: second.pagingMetadata.cursors.next } });
    const ids = [...first.products, ...second.products, ...third.products].map((p) => p.id);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it("aggregates brands, ribbons, price buckets and the lowest price over every match", async () => {
    const result = await search({
      search: { expression: "" },
      cursorPaging: { limit: 1 },
      aggregations: [
        { name: "brands", type: "VALUE", fieldPath: "brand.name", value: { limit: 20 } },
        { name: "ribbons", type: "VALUE", fieldPath: "ribbon.name" },
        {
          name: "prices",
          type: "RANGE",
          fieldPath: "actualPriceRange.minValue.amount",
          range: { buckets: [{ to: 25 }, { from: 25, to: 100 }, { from: 100 }] },
        },
        {
          name: "lowest",
          type: "SCALAR",
          fieldPath: "actualPriceRange.minValue.amount",
          scalar: { type: "MIN" },
        },
      ],
    });
    expect(result.products).toHaveLength(1);
    const [brands, ribbons, prices, lowest] = result.aggregationData.results;
    const brandRows = await t.db.query<{ value: string; count: number }>(
      `select b.name as value, count(*)::int as count from v3_products p join v3_brands b on b.id = p.brand_id
       group by b.name order by count desc, b.name`,
    );
    expect(brands?.values?.results).toEqual(brandRows);
    const sale = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_products p join ribbons r on r.id = p.ribbon_id where r.name = 'Sale'",
    );
    expect(ribbons?.values?.results.find((r) => r.value === "Sale")?.count).toBe(sale[0]?.n);
    expect(prices?.ranges?.results.reduce((sum, r) => sum + r.count, 0)).toBe(60);
    const [min] = await t.db.query<{ m: string }>("select min(min_price)::text as m from v3_products");
    expect(lowest?.scalar?.value).toBe(Number(min?.m));
  });

  it("counts what search finds: the same expression, mode and filter, for visitors and merchants", async () => {
    const hidden = (await search({ search: { expression: "linen" } })).products[0]?.id;
    await t.db.query("update v3_products set visible = false where id = $1", [hidden]);
    const cases: { search?: Record<string, unknown>; filter?: Record<string, unknown> }[] = [
      { search: { expression: "lin" } },
      { search: { expression: "linen shirt" } },
      { search: { expression: "linen mug", mode: "OR" } },
      { search: { expression: "linen mug", mode: "AND" } },
      { search: { expression: "apparel" }, filter: { "actualPriceRange.minValue.amount": { $lt: "100" } } },
      { search: { expression: "zzzzqqq" } },
      { search: { expression: "  !!  " } },
      { search: {} },
      {},
    ];
    for (const { search: details, filter } of cases) {
      const found = await search({
        ...(details ? { search: details } : {}),
        ...(filter ? { filter } : {}),
        cursorPaging: { limit: 100 },
      });
      const payload = { ...(details ? { search: details } : {}), ...(filter ? { filter } : {}) };
      const counted = await t.read("GET", `/stores/v3/products/count?${dotR(payload)}`);
      expect(counted.status, JSON.stringify(counted.body)).toBe(200);
      expect(counted.body.count, JSON.stringify(payload)).toBe(found.products.length);
      const merchantFound = await t.merchant("POST", "/stores/v3/products/search", {
        search: { ...payload, cursorPaging: { limit: 100 } },
      });
      const merchantCount = await t.merchant("POST", "/stores/v3/products/count", payload);
      expect(merchantCount.body.count, JSON.stringify(payload)).toBe(
        (merchantFound.body.products as unknown[]).length,
      );
    }
    const linen = await t.merchant("POST", "/stores/v3/products/count", { search: { expression: "linen" } });
    const visitorLinen = await t.read("POST", "/stores/v3/products/count", {
      search: { expression: "linen" },
    });
    expect(linen.body.count).toBe((visitorLinen.body.count as number) + 1);
  });

  it("answers a bad count search with a 400 in the provider's envelope", async () => {
    const cases: [unknown, string, string, string][] = [
      ["tee", "search", "must be an object", "INVALID_TYPE"],
      [{ expression: 5 }, "search.expression", "must be a string of at most 500 characters", "INVALID_TYPE"],
      [{ expression: "tee", mode: "XOR" }, "search.mode", "must be AND or OR", "INVALID_ENUM_VALUE"],
    ];
    for (const [details, field, description, rule] of cases) {
      const answer = await t.read("POST", "/stores/v3/products/count", { search: details });
      expect(answer.status, JSON.stringify(details)).toBe(400);
      expect(answer.body.message).toBe(`INVALID_ARGUMENT: ${field} ${description}`);
      expect(answer.body.details?.validationError?.fieldViolations?.[0]).toMatchObject({
        field,
        description,
        violatedRule: rule,
      });
    }
    const searched = await t.read("POST", "/stores/v3/products/search", {
      search: { search: { expression: "tee", mode: "XOR" } },
    });
    expect(searched.status).toBe(400);
    expect(searched.body.details?.validationError?.fieldViolations?.[0]?.field).toBe("search.search.mode");
  });

  it("answers bad aggregations and cursors with a 400", async () => {
    const unknown = await t.read("POST", "/stores/v3/products/search", {
      search: { aggregations: [{ type: "VALUE", fieldPath: "costOfGoods" }] },
    });
    expect(unknown.status).toBe(400);
    const range = await t.read("POST", "/stores/v3/products/search", {
      search: {
        aggregations: [{ type: "RANGE", fieldPath: "brand.name", range: { buckets: [{ from: 1 }] } }],
      },
    });
    expect(range.status).toBe(400);
    const products = await t.read("POST", "/stores/v3/products/query", {
      query: { cursorPaging: { limit: 1 } },
    });
    const cursor = (products.body.pagingMetadata as { cursors: { next: string } }).cursors.next;
    const foreign = await t.read("POST", "/stores/v3/products/search", {
      search: { cursorPaging: { cursor } },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details?.validationError?.fieldViolations?.[0]?.field).toBe(
      "search.cursorPaging.cursor",
    );
  });
});
