/**
 * Byte-identical catalogue v3 requests: for every call of `@vitrine/sdk/catalog-v3`, the
 * provider's published client (`@wix/sdk` + `@wix/stores` 1.0.918: `productsV3`,
 * `readOnlyVariantsV3`, `inventoryItemsV3`, `brandsV3`, `customizationsV3`, `infoSectionsV3`,
 * `catalogVersioning`) and Vitrine make the call with the same input against one local recording
 * server; method, path, query string (or `.r`) and body must be equal, and so must the auth
 * headers.
 */

import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import {
  brandsV3,
  catalogVersioning,
  customizationsV3,
  infoSectionsV3,
  inventoryItemsV3,
  productsV3,
  readOnlyVariantsV3,
} from "@vitrine/sdk/catalog-v3";
import { createClient as createProviderClient, ApiKeyStrategy as ProviderApiKey } from "@wix/sdk";
import {
  brandsV3 as providerBrands,
  catalogVersioning as providerCatalogVersioning,
  customizationsV3 as providerCustomizations,
  infoSectionsV3 as providerInfoSections,
  inventoryItemsV3 as providerInventoryItems,
  productsV3 as providerProducts,
  readOnlyVariantsV3 as providerVariants,
} from "@wix/stores";
import { beforeAll, describe, expect, it } from "vitest";
import type { ProviderCursorBuilder } from "./support/provider-query-builder.ts";
import { decodedR, requestDiff } from "./support/request-diff.ts";

const loose = (builder: unknown) => builder as ProviderCursorBuilder;

const manyIds = Array.from({ length: 300 }, (_, i) => `product-${i}`);

/** Rich content as the wire carries it. */
const careText = {
  nodes: [
    {
      type: "PARAGRAPH",
      id: "n1",
      nodes: [{ type: "TEXT", id: "n2", textData: { text: "Wash cold — 30°" } }],
    },
  ],
};

describe("catalogue v3 requests match the provider's client", () => {
  const diff = requestDiff({
    catalogVersion: "V3_CATALOG",
    product: { id: "p1", revision: "2" },
    products: [],
    variants: [],
    inventoryItem: { id: "i1", revision: "2" },
    inventoryItems: [],
    brand: { id: "b1", name: "Acme", revision: "2" },
    brands: [],
    customization: { id: "c1", name: "Size", revision: "2" },
    customizations: [],
    infoSection: { id: "s1", uniqueName: "care", title: "Care", revision: "2" },
    infoSections: [],
    pagingMetadata: { count: 0, cursors: { next: "cursor-2", prev: "cursor-0" }, hasNext: true },
    results: [],
    bulkActionMetadata: { totalSuccesses: 0, totalFailures: 0 },
    count: 0,
  });
  const { same } = diff;
  let provider: ReturnType<typeof makeProvider>;
  let vitrine: ReturnType<typeof makeVitrine>;

  function makeProvider() {
    return createProviderClient({
      modules: {
        products: providerProducts,
        variants: providerVariants,
        inventory: providerInventoryItems,
        brands: providerBrands,
        customizations: providerCustomizations,
        infoSections: providerInfoSections,
        versioning: providerCatalogVersioning,
      },
      auth: ProviderApiKey({ apiKey: "test-key", siteId: "site-1" }),
    });
  }
  function makeVitrine(origin: string) {
    return createClient({
      modules: {
        products: productsV3,
        variants: readOnlyVariantsV3,
        inventory: inventoryItemsV3,
        brands: brandsV3,
        customizations: customizationsV3,
        infoSections: infoSectionsV3,
        versioning: catalogVersioning,
      },
      auth: ApiKeyStrategy({ apiKey: "test-key", siteId: "site-1" }),
      baseUrl: origin,
    });
  }

  beforeAll(() => {
    provider = makeProvider();
    vitrine = makeVitrine(diff.origin);
  });

  it("getCatalogVersion", async () => {
    const sent = await same(
      () => provider.versioning.getCatalogVersion(),
      () => vitrine.versioning.getCatalogVersion(),
    );
    expect([sent.method, sent.path, sent.query]).toEqual(["GET", "/stores/v3/provision/version", ""]);
  });

  describe("products", () => {
    it("getProduct and getProductBySlug, with and without fields", async () => {
      const byId = await same(
        () => provider.products.getProduct("p1", { fields: ["URL", "CURRENCY", "MERCHANT_DATA"] }),
        () => vitrine.products.getProduct("p1", { fields: ["URL", "CURRENCY", "MERCHANT_DATA"] }),
      );
      expect([byId.path, byId.query]).toEqual([
        "/stores/v3/products/p1",
        "productId=p1&fields=URL&fields=CURRENCY&fields=MERCHANT_DATA",
      ]);
      await same(
        () => provider.products.getProduct("p 1ü"),
        () => vitrine.products.getProduct("p 1ü"),
      );
      const bySlug = await same(
        () => provider.products.getProductBySlug("soft-tee", { fields: ["PLAIN_DESCRIPTION"] }),
        () => vitrine.products.getProductBySlug("soft-tee", { fields: ["PLAIN_DESCRIPTION"] }),
      );
      expect(bySlug.path).toBe("/stores/v3/products/slug/soft-tee");
      await same(
        () => provider.products.getProductBySlug("soft-tee"),
        () => vitrine.products.getProductBySlug("soft-tee"),
      );
    });

    it("createProduct, updateProduct with revision, deleteProduct", async () => {
      const product = {
        name: "Soft tee",
        slug: "soft-tee",
        productType: "PHYSICAL" as const,
        visible: true,
        description: careText,
        physicalProperties: { pricePerUnit: { quantity: 1, measurementUnit: "KG" as const } },
        brand: { name: "Acme" },
        ribbon: { name: "New" },
        infoSections: [{ id: "s1" }],
        options: [
          {
            name: "Size",
            optionRenderType: "TEXT_CHOICES" as const,
            choicesSettings: {
              choices: [
                { choiceType: "CHOICE_TEXT" as const, name: "S" },
                { choiceType: "CHOICE_TEXT" as const, name: "M" },
              ],
            },
          },
        ],
        variantsInfo: {
          variants: [
            {
              sku: "TEE-S",
              price: { actualPrice: { amount: "20.00" }, compareAtPrice: { amount: "25.50" } },
              physicalProperties: { weight: 0.25 },
              choices: [
                {
                  optionChoiceNames: {
                    optionName: "Size",
                    choiceName: "S",
                    renderType: "TEXT_CHOICES" as const,
                  },
                },
              ],
            },
          ],
        },
      };
      const created = await same(
        () => provider.products.createProduct(product as never, { fields: ["URL"] }),
        () => vitrine.products.createProduct(product, { fields: ["URL"] }),
      );
      expect([created.method, created.path]).toEqual(["POST", "/stores/v3/products"]);
      await same(
        () => provider.products.createProduct({ name: "Mug", productType: "DIGITAL" } as never),
        () => vitrine.products.createProduct({ name: "Mug", productType: "DIGITAL" }),
      );
      const updated = await same(
        () => provider.products.updateProduct("p1", { revision: "2", name: "Softer tee", visible: false }),
        () => vitrine.products.updateProduct("p1", { revision: "2", name: "Softer tee", visible: false }),
      );
      expect([updated.method, updated.path]).toEqual(["PATCH", "/stores/v3/products/p1"]);
      expect(JSON.parse(updated.body)).toEqual({
        product: { revision: "2", name: "Softer tee", visible: false, id: "p1" },
      });
      await same(
        () =>
          provider.products.updateProduct(
            "p1",
            { revision: "3", slug: "x" },
            { fields: ["CURRENCY", "URL"] },
          ),
        () =>
          vitrine.products.updateProduct("p1", { revision: "3", slug: "x" }, { fields: ["CURRENCY", "URL"] }),
      );
      const deleted = await same(
        () => provider.products.deleteProduct("p1"),
        () => vitrine.products.deleteProduct("p1"),
      );
      expect([deleted.method, deleted.path, deleted.query]).toEqual([
        "DELETE",
        "/stores/v3/products/p1",
        "productId=p1",
      ]);
    });

    it("bulkUpdateProducts", async () => {
      const sent = await same(
        () =>
          provider.products.bulkUpdateProducts(
            [
              { product: { _id: "p1", revision: "2", visible: false } },
              { product: { _id: "p2", revision: "5", name: "Mug" } },
            ],
            { returnEntity: true, fields: ["URL"] },
          ),
        () =>
          vitrine.products.bulkUpdateProducts(
            [
              { product: { id: "p1", revision: "2", visible: false } },
              { product: { id: "p2", revision: "5", name: "Mug" } },
            ],
            { fields: ["URL"], returnEntity: true },
          ),
      );
      expect([sent.method, sent.path]).toEqual(["POST", "/stores/v3/bulk/products/update"]);
      await same(
        () => provider.products.bulkUpdateProducts([{ product: { _id: "p1", revision: "2" } }]),
        () => vitrine.products.bulkUpdateProducts([{ product: { id: "p1", revision: "2" } }]),
      );
    });

    it("searchProducts: expression, filter, sort, paging, aggregations", async () => {
      const search = {
        search: {
          expression: "cotton tee",
          fields: ["name", "description"],
          mode: "AND" as const,
          fuzzy: true,
        },
        filter: { visible: true, "actualPriceRange.minValue.amount": { $gte: "10" } },
        sort: [{ fieldName: "actualPriceRange.minValue.amount", order: "ASC" as const }],
        cursorPaging: { limit: 20 },
        aggregations: [
          {
            name: "brands",
            type: "VALUE" as const,
            fieldPath: "brand.name",
            value: { limit: 10, sortType: "COUNT" as const },
          },
          {
            name: "prices",
            type: "RANGE" as const,
            fieldPath: "actualPriceRange.minValue.amount",
            range: { buckets: [{ to: 10 }, { from: 10, to: 50.5 }, { from: 50.5 }] },
          },
          {
            name: "cheapest",
            type: "SCALAR" as const,
            fieldPath: "actualPriceRange.minValue.amount",
            scalar: { type: "MIN" as const },
          },
        ],
      };
      const sent = await same(
        () => provider.products.searchProducts(search as never, { fields: ["CURRENCY"] }),
        () => vitrine.products.searchProducts(search, { fields: ["CURRENCY"] }),
      );
      expect([sent.method, sent.path]).toEqual(["GET", "/stores/v3/products/search"]);
      expect(decodedR(sent)).toEqual({ search, fields: ["CURRENCY"] });
      await same(
        () => provider.products.searchProducts({ cursorPaging: { cursor: "cursor-2" } }),
        () => vitrine.products.searchProducts({ cursorPaging: { cursor: "cursor-2" } }),
      );
      await same(
        () => provider.products.searchProducts({}),
        () => vitrine.products.searchProducts({}),
      );
      const long = await same(
        () => provider.products.searchProducts({ filter: { _id: { $in: manyIds } } }),
        () => vitrine.products.searchProducts({ filter: { id: { $in: manyIds } } }),
      );
      expect(long.method).toBe("POST");
    });

    it("countProducts", async () => {
      await same(
        () => provider.products.countProducts(),
        () => vitrine.products.countProducts(),
      );
      const sent = await same(
        () =>
          provider.products.countProducts({
            filter: { visible: true },
            search: { expression: "tee" },
            returnNonVisibleProducts: true,
          }),
        () =>
          vitrine.products.countProducts({
            returnNonVisibleProducts: true,
            search: { expression: "tee" },
            filter: { visible: true },
          }),
      );
      expect([sent.method, sent.path]).toEqual(["GET", "/stores/v3/products/count"]);
      await same(
        () => provider.products.countProducts({ returnNonVisibleProducts: false }),
        () => vitrine.products.countProducts({ returnNonVisibleProducts: false }),
      );
    });
  });

  describe("queryProducts builder", () => {
    it("an empty query (default page size)", async () => {
      const sent = await same(
        () => provider.products.queryProducts().find(),
        () => vitrine.products.queryProducts().find(),
      );
      expect([sent.method, sent.path]).toEqual(["GET", "/stores/v3/products/query"]);
      expect(decodedR(sent)).toEqual({ query: { filter: {}, cursorPaging: { limit: 50 } } });
    });

    it("every operator, two sorts, fields", async () => {
      const from = new Date("2024-01-02T03:04:05.000Z");
      const sent = await same(
        () =>
          loose(provider.products.queryProducts({ fields: ["URL", "CURRENCY"] }))
            .eq("visible", true)
            .ne("slug", "x")
            .gt("_createdDate", from)
            .ge("_updatedDate", from)
            .lt("slug", "z")
            .le("slug", "y")
            .between("_createdDate", from, new Date("2025-01-01T00:00:00.000Z"))
            .in("_id", ["a", "b"])
            .hasSome("options.id", ["o1"])
            .hasAll("options.id", ["o1", "o2"])
            .startsWith("handle", "te")
            .isEmpty("handle")
            .isNotEmpty("slug")
            .exists("handle", false)
            .eq("slug", undefined)
            .descending("_createdDate")
            .ascending("slug")
            .limit(20)
            .find(),
        () =>
          vitrine.products
            .queryProducts({ fields: ["URL", "CURRENCY"] })
            .eq("visible", true)
            .ne("slug", "x")
            .gt("createdDate", from)
            .ge("updatedDate", from)
            .lt("slug", "z")
            .le("slug", "y")
            .between("createdDate", from, new Date("2025-01-01T00:00:00.000Z"))
            .in("id", ["a", "b"])
            .hasSome("options.id", ["o1"])
            .hasAll("options.id", ["o1", "o2"])
            .startsWith("handle", "te")
            .isEmpty("handle")
            .isNotEmpty("slug")
            .exists("handle", false)
            .eq("slug", undefined)
            .descending("createdDate")
            .ascending("slug")
            .limit(20)
            .find(),
      );
      expect(Object.keys(decodedR(sent) as object)).toEqual(["fields", "query"]);
    });

    it("handle and option ids, sorted by visible", async () => {
      const sent = await same(
        () =>
          loose(provider.products.queryProducts())
            .eq("handle", "tee-field")
            .in("handle", ["tee-field", "mug-camp"])
            .ne("handle", "x")
            .hasSome("options.id", ["o1"])
            .ascending("visible")
            .descending("_updatedDate")
            .find(),
        () =>
          vitrine.products
            .queryProducts()
            .eq("handle", "tee-field")
            .in("handle", ["tee-field", "mug-camp"])
            .ne("handle", "x")
            .hasSome("options.id", ["o1"])
            .ascending("visible")
            .descending("updatedDate")
            .find(),
      );
      expect((decodedR(sent) as { query: { sort: unknown } }).query.sort).toEqual([
        { fieldName: "visible", order: "ASC" },
        { fieldName: "updatedDate", order: "DESC" },
      ]);
    });

    it("and / or / not composition", async () => {
      const p = provider.products;
      const v = vitrine.products;
      await same(
        () =>
          loose(p.queryProducts())
            .eq("visible", true)
            .or(loose(p.queryProducts()).eq("slug", "a").eq("handle", "b"))
            .and(loose(p.queryProducts()).startsWith("slug", "t"))
            .find(),
        () =>
          v
            .queryProducts()
            .eq("visible", true)
            .or(v.queryProducts().eq("slug", "a").eq("handle", "b"))
            .and(v.queryProducts().startsWith("slug", "t"))
            .find(),
      );
      await same(
        () => loose(p.queryProducts()).not(loose(p.queryProducts()).eq("slug", "a")).find(),
        () => v.queryProducts().not(v.queryProducts().eq("slug", "a")).find(),
      );
    });

    it("next and previous pages send only the cursor and the page size", async () => {
      const [theirs, ours] = await Promise.all([
        loose(provider.products.queryProducts({ fields: ["URL"] }))
          .eq("visible", true)
          .limit(10)
          .find(),
        vitrine.products
          .queryProducts({ fields: ["URL"] })
          .eq("visible", true)
          .limit(10)
          .find(),
      ]);
      const next = await same(
        () => theirs.next(),
        () => ours.next(),
      );
      expect(decodedR(next)).toEqual({
        fields: ["URL"],
        query: { cursorPaging: { cursor: "cursor-2", limit: 10 } },
      });
      await same(
        () => theirs.prev(),
        () => ours.prev(),
      );
    });

    it("skipTo, and limit after skipTo", async () => {
      await same(
        () => loose(provider.products.queryProducts()).eq("visible", true).skipTo("cursor-9").find(),
        () => vitrine.products.queryProducts().eq("visible", true).skipTo("cursor-9").find(),
      );
      await same(
        () => loose(provider.products.queryProducts()).skipTo("cursor-9").limit(5).find(),
        () => vitrine.products.queryProducts().skipTo("cursor-9").limit(5).find(),
      );
    });

    it("a long query goes as a POST body", async () => {
      const sent = await same(
        () => loose(provider.products.queryProducts()).in("_id", manyIds).find(),
        () => vitrine.products.queryProducts().in("id", manyIds).find(),
      );
      expect(sent.method).toBe("POST");
    });
  });

  it("read-only variants: queryVariants", async () => {
    const sent = await same(
      () =>
        loose(provider.variants.queryVariants({ fields: ["CURRENCY", "MERCHANT_DATA"] }))
          .eq("productData.productId", "p1")
          .ascending("_id")
          .limit(100)
          .find(),
      () =>
        vitrine.variants
          .queryVariants({ fields: ["CURRENCY", "MERCHANT_DATA"] })
          .eq("productData.productId", "p1")
          .ascending("id")
          .limit(100)
          .find(),
    );
    expect([sent.method, sent.path]).toEqual(["POST", "/stores/v3/products/query-variants"]);
    expect(JSON.parse(sent.body)).toEqual({
      fields: ["CURRENCY", "MERCHANT_DATA"],
      query: {
        filter: { "productData.productId": "p1" },
        cursorPaging: { limit: 100 },
        sort: [{ fieldName: "id", order: "ASC" }],
      },
    });
    await same(
      () => loose(provider.variants.queryVariants()).in("variantId", ["v1", "v2"]).find(),
      () => vitrine.variants.queryVariants().in("variantId", ["v1", "v2"]).find(),
    );
    const [theirs, ours] = await Promise.all([
      loose(provider.variants.queryVariants()).find(),
      vitrine.variants.queryVariants().find(),
    ]);
    await same(
      () => theirs.next(),
      () => ours.next(),
    );
  });

  describe("inventory items", () => {
    it("getInventoryItem and updateInventoryItem with revision and reason", async () => {
      const read = await same(
        () => provider.inventory.getInventoryItem("i1"),
        () => vitrine.inventory.getInventoryItem("i1"),
      );
      expect([read.path, read.query]).toEqual(["/stores/v3/inventory-items/i1", "inventoryItemId=i1"]);
      const updated = await same(
        () =>
          provider.inventory.updateInventoryItem(
            "i1",
            { revision: "2", quantity: 12, trackQuantity: true, preorderInfo: { enabled: true, limit: 5 } },
            { reason: "MANUAL" },
          ),
        () =>
          vitrine.inventory.updateInventoryItem(
            "i1",
            { revision: "2", quantity: 12, trackQuantity: true, preorderInfo: { enabled: true, limit: 5 } },
            { reason: "MANUAL" },
          ),
      );
      expect([updated.method, updated.path]).toEqual(["PATCH", "/stores/v3/inventory-items/i1"]);
      await same(
        () => provider.inventory.updateInventoryItem("i1", { revision: "3", inStock: false }),
        () => vitrine.inventory.updateInventoryItem("i1", { revision: "3", inStock: false }),
      );
    });

    it("bulk increment and bulk decrement", async () => {
      const increment = await same(
        () =>
          provider.inventory.bulkIncrementInventoryItems(
            [
              { inventoryItemId: "i1", incrementBy: 3 },
              { inventoryItemId: "i2", incrementBy: 1 },
            ],
            { returnEntity: true, reason: "REVERT_INVENTORY_CHANGE" },
          ),
        () =>
          vitrine.inventory.bulkIncrementInventoryItems(
            [
              { inventoryItemId: "i1", incrementBy: 3 },
              { inventoryItemId: "i2", incrementBy: 1 },
            ],
            { reason: "REVERT_INVENTORY_CHANGE", returnEntity: true },
          ),
      );
      expect([increment.method, increment.path]).toEqual([
        "POST",
        "/stores/v3/bulk/inventory-items/increment",
      ]);
      const decrement = await same(
        () =>
          provider.inventory.bulkDecrementInventoryItems(
            [{ inventoryItemId: "i1", decrementBy: 2, preorderRequest: false }],
            { restrictInventory: true, returnEntity: false, reason: "ORDER" },
          ),
        () =>
          vitrine.inventory.bulkDecrementInventoryItems(
            [{ inventoryItemId: "i1", decrementBy: 2, preorderRequest: false }],
            { reason: "ORDER", returnEntity: false, restrictInventory: true },
          ),
      );
      expect([decrement.method, decrement.path]).toEqual([
        "POST",
        "/stores/v3/bulk/inventory-items/decrement",
      ]);
      await same(
        () => provider.inventory.bulkDecrementInventoryItems([{ inventoryItemId: "i1", decrementBy: 1 }]),
        () => vitrine.inventory.bulkDecrementInventoryItems([{ inventoryItemId: "i1", decrementBy: 1 }]),
      );
    });

    it("queryInventoryItems builder", async () => {
      const sent = await same(
        () =>
          loose(provider.inventory.queryInventoryItems())
            .eq("productId", "p1")
            .eq("trackQuantity", true)
            .lt("quantity", 3)
            .hasSome("product.directCategoryIds", ["cat-1"])
            .ascending("quantity")
            .descending("_updatedDate")
            .limit(10)
            .find(),
        () =>
          vitrine.inventory
            .queryInventoryItems()
            .eq("productId", "p1")
            .eq("trackQuantity", true)
            .lt("quantity", 3)
            .hasSome("product.directCategoryIds", ["cat-1"])
            .ascending("quantity")
            .descending("updatedDate")
            .limit(10)
            .find(),
      );
      expect([sent.method, sent.path]).toEqual(["GET", "/stores/v3/inventory-items/query"]);
      await same(
        () => loose(provider.inventory.queryInventoryItems()).in("variantId", manyIds).find(),
        () => vitrine.inventory.queryInventoryItems().in("variantId", manyIds).find(),
      );
    });
  });

  describe("brands", () => {
    it("create, get, update with revision, delete, query, get-or-create", async () => {
      const created = await same(
        () => provider.brands.createBrand({ name: "Acme" }),
        () => vitrine.brands.createBrand({ name: "Acme" }),
      );
      expect([created.method, created.path, created.body]).toEqual([
        "POST",
        "/stores/v3/brands",
        '{"brand":{"name":"Acme"}}',
      ]);
      const read = await same(
        () => provider.brands.getBrand("b1", { fields: ["ASSIGNED_PRODUCTS_COUNT"] }),
        () => vitrine.brands.getBrand("b1", { fields: ["ASSIGNED_PRODUCTS_COUNT"] }),
      );
      expect(read.query).toBe("brandId=b1&fields=ASSIGNED_PRODUCTS_COUNT");
      await same(
        () => provider.brands.getBrand("b1"),
        () => vitrine.brands.getBrand("b1"),
      );
      const updated = await same(
        () =>
          provider.brands.updateBrand(
            "b1",
            { revision: "2", name: "Acme Co." },
            { fields: ["ASSIGNED_PRODUCTS_COUNT"] },
          ),
        () =>
          vitrine.brands.updateBrand(
            "b1",
            { revision: "2", name: "Acme Co." },
            { fields: ["ASSIGNED_PRODUCTS_COUNT"] },
          ),
      );
      expect([updated.method, updated.path]).toEqual(["PATCH", "/stores/v3/brands/b1"]);
      const deleted = await same(
        () => provider.brands.deleteBrand("b1"),
        () => vitrine.brands.deleteBrand("b1"),
      );
      expect([deleted.method, deleted.query]).toEqual(["DELETE", "brandId=b1"]);
      const query = await same(
        () =>
          loose(provider.brands.queryBrands({ fields: ["ASSIGNED_PRODUCTS_COUNT"] }))
            .startsWith("name", "Ac")
            .ne("_id", "b9")
            .ascending("name")
            .limit(5)
            .find(),
        () =>
          vitrine.brands
            .queryBrands({ fields: ["ASSIGNED_PRODUCTS_COUNT"] })
            .startsWith("name", "Ac")
            .ne("id", "b9")
            .ascending("name")
            .limit(5)
            .find(),
      );
      expect([query.method, query.path]).toEqual(["GET", "/stores/v3/brands/query"]);
      await same(
        () => provider.brands.queryBrands().find(),
        () => vitrine.brands.queryBrands().find(),
      );
      const getOrCreate = await same(
        () => provider.brands.getOrCreateBrand("Acme", { fields: ["ASSIGNED_PRODUCTS_COUNT"] }),
        () => vitrine.brands.getOrCreateBrand("Acme", { fields: ["ASSIGNED_PRODUCTS_COUNT"] }),
      );
      expect([getOrCreate.method, getOrCreate.path]).toEqual(["POST", "/stores/v3/brands/get-or-create"]);
      await same(
        () => provider.brands.getOrCreateBrand("Acme"),
        () => vitrine.brands.getOrCreateBrand("Acme"),
      );
    });
  });

  describe("customizations", () => {
    it("create, get, update with revision, delete, query", async () => {
      const size = {
        name: "Size",
        customizationType: "PRODUCT_OPTION" as const,
        customizationRenderType: "TEXT_CHOICES" as const,
        choicesSettings: {
          choices: [
            { choiceType: "CHOICE_TEXT" as const, name: "S" },
            { choiceType: "CHOICE_TEXT" as const, name: "M" },
          ],
        },
      };
      const created = await same(
        () => provider.customizations.createCustomization(size),
        () => vitrine.customizations.createCustomization(size),
      );
      expect([created.method, created.path]).toEqual(["POST", "/stores/v3/customizations"]);
      const engraving = {
        name: "Engraving",
        customizationType: "MODIFIER" as const,
        customizationRenderType: "FREE_TEXT" as const,
        freeTextInput: { title: "Your text", minCharCount: 0, maxCharCount: 20, defaultAddedPrice: "2.50" },
      };
      await same(
        () => provider.customizations.createCustomization(engraving as never),
        () => vitrine.customizations.createCustomization(engraving),
      );
      const read = await same(
        () =>
          provider.customizations.getCustomization("c1", {
            fields: ["ASSIGNED_PRODUCTS_COUNT", "CHOICE_DISPLAY_IMAGE"],
          }),
        () =>
          vitrine.customizations.getCustomization("c1", {
            fields: ["ASSIGNED_PRODUCTS_COUNT", "CHOICE_DISPLAY_IMAGE"],
          }),
      );
      expect(read.path).toBe("/stores/v3/customizations/c1");
      const updated = await same(
        () => provider.customizations.updateCustomization("c1", { revision: "2", name: "Sizes" }),
        () => vitrine.customizations.updateCustomization("c1", { revision: "2", name: "Sizes" }),
      );
      expect([updated.method, updated.path]).toEqual(["PATCH", "/stores/v3/customizations/c1"]);
      await same(
        () =>
          provider.customizations.updateCustomization(
            "c1",
            { revision: "3", choicesSettings: size.choicesSettings },
            { fields: ["ASSIGNED_PRODUCTS_COUNT"] },
          ),
        () =>
          vitrine.customizations.updateCustomization(
            "c1",
            { revision: "3", choicesSettings: size.choicesSettings },
            { fields: ["ASSIGNED_PRODUCTS_COUNT"] },
          ),
      );
      const deleted = await same(
        () => provider.customizations.deleteCustomization("c1"),
        () => vitrine.customizations.deleteCustomization("c1"),
      );
      expect([deleted.method, deleted.query]).toEqual(["DELETE", "customizationId=c1"]);
      const query = await same(
        () =>
          loose(provider.customizations.queryCustomizations({ fields: ["ASSIGNED_PRODUCTS_COUNT"] }))
            .eq("customizationType", "PRODUCT_OPTION")
            .in("customizationRenderType", ["TEXT_CHOICES", "SWATCH_CHOICES"])
            .descending("name")
            .find(),
        () =>
          vitrine.customizations
            .queryCustomizations({ fields: ["ASSIGNED_PRODUCTS_COUNT"] })
            .eq("customizationType", "PRODUCT_OPTION")
            .in("customizationRenderType", ["TEXT_CHOICES", "SWATCH_CHOICES"])
            .descending("name")
            .find(),
      );
      expect([query.method, query.path]).toEqual(["GET", "/stores/v3/customizations/query"]);
    });
  });

  describe("info sections", () => {
    it("create, get, update with revision, delete, query, get-or-create", async () => {
      const created = await same(
        () =>
          provider.infoSections.createInfoSection({
            uniqueName: "care",
            title: "Care",
            description: careText as never,
          }),
        () =>
          vitrine.infoSections.createInfoSection({
            uniqueName: "care",
            title: "Care",
            description: careText,
          }),
      );
      expect([created.method, created.path]).toEqual(["POST", "/stores/v3/info-sections"]);
      await same(
        () =>
          provider.infoSections.createInfoSection({
            uniqueName: "returns",
            title: "Returns",
            plainDescription: "<p>30 days</p>",
          }),
        () =>
          vitrine.infoSections.createInfoSection({
            uniqueName: "returns",
            title: "Returns",
            plainDescription: "<p>30 days</p>",
          }),
      );
      const read = await same(
        () => provider.infoSections.getInfoSection("s1", { fields: ["ASSIGNED_PRODUCTS_COUNT"] }),
        () => vitrine.infoSections.getInfoSection("s1", { fields: ["ASSIGNED_PRODUCTS_COUNT"] }),
      );
      expect(read.query).toBe("infoSectionId=s1&fields=ASSIGNED_PRODUCTS_COUNT");
      const updated = await same(
        () => provider.infoSections.updateInfoSection("s1", { revision: "2", title: "Caring for it" }),
        () => vitrine.infoSections.updateInfoSection("s1", { revision: "2", title: "Caring for it" }),
      );
      expect([updated.method, updated.path]).toEqual(["PATCH", "/stores/v3/info-sections/s1"]);
      await same(
        () =>
          provider.infoSections.updateInfoSection(
            "s1",
            { revision: "3", description: careText as never },
            { fields: ["ASSIGNED_PRODUCTS_COUNT"] },
          ),
        () =>
          vitrine.infoSections.updateInfoSection(
            "s1",
            { revision: "3", description: careText },
            { fields: ["ASSIGNED_PRODUCTS_COUNT"] },
          ),
      );
      const deleted = await same(
        () => provider.infoSections.deleteInfoSection("s1"),
        () => vitrine.infoSections.deleteInfoSection("s1"),
      );
      expect([deleted.method, deleted.query]).toEqual(["DELETE", "infoSectionId=s1"]);
      const query = await same(
        () =>
          loose(provider.infoSections.queryInfoSections())
            .startsWith("uniqueName", "care")
            .exists("title")
            .ascending("title")
            .limit(3)
            .find(),
        () =>
          vitrine.infoSections
            .queryInfoSections()
            .startsWith("uniqueName", "care")
            .exists("title")
            .ascending("title")
            .limit(3)
            .find(),
      );
      expect([query.method, query.path]).toEqual(["GET", "/stores/v3/info-sections/query"]);
      const getOrCreate = await same(
        () =>
          provider.infoSections.getOrCreateInfoSection({
            infoSection: { uniqueName: "care", title: "Care", plainDescription: "<p>Wash cold</p>" },
            fields: ["ASSIGNED_PRODUCTS_COUNT"],
          }),
        () =>
          vitrine.infoSections.getOrCreateInfoSection({
            fields: ["ASSIGNED_PRODUCTS_COUNT"],
            infoSection: { uniqueName: "care", title: "Care", plainDescription: "<p>Wash cold</p>" },
          }),
      );
      expect([getOrCreate.method, getOrCreate.path]).toEqual([
        "POST",
        "/stores/v3/info-sections/get-or-create",
      ]);
      await same(
        () => provider.infoSections.getOrCreateInfoSection({ infoSection: { _id: "s1" } }),
        () => vitrine.infoSections.getOrCreateInfoSection({ infoSection: { id: "s1" } }),
      );
      await same(
        () => provider.infoSections.getOrCreateInfoSection(),
        () => vitrine.infoSections.getOrCreateInfoSection(),
      );
    });
  });
});
