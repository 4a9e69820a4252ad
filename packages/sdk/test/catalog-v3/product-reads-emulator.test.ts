/**
 * The v3 product reads of `@vitrine/sdk/catalog-v3` against the real emulator over HTTP, on the
 * v3 demo store: get by id and by slug with requested fields, merchant-only data, the typed
 * cursor query (filters, sorts, page links, `iterateCursorQuery`), count; failures as application errors
 * with the provider's codes.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { iterateCursorQuery, PRODUCT_FIELDS } from "@vitrine/sdk/catalog-v3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationFailure, listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 product reads against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];
  let visitor: V3Clients["visitor"];

  // These tests only read, so one seeded store serves them all.
  beforeAll(async () => {
    ({ t, admin, visitor } = await listenV3Store());
  });
  afterAll(() => t.close());

  it("reads a product by id and by slug, with the requested fields only when asked", async () => {
    const [first] = (await visitor.productsV3.queryProducts().limit(1).find()).items;
    const id = first?.id ?? "";
    const plain = await visitor.productsV3.getProduct(id);
    expect(plain.id).toBe(id);
    expect(plain.createdDate).toBeInstanceOf(Date);
    expect(plain.url).toBeUndefined();
    expect(plain.currency).toBeUndefined();

    const full = await visitor.productsV3.getProduct(id, {
      fields: ["URL", "CURRENCY", "PLAIN_DESCRIPTION"],
    });
    expect(full.url?.url).toBe(`${t.config.publicUrl}/product-page/${plain.slug}`);
    expect(full.currency).toBe("USD");
    expect(full.plainDescription).toEqual(expect.any(String));
    expect(full.actualPriceRange?.minValue?.amount).toMatch(/^\d+(\.\d+)?$/);

    const bySlug = await visitor.productsV3.getProductBySlug(plain.slug ?? "", { fields: ["URL"] });
    expect(bySlug.id).toBe(id);
    expect(bySlug.url?.url).toBe(full.url?.url);
  });

  it("every field the SDK offers is one the store takes, on a read and on a query", async () => {
    const [first] = (await admin.productsV3.queryProducts().limit(1).find()).items;
    for (const field of PRODUCT_FIELDS) {
      const read = await admin.productsV3.getProduct(first?.id ?? "", { fields: [field] });
      expect(read.id, field).toBe(first?.id);
    }
    const page = await admin.productsV3
      .queryProducts({ fields: [...PRODUCT_FIELDS] })
      .limit(2)
      .find();
    expect(page.items).toHaveLength(2);
  });

  it("an unknown id or slug is a 404 PRODUCT_NOT_FOUND", async () => {
    for (const read of [visitor.productsV3.getProduct("nope"), visitor.productsV3.getProductBySlug("nope")]) {
      const error = await applicationFailure(read);
      expect([error.status, error.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
    }
  });

  it("serves merchant data to merchants only", async () => {
    const [first] = (await admin.productsV3.queryProducts().limit(1).find()).items;
    const id = first?.id ?? "";
    const refused = await applicationFailure(
      visitor.productsV3.getProduct(id, { fields: ["MERCHANT_DATA"] }),
    );
    expect([refused.status, refused.code]).toEqual([403, "NO_PERMISSION_TO_READ_MERCHANT_DATA"]);
    const merchant = await admin.productsV3.getProduct(id, { fields: ["MERCHANT_DATA"] });
    expect(merchant.costRange).toBeDefined();
  });

  it("iterateCursorQuery() pages by cursor through every visible product once, as many as countProducts says", async () => {
    const seen: string[] = [];
    for await (const product of iterateCursorQuery(visitor.productsV3.queryProducts().limit(7)))
      seen.push(product.id ?? "");
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await visitor.productsV3.countProducts());
    expect(seen.length).toBeGreaterThan(7);
  });

  it("filters, sorts and follows the page links both ways", async () => {
    const bySlug = await visitor.productsV3
      .queryProducts()
      .eq("visible", true)
      .ascending("slug")
      .limit(5)
      .find();
    const slugs = bySlug.items.map((p) => p.slug ?? "");
    expect(slugs).toEqual([...slugs].sort());
    expect(bySlug.hasNext()).toBe(true);
    const second = await bySlug.next();
    expect(second.items).toHaveLength(5);
    expect((second.items[0]?.slug ?? "") > (slugs.at(-1) ?? "")).toBe(true);
    const back = await second.prev();
    expect(back.items.map((p) => p.slug)).toEqual(slugs);

    const prefix = (slugs[0] ?? "").slice(0, 3);
    const matching = await visitor.productsV3.queryProducts().startsWith("slug", prefix).find();
    expect(matching.items.length).toBeGreaterThan(0);
    expect(matching.items.every((p) => p.slug?.startsWith(prefix))).toBe(true);

    const two = bySlug.items.slice(0, 2).map((p) => p.id ?? "");
    const chosen = await visitor.productsV3.queryProducts().in("id", two).find();
    expect(chosen.items.map((p) => p.id).sort()).toEqual([...two].sort());
    expect(chosen.hasNext()).toBe(false);
  });

  it("counts with a filter", async () => {
    const all = await visitor.productsV3.countProducts();
    const [first] = (await visitor.productsV3.queryProducts().limit(1).find()).items;
    expect(await visitor.productsV3.countProducts({ filter: { id: first?.id } })).toBe(1);
    expect(await visitor.productsV3.countProducts({ filter: { visible: true } })).toBe(all);
  });
});
