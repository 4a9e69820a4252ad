/**
 * Every catalogue read of `@vitrine/sdk/catalog` against the real emulator over HTTP: a merchant
 * client makes a small catalogue, a visitor client (the SDK's `OAuthStrategy`) reads it back.
 */

import {
  COUNT_BOUND,
  insertBulkProducts,
  type ListeningTestApp,
  listenTestApp,
} from "@vitrine/emulator/testing";
import { type Collection, iterateProducts, type Product } from "@vitrine/sdk/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CatalogClients, catalogClients, createTee } from "./support/catalog-clients.ts";

describe("catalogue reads against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  let admin: CatalogClients["admin"];
  let visitor: CatalogClients["visitor"];
  let tee: Product;
  let mug: Product;
  let shirt: Product;
  let cap: Product;
  let summer: Collection;

  beforeEach(async () => {
    t = await listenTestApp();
    ({ admin, visitor } = catalogClients(t.baseUrl));
    tee = await createTee(admin);
    mug = await admin.products.createProduct({
      name: "Mug",
      productType: "physical",
      priceData: { price: 8 },
    });
    shirt = await admin.products.createProduct({
      name: "Shirt",
      productType: "physical",
      priceData: { price: 30 },
      sku: "SHIRT-1",
    });
    cap = await admin.products.createProduct({ name: "Cap", priceData: { price: 15 }, visible: false });
    summer = await admin.collections.createCollection({ name: "Summer" });
    await admin.collections.addProductsToCollection(summer.id ?? "", [tee.id ?? "", mug.id ?? ""]);
  });
  afterEach(() => t.close());

  const names = (items: readonly Product[]) => items.map((p) => p.name);

  describe("queryProducts", () => {
    it("filters, sorts and counts with the builder", async () => {
      const page = await visitor.products
        .queryProducts()
        .eq("productType", "physical")
        .between("price", 10, 50)
        .ascending("price")
        .find();
      expect(page.items.map((p) => p.id)).toEqual([tee.id, shirt.id]);
      expect(page.totalCount).toBe(2);
      expect(page.items[0]?.createdDate).toBeInstanceOf(Date);
      expect(page.items[0]?.lastUpdated).toBeInstanceOf(Date);

      const inSummer = await visitor.products
        .queryProducts()
        .hasSome("collectionIds", [summer.id ?? ""])
        .descending("name")
        .find();
      expect(names(inSummer.items)).toEqual(["Tee", "Mug"]);

      const bySku = await visitor.products.queryProducts().eq("sku", "SHIRT-1").find();
      expect(names(bySku.items)).toEqual(["Shirt"]);

      const either = await visitor.products
        .queryProducts()
        .startsWith("name", "Sh")
        .or(visitor.products.queryProducts().in("id", [mug.id ?? "", "missing"]))
        .ascending("name")
        .find();
      expect(names(either.items)).toEqual(["Mug", "Shirt"]);

      const notMug = await visitor.products
        .queryProducts()
        .not(visitor.products.queryProducts().eq("name", "Mug"))
        .gt("price", 9)
        .descending("price")
        .find();
      expect(names(notMug.items)).toEqual(["Shirt", "Tee"]);
    });

    it("sends a long query as a POST body, which the emulator answers the same", async () => {
      const manyIds = Array.from({ length: 300 }, (_, i) => `missing-${i}`);
      const page = await visitor.products
        .queryProducts()
        .in("id", [...manyIds, mug.id ?? ""])
        .find();
      expect(names(page.items)).toEqual(["Mug"]);
      const collections = await visitor.collectionsV2
        .queryCollections()
        .in("id", [...manyIds, summer.id ?? ""])
        .find();
      expect(collections.items.map((c) => c.name)).toEqual(["Summer"]);
    });

    it("lists hidden products only to a merchant who asks with includeHiddenProducts", async () => {
      const hidden = { includeHiddenProducts: true };
      const byVisitor = await visitor.products.queryProducts(hidden).ascending("name").find();
      expect(names(byVisitor.items)).toEqual(["Mug", "Shirt", "Tee"]);
      const unasked = await admin.products.queryProducts().eq("id", cap.id).find();
      expect(unasked.items).toEqual([]);
      const byMerchant = await admin.products.queryProducts(hidden).eq("id", cap.id).find();
      expect(names(byMerchant.items)).toEqual(["Cap"]);
    });

    it("sends the request options on every page, for find() and iterateProducts()", async () => {
      await admin.products.updateProduct(mug.id ?? "", { costAndProfitData: { itemCost: 3 } });
      const options = { includeHiddenProducts: true, includeMerchantSpecificData: true };
      const first = await admin.products.queryProducts(options).ascending("name").limit(2).find();
      expect(names(first.items)).toEqual(["Cap", "Mug"]);
      expect(first.items[1]?.costAndProfitData?.itemCost).toBe(3);
      expect(names((await first.next()).items)).toEqual(["Shirt", "Tee"]);
      const all: Product[] = [];
      for await (const product of iterateProducts(admin.products.queryProducts(options).limit(1)))
        all.push(product);
      expect(names(all)).toEqual(["Tee", "Mug", "Shirt", "Cap"]);
      expect(all[1]?.costAndProfitData?.itemCost).toBe(3);
      const plain = await admin.products
        .queryProducts({ includeHiddenProducts: true })
        .eq("id", mug.id)
        .find();
      expect(plain.items[0]).not.toHaveProperty("costAndProfitData");
    });

    it("pages with limit and skip, and walks pages", async () => {
      const first = await visitor.products.queryProducts().ascending("price").limit(2).find();
      expect(names(first.items)).toEqual(["Mug", "Tee"]);
      expect(first.totalCount).toBe(3);
      expect(first.totalPages).toBe(2);
      expect(first.hasNext()).toBe(true);
      const second = await first.next();
      expect(names(second.items)).toEqual(["Shirt"]);
      expect(second.hasNext()).toBe(false);
      expect(names((await second.prev()).items)).toEqual(["Mug", "Tee"]);
      const skipped = await visitor.products.queryProducts().ascending("price").limit(1).skip(2).find();
      expect(names(skipped.items)).toEqual(["Shirt"]);
    });

    it("knows a bounded total is a lower bound: no page count, next page while pages are full", async () => {
      await insertBulkProducts(t.db, COUNT_BOUND + 1);
      const page = await visitor.products
        .queryProducts()
        .limit(100)
        .skip(COUNT_BOUND - 100)
        .find();
      expect(page.totalCount).toBe(COUNT_BOUND);
      expect(page.totalPages).toBeUndefined();
      expect(page.hasNext()).toBe(true);
    });

    it("iterates every product across pages", async () => {
      const seen: string[] = [];
      for await (const product of iterateProducts(
        visitor.products.queryProducts().ascending("name").limit(1),
      )) {
        seen.push(product.name ?? "");
      }
      expect(seen).toEqual(["Mug", "Shirt", "Tee"]);
    });
  });

  describe("getProduct", () => {
    it("serves cost and profit to the merchant only, and only when asked", async () => {
      const plain = await admin.products.getProduct(tee.id ?? "");
      expect(plain.name).toBe("Tee");
      expect(plain.createdDate).toBeInstanceOf(Date);
      expect(plain.costAndProfitData).toBeUndefined();
      const merchant = await admin.products.getProduct(tee.id ?? "", { includeMerchantSpecificData: true });
      expect(merchant.costAndProfitData).toMatchObject({ itemCost: 8, profit: 12 });
      const visitorAsks = await visitor.products.getProduct(tee.id ?? "", {
        includeMerchantSpecificData: true,
      });
      expect(visitorAsks.name).toBe("Tee");
      expect(visitorAsks.costAndProfitData).toBeUndefined();
      expect(visitorAsks.variants?.every((v) => v.variant?.costAndProfitData === undefined)).toBe(true);
    });
  });

  describe("variants", () => {
    it("answers option availability for chosen options", async () => {
      const chosen = await visitor.products.getProductOptionsAvailability(tee.id ?? "", {
        Size: "M",
        Color: "Red",
      });
      expect(chosen.availableForPurchase).toBe(true);
      expect(chosen.selectedVariant).toMatchObject({ price: { price: 20 }, inStock: true, visible: true });
      expect(chosen.productOptions?.map((o) => o.name)).toEqual(["Size", "Color"]);
      const partial = await visitor.products.getProductOptionsAvailability(tee.id ?? "", { Size: "M" });
      expect(partial.availableForPurchase).toBe(false);
      expect(partial.selectedVariant).toBeUndefined();
    });

    it("queries a product's variants by choices, ids and page, with merchant data on request", async () => {
      const medium = await visitor.products.queryProductVariants(tee.id ?? "", { choices: { Size: "M" } });
      expect(medium.variants?.map((v) => v.choices)).toEqual([
        { Size: "M", Color: "Red" },
        { Size: "M", Color: "Blue" },
      ]);
      expect(medium.totalResults).toBe(2);
      const all = await visitor.products.queryProductVariants(tee.id ?? "");
      expect(all.variants).toHaveLength(4);
      const firstId = all.variants?.[0]?.id ?? "";
      const byId = await visitor.products.queryProductVariants(tee.id ?? "", { variantIds: [firstId] });
      expect(byId.variants?.map((v) => v.id)).toEqual([firstId]);
      const paged = await visitor.products.queryProductVariants(tee.id ?? "", {
        paging: { limit: 1, offset: 3 },
      });
      expect(paged.variants?.map((v) => v.id)).toEqual([all.variants?.[3]?.id]);
      expect(paged.metadata).toMatchObject({ items: 1, offset: 3 });
      expect(all.variants?.[0]?.variant?.costAndProfitData).toBeUndefined();
      const merchant = await admin.products.queryProductVariants(tee.id ?? "", {
        includeMerchantSpecificData: true,
      });
      expect(merchant.variants?.[0]?.variant?.costAndProfitData).toMatchObject({ itemCost: 8 });
    });

    it("queries store variants and gets one by productId-variantId", async () => {
      const result = await visitor.storeVariants.queryStoreVariants({
        filter: { productId: tee.id },
        sort: [{ fieldName: "variantId", order: "ASC" }],
        paging: { limit: 3 },
      });
      expect(result.variants).toHaveLength(3);
      expect(result.variants?.every((v) => v.productId === tee.id && v.productName === "Tee")).toBe(true);
      expect(result.metadata).toMatchObject({ count: 3, offset: 0, total: 4 });
      const first = result.variants?.[0];
      expect(first?.id).toBe(`${tee.id}-${first?.variantId}`);
      const one = await visitor.storeVariants.getStoreVariant(first?.id ?? "");
      expect(one).toMatchObject({ id: first?.id, productId: tee.id, variantId: first?.variantId });
      const hidden = await visitor.storeVariants.queryStoreVariants({ filter: { productId: cap.id } });
      expect(hidden.variants).toEqual([]);
    });
  });

  describe("collections", () => {
    it("gets a collection by slug (v1)", async () => {
      const found = await visitor.collections.getCollectionBySlug(summer.slug ?? "");
      expect(found).toMatchObject({ id: summer.id, name: "Summer", numberOfProducts: 2 });
    });

    it("queries collections and gets one by id and by slug (v2)", async () => {
      await admin.collections.createCollection({ name: "Winter" });
      const page = await visitor.collectionsV2.queryCollections().startsWith("name", "Su").find();
      expect(page.items.map((c) => c.name)).toEqual(["Summer"]);
      expect(page.pagingMetadata).toMatchObject({ count: 1, offset: 0, total: 1 });
      const sorted = await visitor.collectionsV2.queryCollections().ascending("name").limit(1).skip(1).find();
      expect(sorted.items.map((c) => c.name)).toEqual(["Winter"]);
      expect(sorted.totalCount).toBeGreaterThanOrEqual(2);
      expect(await visitor.collectionsV2.getCollection(summer.id ?? "")).toMatchObject({
        id: summer.id,
        name: "Summer",
      });
      expect(await visitor.collectionsV2.getCollectionBySlug(summer.slug ?? "")).toMatchObject({
        id: summer.id,
        numberOfProducts: 2,
      });
    });
  });
});
