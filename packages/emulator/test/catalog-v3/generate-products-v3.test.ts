/**
 * Generated catalogue v3 products (benchmark catalogues): batches of simple
 * physical products with unique slugs, one variant and an in-stock inventory
 * item each, numbered on from earlier batches, identical on every run, and
 * served by the v3 reads like any other product.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: unit test of the v3 product generator
import { generateProductsV3 } from "../../src/catalog-v3/seed/generate-products-v3.ts";
import { type Answer, startV3App, type V3App } from "./support/v3-app.ts";

let t: V3App;
beforeEach(async () => {
  t = await startV3App({ seed: false });
});
afterEach(() => t.close());

describe("generateProductsV3", () => {
  it("inserts products in batches, each with one variant and an in-stock inventory item", async () => {
    await generateProductsV3(t.db, 250, { batchSize: 100 });
    await generateProductsV3(t.db, 10, { seed: 2 });
    const [counts] = await t.db.query<{ n: number; slugs: number; variants: number; items: number }>(
      `select count(*)::int as n, count(distinct slug)::int as slugs,
         (select count(*)::int from v3_variants) as variants,
         (select count(*)::int from v3_inventory_items where in_stock) as items
       from v3_products where availability_status = 'IN_STOCK' and min_price between 1 and 500`,
    );
    expect(counts).toEqual({ n: 260, slugs: 260, variants: 260, items: 260 });
    const [last] = await t.db.query<{ slug: string }>(
      "select slug from v3_products order by length(slug) desc, slug desc limit 1",
    );
    expect(last?.slug).toBe("gen-260");
  });

  it("gives the same products on every run", async () => {
    await generateProductsV3(t.db, 30);
    const first = await t.db.query("select id, name, min_price::text as price from v3_products order by id");
    await t.db.query("delete from v3_products");
    await generateProductsV3(t.db, 30);
    const second = await t.db.query("select id, name, min_price::text as price from v3_products order by id");
    expect(second).toEqual(first);
  });

  it("serves them to get, query and search", async () => {
    await generateProductsV3(t.db, 40);
    const [row] = await t.db.query<{ id: string; name: string }>(
      "select id, name from v3_products where slug = 'gen-7'",
    );
    const got = await t.read("GET", `/stores/v3/products/${row?.id}`);
    expect(got.status).toBe(200);
    const product = got.body.product as { name: string; variantsInfo: { variants: unknown[] } };
    expect(product.name).toBe(row?.name);
    expect(product.variantsInfo.variants).toHaveLength(1);
    const page = (answer: Answer) => (answer.body.products as { id: string }[]).map((p) => p.id);
    const queried = await t.read("POST", "/stores/v3/products/query", {
      query: { filter: { slug: "gen-7" } },
    });
    expect(page(queried)).toEqual([row?.id]);
    const searched = await t.read("POST", "/stores/v3/products/search", {
      search: { search: { expression: row?.name } },
    });
    expect(page(searched)[0]).toBe(row?.id);
  });
});
