/**
 * Byte-identical catalogue requests: for every catalogue call, the provider's published client
 * (`@wix/sdk` + `@wix/stores`, its v1 products and collections and its v3 ribbons) and
 * `@vitrine/sdk/catalog` make the call with the same input against
 * one local recording server; method, path, query string (or `.r`) and body must be equal.
 */

import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import {
  collections,
  collectionsV2,
  type ProductsQueryBuilder,
  products,
  ribbons,
  storeVariants,
} from "@vitrine/sdk/catalog";
import { createClient as createProviderClient, ApiKeyStrategy as ProviderApiKey } from "@wix/sdk";
import { toURLSearchParams } from "@wix/sdk-runtime/rest-modules";
import {
  collections as providerCollections,
  products as providerProducts,
  ribbonsV3 as providerRibbons,
} from "@wix/stores";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProviderOffsetBuilder } from "./support/provider-query-builder.ts";
import { decodedR, requestDiff } from "./support/request-diff.ts";

const loose = (builder: unknown) => builder as ProviderOffsetBuilder;

const manyIds = Array.from({ length: 300 }, (_, i) => `product-${i}`);

/** Every operator, skip before limit and two sorts on a products query; `idField` names the id. */
function everyOperator(query: ProductsQueryBuilder, idField: "id") {
  return query
    .ne("sku", "x")
    .gt("numericId", "5")
    .ge("lastUpdated", new Date("2024-01-02T03:04:05.000Z"))
    .lt("price", 100)
    .le("price", 90)
    .in(idField, ["a", "b"])
    .hasAll("collectionIds", ["c1"])
    .isEmpty("description")
    .isNotEmpty("slug")
    .exists("sku")
    .exists("brand" as "sku", false)
    .eq("name", undefined)
    .skip(5)
    .limit(10)
    .descending("name")
    .ascending("price")
    .find();
}

describe("catalogue requests match the provider's client", () => {
  const diff = requestDiff({
    product: { id: "p1" },
    products: [],
    collection: { id: "c1" },
    collections: [],
    variant: { id: "p1-v1" },
    variants: [],
    ribbon: { id: "r1", name: "Sale", revision: "1" },
    ribbons: [],
    pagingMetadata: {},
    count: 0,
    metadata: {},
  });
  const { both, same } = diff;
  let provider: ReturnType<typeof makeProvider>;
  let vitrine: ReturnType<typeof makeVitrine>;

  function makeProvider() {
    return createProviderClient({
      modules: { products: providerProducts, collections: providerCollections, ribbons: providerRibbons },
      auth: ProviderApiKey({ apiKey: "test-key", siteId: "site-1" }),
    });
  }
  function makeVitrine(origin: string) {
    return createClient({
      modules: { products, collections, collectionsV2, storeVariants, ribbons },
      auth: ApiKeyStrategy({ apiKey: "test-key", siteId: "site-1" }),
      baseUrl: origin,
    });
  }

  beforeAll(() => {
    provider = makeProvider();
    vitrine = makeVitrine(diff.origin);
  });

  describe("queryProducts builder", () => {
    it("the README chain", async () => {
      const ids = ["c1", "c2"];
      const sent = await same(
        () =>
          loose(provider.products.queryProducts())
            .eq("productType", providerProducts.ProductType.physical)
            .startsWith("name", "Shi")
            .between("price", 10, 50)
            .hasSome("collectionIds", ids)
            .ascending("price")
            .limit(20)
            .skip(40)
            .find(),
        () =>
          vitrine.products
            .queryProducts()
            .eq("productType", "physical")
            .startsWith("name", "Shi")
            .between("price", 10, 50)
            .hasSome("collectionIds", ids)
            .ascending("price")
            .limit(20)
            .skip(40)
            .find(),
      );
      expect(sent.method).toBe("GET");
      expect(sent.path).toBe("/stores-reader/v1/products/query-platformized");
      expect(sent.query.startsWith(".r=")).toBe(true);
    });

    it("an empty query (default paging)", async () => {
      await same(
        () => provider.products.queryProducts().find(),
        () => vitrine.products.queryProducts().find(),
      );
    });

    it("every operator, skip before limit, two sorts", async () => {
      await same(
        // The provider's builder names the id field `_id`, ours `id`.
        () => everyOperator(loose(provider.products.queryProducts()) as ProductsQueryBuilder, "_id" as "id"),
        () => everyOperator(vitrine.products.queryProducts(), "id"),
      );
    });

    it("and / or / not composition", async () => {
      const p = provider.products;
      const v = vitrine.products;
      await same(
        () =>
          loose(p.queryProducts())
            .eq("productType", providerProducts.ProductType.digital)
            .or(loose(p.queryProducts()).eq("name", "A").eq("sku", "B"))
            .and(loose(p.queryProducts()).gt("price", 1))
            .find(),
        () =>
          v
            .queryProducts()
            .eq("productType", "digital")
            .or(v.queryProducts().eq("name", "A").eq("sku", "B"))
            .and(v.queryProducts().gt("price", 1))
            .find(),
      );
      await same(
        () => loose(p.queryProducts()).not(loose(p.queryProducts()).eq("name", "A")).find(),
        () => v.queryProducts().not(v.queryProducts().eq("name", "A")).find(),
      );
    });

    it("a long query goes as a POST body", async () => {
      const sent = await same(
        () => provider.products.queryProducts().in("_id", manyIds).find(),
        () => vitrine.products.queryProducts().in("id", manyIds).find(),
      );
      expect(sent.method).toBe("POST");
    });

    /*
     * The provider's builder cannot send its request options (`queryProducts()` takes none), so
     * the reference is its request for the same chain with the options added the way its request
     * transformer adds them (`{...options, query}`), serialized by its own runtime.
     */
    const options = { includeVariants: true, includeHiddenProducts: true, includeMerchantSpecificData: true };

    it("request options go next to query in .r, as the provider's runtime serializes them", async () => {
      const [theirs, ours] = await both(
        () => loose(provider.products.queryProducts()).ascending("name").limit(100).find(),
        () => vitrine.products.queryProducts(options).ascending("name").limit(100).find(),
      );
      const payload = decodedR(theirs) as object;
      expect(Object.keys(payload)).toEqual(["query"]);
      expect(ours.query).toBe(toURLSearchParams({ ...options, ...payload }, true).toString());
      expect([ours.method, ours.path]).toEqual([theirs.method, theirs.path]);
    });

    it("request options go next to query in the POST fallback body", async () => {
      const [theirs, ours] = await both(
        () => provider.products.queryProducts().in("_id", manyIds).find(),
        () => vitrine.products.queryProducts({ includeHiddenProducts: true }).in("id", manyIds).find(),
      );
      expect(ours.method).toBe("POST");
      expect(ours.body).toBe(JSON.stringify({ includeHiddenProducts: true, ...JSON.parse(theirs.body) }));
      expect([ours.method, ours.path]).toEqual([theirs.method, theirs.path]);
    });
  });

  it("getProduct", async () => {
    await same(
      () => provider.products.getProduct("p1", { includeMerchantSpecificData: true }),
      () => vitrine.products.getProduct("p1", { includeMerchantSpecificData: true }),
    );
    await same(
      () => provider.products.getProduct("p 1ü"),
      () => vitrine.products.getProduct("p 1ü"),
    );
  });

  it("getCollectionBySlug (v1)", async () => {
    await same(
      () => provider.products.getCollectionBySlug("summer-sale"),
      () => vitrine.collections.getCollectionBySlug("summer-sale"),
    );
  });

  it("getProductOptionsAvailability", async () => {
    await same(
      () => provider.products.getProductOptionsAvailability("p1", { Size: "M", Color: "Red" }),
      () => vitrine.products.getProductOptionsAvailability("p1", { Size: "M", Color: "Red" }),
    );
  });

  it("queryProductVariants", async () => {
    const options = {
      choices: { Size: "M" },
      variantIds: ["v1", "v2"],
      paging: { limit: 10, offset: 5 },
      includeMerchantSpecificData: true,
    };
    await same(
      () => provider.products.queryProductVariants("p1", options),
      () => vitrine.products.queryProductVariants("p1", options),
    );
    await same(
      () => provider.products.queryProductVariants("p1"),
      () => vitrine.products.queryProductVariants("p1"),
    );
  });

  it("queryStoreVariants and getStoreVariant", async () => {
    const query = {
      filter: { productId: "p1" },
      sort: [{ fieldName: "variantName", order: "ASC" as const }],
      paging: { limit: 20, offset: 0 },
    };
    await same(
      () => provider.products.queryStoreVariants(query),
      () => vitrine.storeVariants.queryStoreVariants(query),
    );
    await same(
      () => provider.products.getStoreVariant("p1-v1"),
      () => vitrine.storeVariants.getStoreVariant("p1-v1"),
    );
  });

  describe("collections (v2)", () => {
    it("queryCollections builder", async () => {
      const p = provider.collections;
      const v = vitrine.collectionsV2;
      const sent = await same(
        () =>
          loose(p.queryCollections())
            .startsWith("name", "Sum")
            .ne("slug", "x")
            .descending("name")
            .limit(5)
            .find(),
        () =>
          v.queryCollections().startsWith("name", "Sum").ne("slug", "x").descending("name").limit(5).find(),
      );
      expect(sent.path).toBe("/v2/collections/query");
      await same(
        () => p.queryCollections().in("_id", manyIds).find(),
        () => v.queryCollections().in("id", manyIds).find(),
      );
    });

    it("getCollection and getCollectionBySlug", async () => {
      await same(
        () => provider.collections.getCollection("c1"),
        () => vitrine.collectionsV2.getCollection("c1"),
      );
      await same(
        () => provider.collections.getCollectionBySlug("summer"),
        () => vitrine.collectionsV2.getCollectionBySlug("summer"),
      );
    });
  });

  describe("product writes", () => {
    it("createProduct, updateProduct, deleteProduct", async () => {
      const product = {
        name: "Shirt",
        productType: providerProducts.ProductType.physical,
        priceData: { price: 25.5 },
        weight: 0.3,
        description: "Soft — été",
        productOptions: [{ name: "Size", choices: [{ value: "M", description: "M" }] }],
      };
      await same(
        () => provider.products.createProduct(product),
        () => vitrine.products.createProduct({ ...product, productType: "physical" }),
      );
      await same(
        () => provider.products.updateProduct("p1", { name: "Shirt 2", visible: false }),
        () => vitrine.products.updateProduct("p1", { name: "Shirt 2", visible: false }),
      );
      // A price per unit is removed by sending null in its place.
      await same(
        () => provider.products.updateProduct("p1", { pricePerUnitData: null as never }),
        () => vitrine.products.updateProduct("p1", { pricePerUnitData: null }),
      );
      await same(
        () => provider.products.deleteProduct("p1"),
        () => vitrine.products.deleteProduct("p1"),
      );
    });

    it("updateVariants and resetVariantsToDefault", async () => {
      const variants = [{ choices: { Size: "M" }, price: 19, cost: 5, weight: 1, visible: true, sku: "S-M" }];
      await same(
        () => provider.products.updateProductVariants("p1", variants),
        () => vitrine.products.updateVariants("p1", variants),
      );
      await same(
        () => provider.products.resetAllProductVariantData("p1"),
        () => vitrine.products.resetVariantsToDefault("p1"),
      );
    });

    it("media and choice media", async () => {
      const media = [
        { url: "https://example.com/a.jpg" },
        { mediaId: "m1", choice: { option: "Color", choice: "Red" } },
      ];
      await same(
        () => provider.products.addProductMedia("p1", media),
        () =>
          vitrine.products.addProductMedia("p1", [
            { url: "https://example.com/a.jpg" },
            { mediaId: "m1", choice: { option: "Color", choice: "Red" } },
          ]),
      );
      await same(
        () => provider.products.removeProductMedia("p1", ["m1", "m2"]),
        () => vitrine.products.removeProductMedia("p1", ["m1", "m2"]),
      );
      const choices = [{ option: "Color", choice: "Red", mediaIds: ["m1"] }];
      await same(
        () => provider.products.addProductMediaToChoices("p1", choices),
        () => vitrine.products.addProductMediaToChoices("p1", choices),
      );
      await same(
        () => provider.products.removeProductMediaFromChoices("p1", choices),
        () => vitrine.products.removeProductMediaFromChoices("p1", choices),
      );
    });

    it("deleteProductOptions, removeBrand, removeRibbon", async () => {
      await same(
        () => provider.products.deleteProductOptions("p1"),
        () => vitrine.products.deleteProductOptions("p1"),
      );
      await same(
        () => provider.products.removeBrand("p1"),
        () => vitrine.products.removeBrand("p1"),
      );
      await same(
        () => provider.products.removeRibbon("p1"),
        () => vitrine.products.removeRibbon("p1"),
      );
    });

    it("bulk set and bulk adjust", async () => {
      for (const set of [{ price: 10 }, { cost: 2.5 }, { weight: 1 }]) {
        await same(
          () => provider.products.bulkUpdateProductsProperty(["p1", "p2"], set),
          () => vitrine.products.bulkUpdateProducts(["p1", "p2"], set),
        );
      }
      for (const adjust of [
        { price: { amount: -5 } },
        { cost: { percentage: { rate: 10, roundToInt: true } } },
      ]) {
        await same(
          () => provider.products.bulkAdjustProductProperty(adjust, ["p1", "p2"]),
          () => vitrine.products.bulkAdjustProductProperties(["p1", "p2"], adjust),
        );
      }
    });
  });

  describe("collection writes", () => {
    it("create, update, delete, add and remove products", async () => {
      await same(
        () => provider.products.createCollection({ name: "Summer", description: "Hot" }),
        () => vitrine.collections.createCollection({ name: "Summer", description: "Hot" }),
      );
      await same(
        () => provider.products.updateCollection("c1", { name: "Summer sale" }),
        () => vitrine.collections.updateCollection("c1", { name: "Summer sale" }),
      );
      await same(
        () => provider.products.deleteCollection("c1"),
        () => vitrine.collections.deleteCollection("c1"),
      );
      await same(
        () => provider.products.addProductsToCollection("c1", ["p1", "p2"]),
        () => vitrine.collections.addProductsToCollection("c1", ["p1", "p2"]),
      );
      await same(
        () => provider.products.removeProductsFromCollection("c1", ["p2"]),
        () => vitrine.collections.removeProductsFromCollection("c1", ["p2"]),
      );
    });
  });
  describe("ribbons (v3)", () => {
    it("create, get, update with revision, delete", async () => {
      const created = await same(
        () => provider.ribbons.createRibbon({ name: "Sale" }),
        () => vitrine.ribbons.createRibbon({ name: "Sale" }),
      );
      expect(created.method).toBe("POST");
      expect(created.path).toBe("/stores/v3/ribbons");
      await same(
        () => provider.ribbons.getRibbon("r1"),
        () => vitrine.ribbons.getRibbon("r1"),
      );
      const withFields = await same(
        () => provider.ribbons.getRibbon("r1", { fields: ["ASSIGNED_PRODUCT_COUNT"] }),
        () => vitrine.ribbons.getRibbon("r1", { fields: ["ASSIGNED_PRODUCT_COUNT"] }),
      );
      const updated = await same(
        () => provider.ribbons.updateRibbon("r1", { revision: "3", name: "Summer sale" }),
        () => vitrine.ribbons.updateRibbon("r1", { revision: "3", name: "Summer sale" }),
      );
      expect(updated.path).toBe("/stores/v3/ribbons/r1");
      await same(
        () =>
          provider.ribbons.updateRibbon(
            "r1",
            { revision: "3", name: "X" },
            { fields: ["ASSIGNED_PRODUCT_COUNT"] },
          ),
        () =>
          vitrine.ribbons.updateRibbon(
            "r1",
            { revision: "3", name: "X" },
            { fields: ["ASSIGNED_PRODUCT_COUNT"] },
          ),
      );
      const deleted = await same(
        () => provider.ribbons.deleteRibbon("r1"),
        () => vitrine.ribbons.deleteRibbon("r1"),
      );
      expect(withFields.query).toBe("ribbonId=r1&fields=ASSIGNED_PRODUCT_COUNT");
      expect(JSON.parse(updated.body)).toEqual({ ribbon: { revision: "3", name: "Summer sale", id: "r1" } });
      expect([deleted.method, deleted.query]).toEqual(["DELETE", "ribbonId=r1"]);
    });

    it("query, count, get-or-create", async () => {
      const query = {
        filter: { name: { $startsWith: "S" } },
        sort: [{ fieldName: "name" as const, order: "ASC" as const }],
        cursorPaging: { limit: 20 },
      };
      await same(
        () => provider.ribbons.queryRibbons(query),
        () => vitrine.ribbons.queryRibbons(query),
      );
      await same(
        () =>
          provider.ribbons.queryRibbons(
            { cursorPaging: { cursor: "next-page" } },
            { fields: ["ASSIGNED_PRODUCT_COUNT"] },
          ),
        () =>
          vitrine.ribbons.queryRibbons(
            { cursorPaging: { cursor: "next-page" } },
            { fields: ["ASSIGNED_PRODUCT_COUNT"] },
          ),
      );
      await same(
        () => provider.ribbons.countRibbons({ filter: { name: "Sale" } }),
        () => vitrine.ribbons.countRibbons({ filter: { name: "Sale" } }),
      );
      await same(
        () => provider.ribbons.countRibbons(),
        () => vitrine.ribbons.countRibbons(),
      );
      await same(
        () => provider.ribbons.getOrCreateRibbon("Sale"),
        () => vitrine.ribbons.getOrCreateRibbon("Sale"),
      );
    });
  });
});
