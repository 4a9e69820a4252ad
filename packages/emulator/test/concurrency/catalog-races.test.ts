/**
 * Concurrent catalogue writes through the real app, on both databases (on
 * PostgreSQL they run on separate pooled connections). The "100 × adjust
 * price +1" race lives with the bulk writes (test/catalog/writes/collection-bulk-writes.test.ts).
 */

import type { CollectionDocument, ProductDocument } from "@vitrine/emulator/testing";
import { catalogInvariantViolations } from "@vitrine/testkit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createProduct, merchant } from "../catalog/writes/merchant-calls.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";

describe(`concurrent catalogue writes on ${testBackend}`, () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it("keeps every field of concurrent partial updates of one product", async () => {
    const tee = await createProduct(t, { name: "Tee", priceData: { price: 10 } });
    const changes: Record<string, unknown>[] = [
      { name: "Tee 2" },
      { description: "Soft cotton" },
      { sku: "TEE-1" },
      { weight: 0.25 },
      { ribbon: "New" },
      { brand: "Acme" },
      { priceData: { price: 12 } },
      { costAndProfitData: { itemCost: 4 } },
    ];
    const replies = await Promise.all(
      changes.map((product) => merchant(t, "PATCH", `/stores/v1/products/${tee.id}`, { product })),
    );
    expect(replies.map((r) => r.status)).toEqual(changes.map(() => 200));
    const [row] = await t.db.query<{ doc: Record<string, unknown> }>(
      "select doc from products where id = $1",
      [tee.id],
    );
    expect(row?.doc).toMatchObject({
      name: "Tee 2",
      description: "Soft cotton",
      sku: "TEE-1",
      weight: 0.25,
      ribbon: "New",
      brand: "Acme",
      priceData: { price: 12 },
      costAndProfitData: { itemCost: 4 },
    });
    const updates = await t.db.query(
      "select id from outbox where event_type = 'wix.stores.catalog.v3.product_updated'",
    );
    expect(updates).toHaveLength(changes.length);
    expect(await catalogInvariantViolations(t.db)).toEqual([]);
  });

  it("gives concurrent creates of one name distinct slugs", async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        merchant<{ product: ProductDocument }>(t, "POST", "/stores/v1/products", {
          product: { name: "Same Name", priceData: { price: 1 } },
        }),
      ),
    );
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const slugs = replies.map((r) => r.body.product.slug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain("same-name");
    const rows = await t.db.query<{ slug: string }>("select slug from products order by slug");
    expect(rows.map((r) => r.slug).sort()).toEqual([...slugs].sort());
    expect(await catalogInvariantViolations(t.db)).toEqual([]);
  });

  it("gives concurrent creates of one collection name distinct slugs", async () => {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        merchant<{ collection: CollectionDocument }>(t, "POST", "/stores/v1/collections", {
          collection: { name: "Sale" },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((r) => r.body.collection.slug)).size).toBe(10);
  });

  it("serialises concurrent membership changes and deletes without breaking an invariant", async () => {
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createProduct(t, { name: `P${i}` })),
    );
    const { body } = await merchant<{ collection: CollectionDocument }>(t, "POST", "/stores/v1/collections", {
      collection: { name: "Mixed" },
    });
    const id = body.collection.id;
    const replies = await Promise.all([
      ...products.map((p) =>
        merchant(t, "POST", `/stores/v1/collections/${id}/productIds`, { productIds: [p.id] }),
      ),
      merchant(t, "DELETE", `/stores/v1/products/${products[0]?.id}`),
      merchant(t, "POST", "/stores/v1/bulk/products/adjust-properties", {
        ids: products.map((p) => p.id),
        adjust: { price: { amount: 1 } },
      }),
    ]);
    expect(replies.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(await catalogInvariantViolations(t.db)).toEqual([]);
    const served = await t.inject({
      method: "GET",
      url: `/v2/collections/${id}`,
      headers: t.merchantHeaders,
    });
    const members = await t.db.query("select id from products where collection_ids @> array[$1]::text[]", [
      id,
    ]);
    expect(served.json().collection.numberOfProducts).toBe(members.length);
  });
});
