/**
 * The provider's published catalogue v3 modules (`@wix/sdk` + `@wix/stores` 1.0.918:
 * `productsV3`, `readOnlyVariantsV3`, `inventoryItemsV3`, `brandsV3`, `customizationsV3`,
 * `infoSectionsV3`, `catalogVersioning`), unchanged, against an emulator running catalogue v3 with
 * the demo store, with only its API host routed: the version, the query builder's paging and
 * filters, get and get by slug, count, search with aggregations, create, update with revision,
 * delete, inventory and brands; the provider's `@wix/ecom` cart takes a v3 product; and the
 * client's `graphql()` call reaches the emulator's GraphQL route.
 */

import {
  seedDemoStore,
  seedDemoStoreV3,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { currentCart } from "@wix/ecom";
import { ApiKeyStrategy, createClient, OAuthStrategy } from "@wix/sdk";
import {
  brandsV3,
  catalogVersioning,
  customizationsV3,
  infoSectionsV3,
  inventoryItemsV3,
  productsV3,
  readOnlyVariantsV3,
} from "@wix/stores";
import { beforeEach, describe, expect, it } from "vitest";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";
const modules = {
  products: productsV3,
  variants: readOnlyVariantsV3,
  inventory: inventoryItemsV3,
  brands: brandsV3,
  customizations: customizationsV3,
  infoSections: infoSectionsV3,
  versioning: catalogVersioning,
  currentCart,
};

function providerClients() {
  return {
    admin: createClient({ modules, auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }) }),
    visitor: createClient({ modules, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) }),
  };
}

/** The provider's typed results are deep and optional; the tests read them by path. */
// biome-ignore lint/suspicious/noExplicitAny: typed results read by path in assertions
type Loose = any;

describe("the provider's catalogue v3 client against the emulator", () => {
  const t = useRoutedEmulator({
    config: { catalogVersion: "V3_CATALOG" },
    seed: (emulator) => seedDemoStoreV3(emulator.db, emulator.baseUrl),
  });
  let admin: ReturnType<typeof providerClients>["admin"];
  let visitor: ReturnType<typeof providerClients>["visitor"];
  let visibleCount: number;

  beforeEach(async () => {
    const [row] = await t().db.query<{ n: number }>(
      "select count(*)::int as n from v3_products where visible",
    );
    visibleCount = row?.n ?? 0;
    ({ admin, visitor } = providerClients());
  });

  it("getCatalogVersion answers V3_CATALOG", async () => {
    const answer = await visitor.versioning.getCatalogVersion();
    expect(answer.catalogVersion).toBe("V3_CATALOG");
  });

  it("queryProducts: builder paging with cursors, filters and sort by slug", async () => {
    const first = await visitor.products.queryProducts().limit(10).find();
    expect(first.items).toHaveLength(10);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items).toHaveLength(10);
    const firstIds = new Set(first.items.map((p) => p._id));
    expect(second.items.some((p) => firstIds.has(p._id))).toBe(false);

    const sorted = await visitor.products.queryProducts().ascending("slug").limit(100).find();
    const slugs = sorted.items.map((p) => p.slug ?? "");
    expect(slugs).toEqual([...slugs].sort());
    expect(sorted.items).toHaveLength(Math.min(100, visibleCount));

    const target = sorted.items[3] as Loose;
    const bySlug = await visitor.products.queryProducts().eq("slug", target.slug).find();
    expect(bySlug.items.map((p) => p._id)).toEqual([target._id]);
    const byIds = await visitor.products
      .queryProducts()
      .in("_id", [sorted.items[0]?._id, sorted.items[1]?._id])
      .find();
    expect(byIds.items).toHaveLength(2);
  });

  it("getProduct and getProductBySlug answer the product with its variants and typed dates", async () => {
    const { items } = await visitor.products.queryProducts().limit(1).find();
    const id = items[0]?._id as string;
    const product = await visitor.products.getProduct(id, { fields: ["CURRENCY", "URL"] } as Loose);
    expect(product._id).toBe(id);
    expect(product._createdDate).toBeInstanceOf(Date);
    expect(product.variantsInfo?.variants?.length).toBeGreaterThan(0);
    const bySlug = await visitor.products.getProductBySlug(product.slug as string);
    expect(bySlug.product?._id).toBe(id);
  });

  it("countProducts and searchProducts with an aggregation", async () => {
    const { count } = await visitor.products.countProducts();
    expect(count).toBe(visibleCount);
    const found = await visitor.products.searchProducts(
      {
        cursorPaging: { limit: 5 },
        aggregations: [{ name: "brands", type: "VALUE", fieldPath: "brand.name" }],
      } as Loose,
      {} as Loose,
    );
    expect(found.products?.length).toBe(5);
    const aggregation = (found as Loose).aggregationData?.results?.[0];
    expect(aggregation?.name).toBe("brands");
    expect(aggregation?.values?.results?.length).toBeGreaterThan(0);
  });

  it("createProduct, updateProduct with its revision (a stale one refused), deleteProduct", async () => {
    const created = await admin.products.createProduct({
      name: "Conformance Mug",
      productType: "PHYSICAL",
      physicalProperties: {},
      variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: "12" } } }] },
    } as Loose);
    expect(created._id).toBeTruthy();
    expect(created.revision).toBe("1");
    const updated = await admin.products.updateProduct(
      created._id as string,
      {
        revision: created.revision as string,
        name: "Conformance Cup",
      } as Loose,
    );
    expect(updated.name).toBe("Conformance Cup");
    expect(updated.revision).toBe("2");
    const stale = await admin.products
      .updateProduct(created._id as string, { revision: "1", name: "Late" } as Loose)
      .then(
        () => undefined,
        (error: Loose) => error,
      );
    expect(stale?.details?.applicationError?.code).toBe("REVISION_MISMATCH");
    await admin.products.deleteProduct(created._id as string);
    const gone = await admin.products.getProduct(created._id as string).then(
      () => undefined,
      (error: Loose) => error,
    );
    expect(gone?.details?.applicationError?.code).toBe("PRODUCT_NOT_FOUND");
  });

  it("inventory items: query by product, update the quantity with its revision; variants query", async () => {
    const { items } = await visitor.products.queryProducts().limit(1).find();
    const productId = items[0]?._id as string;
    const stock = await admin.inventory.queryInventoryItems().eq("productId", productId).find();
    const item = stock.items[0] as Loose;
    expect(item.productId).toBe(productId);
    const changed = await admin.inventory.updateInventoryItem(item._id, {
      revision: item.revision,
      quantity: 7,
    } as Loose);
    expect(changed.quantity).toBe(7);
    const variants = await visitor.variants.queryVariants().eq("productData.productId", productId).find();
    expect(variants.items.length).toBeGreaterThan(0);
  });

  it("brands, customizations and info sections: create and query", async () => {
    const brand = await admin.brands.createBrand({ name: "Conformance Works" });
    expect(brand._id).toBeTruthy();
    const brands = await visitor.brands.queryBrands().eq("name", "Conformance Works").find();
    expect(brands.items.map((b) => b._id)).toEqual([brand._id]);
    const customizations = await visitor.customizations.queryCustomizations().find();
    expect(customizations.items.length).toBeGreaterThan(0);
    const sections = await visitor.infoSections.queryInfoSections().find();
    expect(Array.isArray(sections.items)).toBe(true);
  });

  it("the provider's cart takes a v3 product by variant id, priced from the variant", async () => {
    const { items } = await visitor.products.queryProducts().limit(1).find();
    const product = await visitor.products.getProduct(items[0]?._id as string);
    const variant = product.variantsInfo?.variants?.[0] as Loose;
    const { cart } = await visitor.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: {
            appId: STORES_APP_ID,
            catalogItemId: product._id as string,
            options: { variantId: variant._id },
          },
          quantity: 2,
        },
      ],
    });
    const line = cart?.lineItems?.[0] as Loose;
    expect(line.productName?.original).toBe(product.name);
    expect(Number(line.price?.amount)).toBe(Number(variant.price.actualPrice.amount));
    expect(line.quantity).toBe(2);
  });
});

describe("the provider's graphql() call against the emulator", () => {
  useRoutedEmulator({ seed: (emulator) => seedDemoStore(emulator.db, emulator.baseUrl) });

  it("queries products on the GraphQL route with the visitor's token", async () => {
    const visitor = createClient({ modules: {}, auth: OAuthStrategy({ clientId: TEST_CLIENT_ID }) });
    await visitor.auth.generateVisitorTokens();
    const { data, errors } = await visitor.graphql(
      `query ($limit: Int) { storesProductsV1Products(queryInput: { query: { paging: { limit: $limit } } }) { items { id name } } }`,
      { limit: 3 },
    );
    expect(errors).toBeUndefined();
    expect((data as Loose).storesProductsV1Products.items).toHaveLength(3);
  });
});
