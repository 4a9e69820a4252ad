/**
 * `queryVariants` (read-only variants) of `@vitrine/sdk/catalog-v3` against the real emulator over
 * HTTP, on the v3 demo store: a product's variants with its product data, by cursor pages, and
 * cost data for merchants who ask.
 */

import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { iterateCursorQuery } from "@vitrine/sdk/catalog-v3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenV3Store, type V3Clients } from "./support/v3-clients.ts";

describe("v3 read-only variants against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp;
  let admin: V3Clients["admin"];
  let visitor: V3Clients["visitor"];

  // These tests only read, so one seeded store serves them all.
  beforeAll(async () => {
    ({ t, admin, visitor } = await listenV3Store());
  });
  afterAll(() => t.close());

  /** A visible product with more than one variant. */
  async function productWithVariants() {
    for await (const product of iterateCursorQuery(visitor.productsV3.queryProducts())) {
      const full = await visitor.productsV3.getProduct(product.id ?? "");
      if ((full.variantsInfo?.variants?.length ?? 0) > 1) return full;
    }
    throw new Error("the demo store has no product with variants");
  }

  it("lists a product's variants with its product data, page by page", async () => {
    const product = await productWithVariants();
    const expected = (product.variantsInfo?.variants ?? []).map((v) => v.id).sort();
    const seen: string[] = [];
    for await (const variant of iterateCursorQuery(
      visitor.readOnlyVariantsV3
        .queryVariants()
        .eq("productData.productId", product.id ?? "")
        .ascending("id")
        .limit(1),
    )) {
      expect(variant.productData).toMatchObject({
        productId: product.id,
        name: product.name,
        slug: product.slug,
      });
      expect(variant.price?.actualPrice?.amount).toMatch(/^\d+(\.\d+)?$/);
      seen.push(variant.id ?? "");
    }
    expect(seen).toEqual(expected);
  });

  it("adds cost and profit for a merchant who asks", async () => {
    const product = await productWithVariants();
    const plain = await admin.readOnlyVariantsV3
      .queryVariants()
      .eq("productData.productId", product.id ?? "")
      .find();
    expect(plain.items[0]?.revenueDetails).toBeUndefined();
    const merchant = await admin.readOnlyVariantsV3
      .queryVariants({ fields: ["MERCHANT_DATA"] })
      .eq("productData.productId", product.id ?? "")
      .find();
    expect(merchant.items[0]?.revenueDetails).toBeDefined();
  });
});
