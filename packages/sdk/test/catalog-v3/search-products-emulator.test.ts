/**
 * `searchProducts` of `@vitrine/sdk/catalog-v3` against the real emulator over HTTP, on the v3
 * demo store: free text, filter and sort, cursor pages (the cursor alone carries the search),
 * and value, range and scalar aggregations that agree with the matches.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { iterateCursorQuery } from "@vitrine/sdk/catalog-v3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 product search against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let visitor: V3Clients["visitor"];

  // These tests only read, so one seeded store serves them all.
  beforeAll(async () => {
    ({ t, visitor } = await listenV3Store());
  });
  afterAll(() => t.close());

  /** The word most demo product names share, to search for. */
  async function aCommonNameWord(): Promise<string> {
    const counts = new Map<string, number>();
    for await (const product of iterateCursorQuery(visitor.productsV3.queryProducts().limit(100))) {
      for (const word of new Set((product.name ?? "").split(/\s+/).filter((w) => w.length > 2)))
        counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const [word] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!word) throw new Error("no product names in the demo store");
    return word;
  }

  it("finds products by free text and pages by cursor, the cursor alone carrying the search", async () => {
    const word = await aCommonNameWord();
    const search = { expression: word, fields: ["name", "description"] };
    const seen: string[] = [];
    const fields = ["URL", "PLAIN_DESCRIPTION"] as const;
    let page = await visitor.productsV3.searchProducts(
      { search, cursorPaging: { limit: 2 } },
      { fields: [...fields] },
    );
    for (;;) {
      expect(page.products.length).toBeLessThanOrEqual(2);
      for (const product of page.products) {
        expect(product.createdDate).toBeInstanceOf(Date);
        expect(product.url?.url).toEqual(expect.any(String));
        const text = `${product.name} ${product.plainDescription ?? ""}`.toLowerCase();
        expect(text).toContain(word.toLowerCase());
        seen.push(product.id ?? "");
      }
      const next = page.pagingMetadata.cursors?.next;
      if (!page.pagingMetadata.hasNext || !next) break;
      page = await visitor.productsV3.searchProducts(
        { cursorPaging: { cursor: next } },
        { fields: [...fields] },
      );
    }
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen).size).toBe(seen.length);
    const all = await visitor.productsV3.searchProducts({ search, cursorPaging: { limit: 100 } });
    expect(all.products.map((p) => p.id)).toEqual(seen);
  });

  it("filters and sorts by price, with value, range and scalar aggregations over every match", async () => {
    const { products, aggregationData } = await visitor.productsV3.searchProducts({
      filter: { "actualPriceRange.minValue.amount": { $gte: "10" } },
      sort: [{ fieldName: "actualPriceRange.minValue.amount", order: "ASC" }],
      cursorPaging: { limit: 100 },
      aggregations: [
        { name: "brands", type: "VALUE", fieldPath: "brand.name", value: { limit: 50 } },
        {
          name: "prices",
          type: "RANGE",
          fieldPath: "actualPriceRange.minValue.amount",
          range: { buckets: [{ to: 30 }, { from: 30 }] },
        },
        {
          name: "cheapest",
          type: "SCALAR",
          fieldPath: "actualPriceRange.minValue.amount",
          scalar: { type: "MIN" },
        },
      ],
    });
    const prices = products.map((p) => Number(p.actualPriceRange?.minValue?.amount));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price >= 10)).toBe(true);

    const byName = new Map(aggregationData?.results?.map((r) => [r.name, r]));
    const brandCounts = byName.get("brands")?.values?.results ?? [];
    const withBrand = products.filter((p) => p.brand?.name).length;
    expect(brandCounts.reduce((sum, r) => sum + (r.count ?? 0), 0)).toBe(withBrand);
    const [cheap, dear] = byName.get("prices")?.ranges?.results ?? [];
    expect(cheap?.count).toBe(prices.filter((p) => p < 30).length);
    expect(dear?.count).toBe(prices.filter((p) => p >= 30).length);
    expect(byName.get("cheapest")?.scalar?.value).toBe(prices[0]);
  });
});
