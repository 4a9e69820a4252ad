/** The demo seed and the benchmark generator on a real database: counts, determinism and invariants. */

import { type ProductDocument, seedDemoStore } from "@vitrine/emulator/testing";
import { beforeEach, describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: compares answers with the generated products themselves
import { generateProducts } from "../../../src/catalog/seed/generate-products.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the demo placeholder images
import { placeholderSvg } from "../../../src/catalog/seed/placeholder-image.ts";
// biome-ignore lint/style/noRestrictedImports: unit test of the collection repository
import { countCollectionProducts } from "../../../src/catalog/store/collection-repository.ts";
import { resetDatabase, testDatabase } from "../../support/test-database.ts";

const db = await testDatabase();
beforeEach(() => resetDatabase(db));

async function products(): Promise<ProductDocument[]> {
  const rows = await db.query<{ doc: ProductDocument }>("select doc from products order by numeric_id");
  return rows.map((r) => r.doc);
}

describe("seedDemoStore", () => {
  it("seeds about 60 products in 10 collections, once", async () => {
    expect(await seedDemoStore(db, "http://localhost:4000")).toEqual({ products: 60, collections: 10 });
    expect(await seedDemoStore(db, "http://localhost:4000")).toEqual({ products: 0, collections: 0 });
    const [count] = await db.query<{ n: number }>("select count(*)::int as n from products");
    expect(count?.n).toBe(60);
  });

  it("is deterministic", async () => {
    await seedDemoStore(db, "http://localhost:4000");
    const first = await products();
    await resetDatabase(db);
    await seedDemoStore(db, "http://localhost:4000");
    expect(await products()).toEqual(first);
  });

  it("keeps the catalogue's invariants and covers the demo cases", async () => {
    await seedDemoStore(db, "http://localhost:4000");
    const all = await products();
    expect(new Set(all.map((p) => p.slug)).size).toBe(all.length);
    for (const p of all) {
      const prices = (p.variants ?? []).map((v) => v.variant?.priceData?.price ?? 0);
      expect(p.priceRange).toEqual({ minValue: Math.min(...prices), maxValue: Math.max(...prices) });
      const inStock = (p.variants ?? []).filter((v) => v.stock?.inStock).length;
      const status =
        inStock === 0
          ? "OUT_OF_STOCK"
          : inStock === p.variants?.length
            ? "IN_STOCK"
            : "PARTIALLY_OUT_OF_STOCK";
      expect(p.stock?.inventoryStatus).toBe(status);
      expect(p.media?.mainMedia?.image?.url).toMatch(
        /^http:\/\/localhost:4000\/media\/7a1d0e_[0-9a-f]{32}~mv2\.png$/,
      );
      expect(p.media?.mainMedia?.image?.url).toBe(`http://localhost:4000/media/${p.media?.mainMedia?.id}`);
    }
    const apparel = all.filter((p) => p.productOptions?.some((o) => o.name === "Color"));
    expect(apparel.length).toBeGreaterThan(5);
    expect(apparel.every((p) => p.manageVariants && (p.variants?.length ?? 0) >= 5)).toBe(true);
    expect(all.some((p) => p.stock?.inventoryStatus === "PARTIALLY_OUT_OF_STOCK")).toBe(true);
    expect(all.some((p) => p.stock?.inventoryStatus === "OUT_OF_STOCK")).toBe(true);
    expect(all.some((p) => p.productType === "digital")).toBe(true);
    expect(all.some((p) => p.discount?.type === "AMOUNT")).toBe(true);
    expect(all.some((p) => p.discount?.type === "PERCENT")).toBe(true);
    expect(all.some((p) => p.priceData?.formatted?.pricePerUnit)).toBe(true);
    const ribbons = await db.query<{ name: string }>("select name from ribbons order by name");
    expect(ribbons.map((r) => r.name)).toEqual(["New", "Sale"]);
    const collections = await db.query<{ id: string }>("select id from collections");
    for (const c of collections) {
      const members = all.filter((p) => p.collectionIds?.includes(c.id)).length;
      expect(await countCollectionProducts(db, c.id)).toBe(members);
      expect(members).toBeGreaterThan(0);
    }
    const picks = await db.query<{ slug: string; names: string[] }>(
      `select c.slug, array(select p.doc->>'name' from products p where c.id = any(p.collection_ids) order by p.doc->>'name') as names
         from collections c where c.slug like 'hidden-homepage-%' order by c.slug`,
    );
    expect(picks).toEqual([
      {
        slug: "hidden-homepage-carousel",
        names: [
          "Canvas Tote",
          "Dot Grid Notebook",
          "Ethiopia Coffee Beans",
          "Field Guide E-Book",
          "Heavyweight Hoodie",
          "Stoneware Mug",
        ],
      },
      {
        slug: "hidden-homepage-featured-items",
        names: ["Linen Shirt", "Pour-Over Kettle", "Waxed Backpack"],
      },
    ]);
    const [variantCount] = await db.query<{ n: number }>("select count(*)::int as n from variants");
    expect(variantCount?.n).toBe(all.reduce((sum, p) => sum + (p.variants?.length ?? 0), 0));
  });

  it("draws placeholder pictures", () => {
    const svg = placeholderSvg("linen-shirt");
    expect(svg).toMatch(/^<svg[^>]+width="1000"/);
    expect(svg).toContain(">L</text>");
    expect(placeholderSvg("linen-shirt")).toBe(svg);
  });
});

describe("generateProducts", () => {
  it("inserts products in batches with unique slugs and numeric ids", async () => {
    await generateProducts(db, 250, { batchSize: 100 });
    const rows = await db.query<{ n: number; slugs: number }>(
      "select count(*)::int as n, count(distinct slug)::int as slugs from products",
    );
    expect(rows[0]).toEqual({ n: 250, slugs: 250 });
    const [variants] = await db.query<{ n: number }>("select count(*)::int as n from variants");
    expect(variants?.n).toBe(250);
  });
});
