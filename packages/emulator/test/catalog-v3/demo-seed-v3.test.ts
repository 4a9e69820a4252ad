/**
 * The v3 demo seed stores the same shop as the v1 demo: same products, prices,
 * options, variants, stock, brands, ribbons and collections (as categories),
 * as v3 rows, once, and identically on every run.
 */

import {
  type ProductDocument,
  type ProductV3Document,
  seedDemoStore,
  seedDemoStoreV3,
} from "@vitrine/emulator/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { resetDatabase, testDatabase } from "../support/test-database.ts";

const db = await testDatabase();
beforeEach(() => resetDatabase(db));

interface V3Row {
  id: string;
  name: string;
  slug: string;
  min_price: string;
  brand: string | null;
  ribbon: string | null;
  variants: number;
  stock: number | null;
  categories: string[];
  availability_status: string;
}

async function v3Products(): Promise<Map<string, V3Row>> {
  const rows = await db.query<V3Row>(
    `select p.id, p.name, p.slug, p.min_price::text as min_price, b.name as brand, r.name as ribbon,
       (select count(*)::int from v3_variants v where v.product_id = p.id) as variants,
       (select sum(i.quantity)::int from v3_inventory_items i where i.product_id = p.id) as stock,
       p.category_ids as categories, p.availability_status
     from v3_products p left join v3_brands b on b.id = p.brand_id left join ribbons r on r.id = p.ribbon_id`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

describe("seedDemoStoreV3", () => {
  it("seeds 60 products in 10 categories into an empty v3 catalogue, once", async () => {
    expect(await seedDemoStoreV3(db, "http://localhost:4000")).toEqual({ products: 60, collections: 10 });
    expect(await seedDemoStoreV3(db, "http://localhost:4000")).toEqual({ products: 0, collections: 0 });
    const [counts] = await db.query<{
      products: number;
      variants: number;
      items: number;
      categories: number;
    }>(
      `select (select count(*)::int from v3_products) as products, (select count(*)::int from v3_variants) as variants,
         (select count(*)::int from v3_inventory_items) as items, (select count(*)::int from v3_categories) as categories`,
    );
    expect(counts?.products).toBe(60);
    expect(counts?.items).toBe(counts?.variants);
    expect(counts?.categories).toBe(10);
  });

  it("is the v1 demo's shop: names, slugs, lowest prices, brands, ribbons, variants, stock, collections", async () => {
    await seedDemoStore(db, "http://localhost:4000");
    const v1 = (await db.query<{ doc: ProductDocument }>("select doc from products")).map((r) => r.doc);
    await seedDemoStoreV3(db, "http://localhost:4000");
    const v3 = await v3Products();
    expect(v3.size).toBe(v1.length);
    for (const product of v1) {
      const row = v3.get(product.id);
      expect(row, product.name).toBeDefined();
      const prices = (product.variants ?? []).map(
        (v) => v.variant?.priceData?.discountedPrice ?? v.variant?.priceData?.price ?? 0,
      );
      const tracked = product.stock?.trackInventory === true;
      const stock = (product.variants ?? []).reduce((sum, v) => sum + (v.stock?.quantity ?? 0), 0);
      expect(row).toMatchObject({
        name: product.name,
        slug: product.slug,
        brand: product.brand ?? null,
        ribbon: product.ribbon ?? null,
        variants: product.variants?.length,
        stock: tracked ? stock : null,
        categories: product.collectionIds,
        availability_status: product.stock?.inStock === false ? "OUT_OF_STOCK" : "IN_STOCK",
      });
      expect(Number(row?.min_price)).toBeCloseTo(Math.min(...prices), 3);
    }
    const collections = await db.query<{ id: string; name: string }>(
      "select id, name from collections order by id",
    );
    const categories = await db.query<{ id: string; name: string }>(
      "select id, name from v3_categories order by id",
    );
    expect(categories).toEqual(collections);
  });

  it("gives the mug modifiers (a choice and a text) and the Ethiopia beans subscription plans", async () => {
    await seedDemoStoreV3(db, "http://localhost:4000");
    const rows = await db.query<{ slug: string; doc: ProductV3Document }>(
      "select slug, doc from v3_products where slug in ('stoneware-mug', 'ethiopia-coffee-beans') order by slug",
    );
    const [beans, mug] = rows.map((row) => row.doc);
    expect(mug?.modifiers?.map((m) => [m.key, m.modifierRenderType])).toEqual([
      ["giftWrap", "TEXT_CHOICES"],
      ["engraving", "FREE_TEXT"],
    ]);
    expect(mug?.modifiers?.[0]?.choicesSettings?.choices?.map((c) => c.key)).toEqual(["no", "yes"]);
    expect(beans?.subscriptionDetails?.allowOneTimePurchases).toBe(true);
    expect(beans?.subscriptionDetails?.subscriptions?.map((s) => s.title)).toEqual([
      "Monthly",
      "Every 2 weeks",
    ]);
  });

  it("takes pre-orders of the sold-out enamel Dutch oven, with a message", async () => {
    await seedDemoStoreV3(db, "http://localhost:4000");
    const items = await db.query<{ in_stock: boolean; preorder_enabled: boolean; preorder_message: string }>(
      `select i.in_stock, i.preorder_enabled, i.preorder_message from v3_inventory_items i
         join v3_products p on p.id = i.product_id where p.slug = 'enamel-dutch-oven'`,
    );
    expect(items).toEqual([
      { in_stock: false, preorder_enabled: true, preorder_message: "Back in the kitchen in early March." },
    ]);
    const [others] = await db.query<{ n: number }>(
      "select count(*)::int as n from v3_inventory_items where preorder_enabled",
    );
    expect(others?.n).toBe(1);
  });

  it("gives the same catalogue on every run", async () => {
    await seedDemoStoreV3(db, "http://localhost:4000");
    const first = await db.query("select id, doc from v3_products order by id");
    await resetDatabase(db);
    await seedDemoStoreV3(db, "http://localhost:4000");
    const second = await db.query("select id, doc from v3_products order by id");
    expect(second).toEqual(first);
  });
});
