/**
 * Catalogue v3 product reads on the demo store: get by id and slug with
 * requested fields, visibility, merchant data, query with filters, sorts and
 * keyset cursors (stable while products are written between pages), count.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Answer, dotR, startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App();
});
afterEach(() => t.close());

type Product = {
  id: string;
  name: string;
  slug: string;
  createdDate: string;
  url?: { url?: string; relativePath?: string };
  currency?: string;
  plainDescription?: string;
  costRange?: unknown;
  brand?: { id: string; name: string };
  ribbon?: { id: string; name: string };
  infoSections?: { id: string; title?: string }[];
  actualPriceRange: { minValue: { amount: string; formattedAmount?: string } };
  inventory: { availabilityStatus: string };
  options: { name: string; choicesSettings: { choices: { name: string; inStock: boolean }[] } }[];
  variantsInfo?: {
    variants: { id: string; inventoryStatus: { inStock: boolean }; revenueDetails?: unknown }[];
  };
};
type Page = {
  products: Product[];
  pagingMetadata: { count: number; hasNext: boolean; cursors: { next: string | null; prev: string | null } };
};

const products = (answer: Answer) => answer.body as unknown as Page;

async function anApparelProduct(): Promise<Product> {
  const [row] = await t.db.query<{ id: string }>(
    "select product_id as id from v3_variants group by product_id having count(*) > 1 order by product_id limit 1",
  );
  const got = await t.read("GET", `/stores/v3/products/${row?.id}`);
  return got.body.product as Product;
}

describe("get product", () => {
  it("serves the product with its variants and stock; URL, CURRENCY and PLAIN_DESCRIPTION only when asked", async () => {
    const plain = await anApparelProduct();
    expect(plain.url).toBeUndefined();
    expect(plain.currency).toBeUndefined();
    expect(plain.plainDescription).toBeUndefined();
    expect(plain.costRange).toBeUndefined();
    expect(plain.variantsInfo?.variants.length).toBeGreaterThan(1);
    expect(plain.options.map((o) => o.name)).toEqual(["Size", "Color"]);
    const full = await t.read(
      "GET",
      `/stores/v3/products/${plain.id}?fields=URL&fields=CURRENCY&fields=PLAIN_DESCRIPTION&fields=INFO_SECTION`,
    );
    expect(full.status).toBe(200);
    const product = full.body.product as Product;
    expect(product.url?.url).toBe(`${t.config.publicUrl}/product-page/${plain.slug}`);
    expect(product.currency).toBe("USD");
    expect(product.actualPriceRange.minValue.formattedAmount).toMatch(/^\$\d+\.\d\d$/);
    expect(product.plainDescription).toContain(plain.name);
    expect(product.infoSections?.map((s) => s.title)).toEqual(["Care", "Returns"]);
    const inStock = product.variantsInfo?.variants.some((v) => v.inventoryStatus.inStock);
    expect(product.inventory.availabilityStatus).toBe(inStock ? "IN_STOCK" : "OUT_OF_STOCK");
  });

  it("by slug gives the same product; an unknown id or slug is a 404 PRODUCT_NOT_FOUND", async () => {
    const product = await anApparelProduct();
    const bySlug = await t.read("GET", `/stores/v3/products/slug/${product.slug}`);
    expect((bySlug.body.product as Product).id).toBe(product.id);
    for (const url of ["/stores/v3/products/nope", "/stores/v3/products/slug/nope"]) {
      const missing = await t.read("GET", url);
      expect(missing.status).toBe(404);
      expect(missing.body.details?.applicationError?.code).toBe("PRODUCT_NOT_FOUND");
    }
  });

  it("hides hidden products from visitors, not from merchants", async () => {
    const product = await anApparelProduct();
    await t.db.query("update v3_products set visible = false where id = $1", [product.id]);
    expect((await t.read("GET", `/stores/v3/products/${product.id}`)).status).toBe(404);
    expect((await t.merchant("GET", `/stores/v3/products/${product.id}`)).status).toBe(200);
    const count = await t.read("POST", "/stores/v3/products/count", {});
    expect(count.body.count).toBe(59);
    expect((await t.merchant("POST", "/stores/v3/products/count", {})).body.count).toBe(60);
  });

  it("serves merchant data to merchants who ask, and refuses it to visitors with 403", async () => {
    const product = await anApparelProduct();
    const refused = await t.read("GET", `/stores/v3/products/${product.id}?fields=MERCHANT_DATA`);
    expect(refused.status).toBe(403);
    expect(refused.body.details?.applicationError?.code).toBe("NO_PERMISSION_TO_READ_MERCHANT_DATA");
    const served = await t.merchant("GET", `/stores/v3/products/${product.id}?fields=MERCHANT_DATA`);
    const merchant = served.body.product as Product;
    expect(merchant.costRange).toBeDefined();
    expect(merchant.variantsInfo?.variants[0]?.revenueDetails).toBeDefined();
  });

  it("refuses an unknown requested field with a 400 on fields[i]", async () => {
    const product = await anApparelProduct();
    const answer = await t.read("GET", `/stores/v3/products/${product.id}?fields=URL&fields=EVERYTHING`);
    expect(answer.status).toBe(400);
    expect(answer.body.details?.validationError?.fieldViolations?.[0]?.field).toBe("fields[1]");
  });
});

describe("query products", () => {
  it("filters on v3 amounts (decimal strings), sorts, and pages by cursor through every match once", async () => {
    const filter = { "actualPriceRange.minValue.amount": { $gte: "20" } };
    const sort = [{ fieldName: "actualPriceRange.minValue.amount", order: "ASC" }];
    const seen: Product[] = [];
    let answer = await t.read(
      "GET",
      `/stores/v3/products/query?${dotR({ query: { filter, sort, cursorPaging: { limit: 7 } } })}`,
    );
    for (;;) {
      expect(answer.status).toBe(200);
      const page = products(answer);
      seen.push(...page.products);
      expect(page.pagingMetadata.count).toBe(page.products.length);
      if (!page.pagingMetadata.hasNext) break;
      answer = await t.read("POST", "/stores/v3/products/query", {
        query: { cursorPaging: { cursor: page.pagingMetadata.cursors.next } },
      });
    }
    const [expected] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where min_price >= 20",
    );
    expect(seen).toHaveLength(expected?.n ?? -1);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    const prices = seen.map((p) => Number(p.actualPriceRange.minValue.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 20)).toBe(true);
    expect(seen.every((p) => p.variantsInfo === undefined)).toBe(true);
  });

  it("keeps its place while products are created and deleted between pages: no duplicates, no skips", async () => {
    const first = products(
      await t.read("POST", "/stores/v3/products/query", { query: { cursorPaging: { limit: 10 } } }),
    );
    const order = (
      await t.db.query<{ id: string }>("select id from v3_products order by created_date desc, id desc")
    ).map((r) => r.id);
    expect(first.products.map((p) => p.id)).toEqual(order.slice(0, 10));
    // A product newer than all (it would shift an offset by one) and the deletion of one already served.
    await t.db.query(
      `insert into v3_products (id, slug, name, plain_description, visible, product_type, created_date, updated_date,
         min_price, max_price, min_compare_at_price, availability_status, doc)
       select 'zz-new', 'zz-new', name, plain_description, true, product_type, now(), now(), min_price, max_price,
         min_compare_at_price, availability_status, jsonb_set(doc, '{id}', '"zz-new"')
       from v3_products where id = $1`,
      [order[0]],
    );
    await t.db.query("delete from v3_products where id = $1", [order[1]]);
    const rest: string[] = [];
    let cursor = first.pagingMetadata.cursors.next;
    while (cursor) {
      const page = products(
        await t.read("POST", "/stores/v3/products/query", { query: { cursorPaging: { cursor } } }),
      );
      rest.push(...page.products.map((p) => p.id));
      cursor = page.pagingMetadata.cursors.next;
    }
    expect(rest).toEqual(order.slice(10));
  });

  it("goes back with the prev cursor", async () => {
    const first = products(
      await t.read("POST", "/stores/v3/products/query", { query: { cursorPaging: { limit: 5 } } }),
    );
    expect(first.pagingMetadata.cursors.prev).toBeNull();
    const second = products(
      await t.read("POST", "/stores/v3/products/query", {
        query: { cursorPaging: { cursor: first.pagingMetadata.cursors.next } },
      }),
    );
    const back = products(
      await t.read("POST", "/stores/v3/products/query", {
        query: { cursorPaging: { cursor: second.pagingMetadata.cursors.prev } },
      }),
    );
    expect(back.products.map((p) => p.id)).toEqual(first.products.map((p) => p.id));
  });

  it("filters by category ($matchItems), brand and availability; sorts by name", async () => {
    const [category] = await t.db.query<{ id: string }>(
      "select id from v3_categories where name = 'Apparel'",
    );
    const answer = await t.read("POST", "/stores/v3/products/query", {
      query: {
        filter: { "allCategoriesInfo.categories": { $matchItems: [{ id: { $in: [category?.id] } }] } },
        sort: [{ fieldName: "name", order: "ASC" }],
      },
      fields: ["ALL_CATEGORIES_INFO"],
    });
    const page = products(answer);
    expect(page.products).toHaveLength(12);
    const names = page.products.map((p) => p.name);
    expect(names).toEqual([...names].sort());
    const brand = page.products[0]?.brand;
    const byBrand = products(
      await t.read("POST", "/stores/v3/products/query", { query: { filter: { "brand.id": brand?.id } } }),
    );
    expect(byBrand.products.every((p) => p.brand?.name === brand?.name)).toBe(true);
    const count = await t.read("POST", "/stores/v3/products/count", {
      filter: { "inventory.availabilityStatus": "OUT_OF_STOCK" },
    });
    const [out] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where availability_status = 'OUT_OF_STOCK'",
    );
    expect(count.body.count).toBe(out?.n);
  });

  it("answers a malformed or foreign cursor, an unknown field and offset paging with a 400", async () => {
    const cases: [unknown, string][] = [
      [{ cursorPaging: { cursor: "not-a-cursor" } }, "query.cursorPaging.cursor"],
      [
        {
          cursorPaging: {
            cursor: Buffer.from(
              '{"v":1,"e":"brands","f":null,"k":[["id",0]],"l":5,"x":["a"],"d":"a"}',
            ).toString("base64url"),
          },
        },
        "query.cursorPaging.cursor",
      ],
      [
        {
          cursorPaging: {
            cursor: Buffer.from(
              '{"v":1,"e":"products","f":null,"k":[["createdDate",1],["id",1]],"l":5,"x":["yesterday","a"],"d":"a"}',
            ).toString("base64url"),
          },
        },
        "query.cursorPaging.cursor",
      ],
      [{ filter: { costOfGoods: 1 } }, "query.filter.costOfGoods"],
      [{ sort: [{ fieldName: "brand.name" }] }, "query.sort[0].fieldName"],
      [{ paging: { offset: 10 } }, "query.paging"],
      [{ cursorPaging: { limit: 101 } }, "query.cursorPaging.limit"],
    ];
    for (const [query, field] of cases) {
      const answer = await t.read("POST", "/stores/v3/products/query", { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.details?.validationError?.fieldViolations?.[0]?.field).toBe(field);
    }
  });
});

describe("a v1 store", () => {
  it("refuses the v3 product calls with 428 CATALOG_V1_CALLING_CATALOG_V3_API", async () => {
    await t.close();
    const { startTestApp } = await import("../support/test-app.ts");
    const v1 = await startTestApp();
    t = { ...t, close: () => v1.close() };
    const refused = await v1.inject({
      method: "GET",
      url: "/stores/v3/products/query",
      headers: { authorization: await v1.visitorToken() },
    });
    expect(refused.statusCode).toBe(428);
    expect(refused.json()).toMatchObject({
      message: "Endpoint belongs to CATALOG_V3, but your site is using CATALOG_V1.",
      details: { applicationError: { code: "CATALOG_V1_CALLING_CATALOG_V3_API" } },
    });
  });
});
