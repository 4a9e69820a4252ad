/**
 * Products queries answer with the stored JSON text (migration 007), kept in the row uncompressed
 * when the row allows it (migration 008), and remember totals per
 * catalogue version: the answer must hold each product exactly as get product serves it (same
 * fields, values and key order, with or without merchant data), and a remembered total must never
 * outlive a change to the products, whoever makes it (this app, another handle with its own
 * memory as another emulator process has, or plain SQL).
 */

import { createApp, type Database, type Queryable } from "@vitrine/emulator";
import { COUNT_BOUND, insertProducts, openTestingDatabase, seedDemoStore } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: compares answers with the generated products themselves
import { generateProducts } from "../../../src/catalog/seed/generate-products.ts";
// biome-ignore lint/style/noRestrictedImports: compares answers with the visibility rule itself
import { productForCaller } from "../../../src/catalog/visibility.ts";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend, workerPostgresUrl } from "../../support/test-database.ts";
import { type Caller, get, post } from "../support/read-client.ts";
import { createProduct } from "../writes/merchant-calls.ts";

const PATH = "/stores-reader/v1/products/query-platformized";

interface Page {
  products: Record<string, unknown>[];
  metadata: { total: number; tooManyToCount: boolean };
  totalResults: number;
}

let t: TestApp;

beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

async function queryPage(app: TestApp, query: object, caller: Caller = "visitor", extra: object = {}) {
  const response = await post(app, caller, PATH, { query, ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function totalOf(app: TestApp, query: object): Promise<number> {
  return ((await queryPage(app, query)).json() as Page).metadata.total;
}

/** Records every statement sent through `db`, for checking which ones a read runs. */
function recording(db: Database): { handle: Database; statements: string[] } {
  const statements: string[] = [];
  const handle: Database = {
    kind: db.kind,
    query: (text, params) => {
      statements.push(text);
      return db.query(text, params);
    },
    exec: (script) => db.exec(script),
    transaction: (work) => db.transaction(work),
    close: async () => {},
  };
  return { handle, statements };
}

/**
 * Another handle on the worker's database with a memory of its own: a second pool on PostgreSQL
 * (what a second emulator process on the same server has), a second handle on the one PGlite.
 */
async function anotherHandle(db: Database): Promise<Database> {
  if (testBackend === "postgres")
    return openTestingDatabase(await workerPostgresUrl(), { maxConnections: 2 });
  return recording(db).handle;
}

/** A second app on `db`, with the test credentials (the first app's config). */
async function secondApp(db: Database): Promise<TestApp> {
  const app = createApp({ db, config: t.config });
  await app.ready();
  return { ...t, app, db, inject: (request) => app.inject(request), close: () => app.close() };
}

describe(`products query answer text on ${testBackend}`, () => {
  it("holds every product exactly as get product serves it, with and without merchant data", async () => {
    await seedDemoStore(t.db, "http://127.0.0.1");
    const stored = await t.db.query<{ doc: Record<string, unknown> & { id: string } }>(
      "select doc from products where visible order by numeric_id",
    );
    const query = { paging: { limit: 100 } };
    for (const [caller, extra, merchantData] of [
      ["visitor", {}, false],
      ["merchant", {}, false],
      ["merchant", { includeMerchantSpecificData: true }, true],
    ] as const) {
      const response = await queryPage(t, query, caller, extra);
      expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
      const { products } = response.json() as Page;
      expect(products.map((p) => p.id)).toEqual(stored.map((row) => row.doc.id));
      for (const [index, product] of products.entries()) {
        const doc = stored[index]?.doc as Parameters<typeof productForCaller>[0];
        // Same fields, values and key order as the object path serves (serialised alike).
        expect(JSON.stringify(product)).toBe(JSON.stringify(productForCaller(doc, merchantData)));
        const flag = merchantData ? "?includeMerchantSpecificData=true" : "";
        const single = await get(t, caller, `/stores-reader/v1/products/${product.id}${flag}`);
        expect(JSON.stringify(product)).toBe(JSON.stringify(single.json().product));
      }
      const withCost = products.filter((p) => "costAndProfitData" in p || "costRange" in p);
      expect(withCost.length).toBe(merchantData ? products.length : 0);
    }
  });

  it("strips merchant data in SQL as visibility.ts does, for odd documents too", async () => {
    const docs = [
      { id: "a", costAndProfitData: null, costRange: { minValue: 1 }, name: "no variants" },
      { id: "b", variants: null, costRange: null },
      { id: "c", variants: [{ id: "v0" }, { id: "v1", variant: { sku: "x" } }] },
      { id: "d", variants: [{ id: "v0", variant: { costAndProfitData: null, sku: "y" } }] },
      { id: "e", variants: [{ variant: { costAndProfitData: { itemCost: 2 }, visible: true } }, 7] },
      { id: "f", variants: [{ variant: 5 }, { variant: ["costAndProfitData"] }, "costAndProfitData", null] },
    ];
    for (const doc of docs) {
      const [row] = await t.db.query<{ text: string }>(
        "select without_merchant_data($1::jsonb)::text as text",
        [JSON.stringify(doc)],
      );
      const [parsed] = await t.db.query<{ doc: object }>("select $1::jsonb as doc", [JSON.stringify(doc)]);
      const expected = productForCaller(parsed?.doc as Parameters<typeof productForCaller>[0], false);
      expect(JSON.stringify(JSON.parse(row?.text ?? "null"))).toBe(JSON.stringify(expected));
    }
  });
});

/** How many chunks the TOAST table of `products` holds (values moved out of their rows). */
async function outOfRowChunks(db: Queryable): Promise<number> {
  const [table] = await db.query<{ name: string }>(
    "select reltoastrelid::regclass::text as name from pg_class where oid = 'products'::regclass",
  );
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table?.name}`);
  return row?.n ?? 0;
}

describe(`stored answer text on ${testBackend}`, () => {
  it("keeps a typical product's answer text in its row, uncompressed", async () => {
    await generateProducts(t.db, 5);
    const [row] = await t.db.query<{ n: number; compressed: number }>(
      "select count(*)::int as n, count(pg_column_compression(doc_without_merchant_data))::int as compressed from products",
    );
    expect(row).toEqual({ n: 5, compressed: 0 });
    expect(await outOfRowChunks(t.db)).toBe(0);
    const { products } = (await queryPage(t, { paging: { limit: 5 } })).json() as Page;
    expect(products).toHaveLength(5);
  });

  it("stores and serves a product whose answer text is too large for its row", async () => {
    // The longest description a product may have (8 000 characters), compressing poorly: its
    // document and its answer text cannot both stay in the row.
    const description = Array.from({ length: 1600 }, (_, i) => ((i * 7919) % 100_003).toString(36))
      .join(" ")
      .slice(0, 8000);
    const created = await createProduct(t, {
      name: "Long read",
      productType: "physical",
      priceData: { price: 3 },
      description,
    });
    expect(await outOfRowChunks(t.db)).toBeGreaterThan(0);
    const { products } = (await queryPage(t, { filter: { name: "Long read" } })).json() as Page;
    const single = await get(t, "visitor", `/stores-reader/v1/products/${created.id}`);
    expect(products[0]?.description).toBe(description);
    expect(JSON.stringify(products[0])).toBe(JSON.stringify(single.json().product));
  });
});

describe(`remembered product totals on ${testBackend}`, () => {
  const shirts = { filter: { name: { $startsWith: "Shirt" } }, paging: { limit: 1 } };

  beforeEach(async () => {
    await insertProducts(t.db, [
      { id: "p1", name: "Shirt blue", slug: "shirt-blue", price: 10 },
      { id: "p2", name: "Shirt red", slug: "shirt-red", price: 20 },
      { id: "p3", name: "Mug", slug: "mug", price: 5 },
    ]);
  });

  it("counts a full page's total once per catalogue version", async () => {
    const { handle, statements } = recording(t.db);
    const counts = () => statements.filter((s) => s.includes(`limit ${COUNT_BOUND + 1}`)).length;
    const app = await secondApp(handle);
    try {
      expect(await totalOf(app, shirts)).toBe(2);
      expect(counts()).toBe(1);
      expect(await totalOf(app, shirts)).toBe(2);
      expect(counts()).toBe(1);
      await createProduct(app, { name: "Shirt green", productType: "physical", priceData: { price: 30 } });
      expect(await totalOf(app, shirts)).toBe(3);
      expect(counts()).toBe(2);
    } finally {
      await app.close();
    }
  });

  it("a product written through this app between two identical queries changes the total", async () => {
    expect(await totalOf(t, shirts)).toBe(2);
    await createProduct(t, { name: "Shirt green", productType: "physical", priceData: { price: 30 } });
    expect(await totalOf(t, shirts)).toBe(3);
    const created = await t.db.query<{ id: string }>("select id from products where name = 'Shirt green'");
    const reply = await t.inject({
      method: "DELETE",
      url: `/stores/v1/products/${created[0]?.id}`,
      headers: t.merchantHeaders,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await totalOf(t, shirts)).toBe(2);
  });

  it("a write through another handle (another process's memory) changes the total seen here", async () => {
    const other = await anotherHandle(t.db);
    const otherApp = await secondApp(other);
    try {
      expect(await totalOf(t, shirts)).toBe(2);
      expect(await totalOf(otherApp, shirts)).toBe(2);
      await createProduct(otherApp, {
        name: "Shirt green",
        productType: "physical",
        priceData: { price: 30 },
      });
      expect(await totalOf(t, shirts)).toBe(3);
      await createProduct(t, { name: "Shirt black", productType: "physical", priceData: { price: 40 } });
      expect(await totalOf(otherApp, shirts)).toBe(4);
    } finally {
      await otherApp.close();
      await other.close();
    }
  });

  it("plain SQL changes to products (update, delete, truncate) change the total", async () => {
    expect(await totalOf(t, shirts)).toBe(2);
    await t.db.query("update products set visible = false where id = 'p1'");
    expect(await totalOf(t, { ...shirts, paging: { limit: 0 } })).toBe(1);
    await t.db.query("update products set visible = true where id = 'p1'");
    expect(await totalOf(t, shirts)).toBe(2);
    await t.db.query("update products set name = 'Hat' where id = 'p2'");
    expect(await totalOf(t, { ...shirts, paging: { limit: 0 } })).toBe(1);
    await t.db.query("delete from products where id = 'p1'");
    expect(await totalOf(t, { ...shirts, paging: { limit: 0 } })).toBe(0);
    await insertProducts(t.db, [
      { id: "p4", name: "Shirt 4", slug: "shirt-4", price: 1 },
      { id: "p5", name: "Shirt 5", slug: "shirt-5", price: 1 },
    ]);
    expect(await totalOf(t, shirts)).toBe(2);
    await t.db.query("truncate products cascade");
    await insertProducts(t.db, [{ id: "p6", name: "Shirt 6", slug: "shirt-6", price: 1 }]);
    await insertProducts(t.db, [{ id: "p7", name: "Shirt 7", slug: "shirt-7", price: 1 }]);
    expect(await totalOf(t, shirts)).toBe(2);
  });

  it("a rolled-back write leaves the remembered total right", async () => {
    expect(await totalOf(t, shirts)).toBe(2);
    await expect(
      t.db.transaction(async (tx: Queryable) => {
        await tx.query("update products set name = 'Hat' where id = 'p1'");
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await totalOf(t, shirts)).toBe(2);
  });

  it("queries racing writes end on the true total", async () => {
    const writes = Array.from({ length: 8 }, (_, i) =>
      createProduct(t, { name: `Shirt ${i}`, productType: "physical", priceData: { price: 1 + i } }),
    );
    const reads = Array.from({ length: 16 }, () => totalOf(t, shirts));
    await Promise.all([...writes, ...reads]);
    const [row] = await t.db.query<{ n: number }>(
      "select count(*)::int as n from products where visible and name like 'Shirt%'",
    );
    expect(row?.n).toBe(10);
    expect(await totalOf(t, shirts)).toBe(10);
  });
});
