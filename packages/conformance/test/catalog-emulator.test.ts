/**
 * The provider's published client (`@wix/sdk` + `@wix/stores`), unchanged, against the emulator
 * listening on 127.0.0.1 with only its API host routed: every catalogue call of the wire reference
 * succeeds and the client's typed results (renamed `_id` fields, `Date`s) hold the right data.
 */

import { seedDemoStore } from "@vitrine/emulator/testing";
import { beforeEach, describe, expect, it } from "vitest";
import {
  createProviderTee,
  type ProviderCatalogClients,
  providerCatalogClients,
} from "./support/provider-catalog.ts";
import { useRoutedEmulator } from "./support/routed-emulator.ts";

/** What the provider's client rejects with when the server answers an error envelope. */
interface ProviderFailure extends Error {
  status: number;
  requestId: string;
  details: {
    applicationError?: { code: string | number };
    validationError?: { fieldViolations: { field: string }[] };
  };
}

/** The rejection of `call()`, as the provider's client shapes it. */
async function failureOf(call: () => Promise<unknown>): Promise<ProviderFailure> {
  const error = await call().then(
    () => expect.fail("expected the call to fail"),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(Error);
  return error as ProviderFailure;
}

/** Status, application error code and whether a request id came along. */
const codeOf = (failure: ProviderFailure) => [
  failure.status,
  failure.details.applicationError?.code,
  Boolean(failure.requestId),
];

/** The `_id`s of typed results, for compact assertions. */
const ids = (items: readonly { _id?: string | null }[]) => items.map((item) => item._id);
/** The names of typed results. */
const names = (items: readonly { name?: string | null }[]) => items.map((item) => item.name);

describe("the provider's catalogue client against the emulator", () => {
  const t = useRoutedEmulator();
  let admin: ProviderCatalogClients["admin"];
  let visitor: ProviderCatalogClients["visitor"];
  let teeId: string;

  beforeEach(async () => {
    ({ admin, visitor } = providerCatalogClients());
    teeId = (await createProviderTee(admin))?._id ?? "";
  });

  /** Creates a plain product through the provider's client; resolves its id. */
  async function createPlain(
    name: string,
    price: number,
    extra: { visible?: boolean; weight?: number } = {},
  ) {
    const { product } = await admin.products.createProduct({
      name,
      productType: "physical",
      priceData: { price },
      costAndProfitData: { itemCost: price / 2 },
      ...extra,
    });
    return product?._id ?? "";
  }

  /** Creates a collection through the provider's client; resolves it. */
  async function createCollection(name: string) {
    const { collection } = await admin.products.createCollection({ name });
    return { id: collection?._id ?? "", slug: collection?.slug ?? "" };
  }

  describe("reads", () => {
    it("queryProducts: builder filters, sort, paging, typed items", async () => {
      const mugId = await createPlain("Mug", 8);
      const shirtId = await createPlain("Shirt", 30);
      const capId = await createPlain("Cap", 15, { visible: false });

      const all = await visitor.products.queryProducts().ascending("name").find();
      expect(names(all.items)).toEqual(["Mug", "Shirt", "Tee"]);
      expect(all.totalCount).toBe(3);
      expect(all.items[0]?._id).toBe(mugId);
      expect(all.items[0]?._createdDate).toBeInstanceOf(Date);
      expect(all.items[0]?.lastUpdated).toBeInstanceOf(Date);

      const cheap = await visitor.products
        .queryProducts()
        .eq("productType", "physical")
        .gt("priceData.price", 10)
        .descending("priceData.price")
        .find();
      expect(ids(cheap.items)).toEqual([shirtId, teeId]);

      const prefixed = await visitor.products.queryProducts().startsWith("name", "Sh").find();
      expect(ids(prefixed.items)).toEqual([shirtId]);
      const chosen = await visitor.products
        .queryProducts()
        .in("_id", [mugId, teeId])
        .ascending("name")
        .find();
      expect(names(chosen.items)).toEqual(["Mug", "Tee"]);

      const first = await visitor.products.queryProducts().ascending("name").limit(2).find();
      expect(names(first.items)).toEqual(["Mug", "Shirt"]);
      expect(first.hasNext()).toBe(true);
      const second = await first.next();
      expect(names(second.items)).toEqual(["Tee"]);
      const skipped = await visitor.products.queryProducts().ascending("name").skip(1).limit(1).find();
      expect(names(skipped.items)).toEqual(["Shirt"]);

      const manyIds = Array.from({ length: 300 }, (_, i) => `missing-${i}`);
      const long = await visitor.products
        .queryProducts()
        .in("_id", [...manyIds, mugId])
        .find();
      expect(ids(long.items)).toEqual([mugId]);
      const longCollections = await visitor.collections.queryCollections().in("_id", manyIds).find();
      expect(longCollections.items).toEqual([]);

      // The provider's builder cannot ask for hidden products, so even a merchant's query leaves them
      // out (as the provider does without `includeHiddenProducts`); the product is still there.
      const merchantView = await admin.products.queryProducts().eq("name", "Cap").find();
      expect(merchantView.items).toEqual([]);
      expect((await admin.products.getProduct(capId)).product?.name).toBe("Cap");
    });

    it("getProduct: typed product, cost and profit for the merchant only", async () => {
      const { product } = await visitor.products.getProduct(teeId);
      expect(product).toMatchObject({ _id: teeId, name: "Tee", slug: "tee", brand: "Acme", ribbon: "New" });
      expect(product?._createdDate).toBeInstanceOf(Date);
      expect(product?.priceData?.price).toBe(20);
      expect(product?.variants?.map((v) => v.choices)).toEqual([
        { Size: "S", Color: "Red" },
        { Size: "S", Color: "Blue" },
        { Size: "M", Color: "Red" },
        { Size: "M", Color: "Blue" },
      ]);
      expect(product?.variants?.[0]?._id).toEqual(expect.any(String));
      expect(product?.costAndProfitData).toBeUndefined();
      const visitorAsks = await visitor.products.getProduct(teeId, { includeMerchantSpecificData: true });
      expect(visitorAsks.product?.costAndProfitData).toBeUndefined();
      const merchant = await admin.products.getProduct(teeId, { includeMerchantSpecificData: true });
      expect(merchant.product?.costAndProfitData).toMatchObject({ itemCost: 8, profit: 12 });
    });

    it("getProductOptionsAvailability and queryProductVariants", async () => {
      const chosen = await visitor.products.getProductOptionsAvailability(teeId, { Size: "M", Color: "Red" });
      expect(chosen.availableForPurchase).toBe(true);
      expect(chosen.selectedVariant?.price?.price).toBe(20);
      expect(chosen.productOptions?.map((o) => o.name)).toEqual(["Size", "Color"]);

      const medium = await visitor.products.queryProductVariants(teeId, { choices: { Size: "M" } });
      expect((medium.variants ?? []).map((v) => v.choices?.Color)).toEqual(["Red", "Blue"]);
      expect(medium.totalResults).toBe(2);
      const all = await visitor.products.queryProductVariants(teeId, { paging: { limit: 3, offset: 1 } });
      expect(all.variants).toHaveLength(3);
      expect(all.metadata).toMatchObject({ items: 3, offset: 1 });
      const first = all.variants?.[0]?._id ?? "";
      const byId = await visitor.products.queryProductVariants(teeId, { variantIds: [first] });
      expect(ids(byId.variants ?? [])).toEqual([first]);
      const merchant = await admin.products.queryProductVariants(teeId, {
        includeMerchantSpecificData: true,
      });
      expect(merchant.variants?.[0]?.variant?.costAndProfitData).toMatchObject({ itemCost: 8 });
    });

    it("queryStoreVariants and getStoreVariant", async () => {
      const { variants, metadata } = await visitor.products.queryStoreVariants({
        filter: { productId: teeId },
        paging: { limit: 2 },
      });
      expect(variants).toHaveLength(2);
      expect(metadata).toMatchObject({ count: 2, total: 4 });
      const first = variants?.[0];
      expect(first).toMatchObject({ productId: teeId, productName: "Tee", managedVariant: true });
      expect(first?._id).toBe(`${teeId}-${first?.variantId}`);
      const { variant } = await visitor.products.getStoreVariant(first?._id ?? "");
      expect(variant).toMatchObject({ _id: first?._id, productId: teeId, variantId: first?.variantId });
    });

    it("collections: by slug (v1), query, by id and by slug (v2)", async () => {
      const summer = await createCollection("Summer");
      await createCollection("Winter");
      await admin.products.addProductsToCollection(summer.id, [teeId]);

      const { collection: v1 } = await visitor.products.getCollectionBySlug(summer.slug);
      expect(v1).toMatchObject({ _id: summer.id, name: "Summer", numberOfProducts: 1 });

      const page = await visitor.collections.queryCollections().startsWith("name", "Su").find();
      expect(page.items.map((c) => [c._id, c.name])).toEqual([[summer.id, "Summer"]]);
      expect(page.totalCount).toBe(1);
      const sorted = await visitor.collections.queryCollections().descending("name").limit(1).find();
      expect(names(sorted.items)).toEqual(["Winter"]);
      expect(sorted.hasNext()).toBe(true);

      expect(await visitor.collections.getCollection(summer.id)).toMatchObject({
        _id: summer.id,
        name: "Summer",
      });
      const { collection: v2 } = await visitor.collections.getCollectionBySlug(summer.slug);
      expect(v2).toMatchObject({ _id: summer.id, numberOfProducts: 1 });
    });
  });

  it("reads the whole demo store: typed products, variants and collections", async () => {
    await admin.products.deleteProduct(teeId);
    expect(await seedDemoStore(t().db, t().baseUrl)).toEqual({ products: 60, collections: 10 });
    const first = await visitor.products.queryProducts().ascending("name").limit(40).find();
    const second = await first.next();
    const products = [...first.items, ...second.items];
    expect(first.totalCount).toBe(60);
    expect(second.hasNext()).toBe(false);
    expect(new Set(ids(products)).size).toBe(60);
    for (const product of products) {
      expect(product._createdDate).toBeInstanceOf(Date);
      expect(product.lastUpdated).toBeInstanceOf(Date);
      expect(product.costAndProfitData).toBeUndefined();
    }
    const discounted = products.find((p) => p.discount?.type === "PERCENT");
    expect(discounted?.priceData?.discountedPrice).toBeLessThan(discounted?.priceData?.price ?? 0);
    const perUnit = products.find((p) => p.priceData?.formatted?.pricePerUnit);
    expect(perUnit?.pricePerUnitData?.baseQuantity).toEqual(expect.any(Number));
    const apparel = products.find((p) => (p.variants?.length ?? 0) >= 5);
    const { product } = await visitor.products.getProduct(apparel?._id ?? "");
    expect(product?.productOptions?.map((o) => o.name)).toEqual(["Size", "Color"]);
    const { variants } = await visitor.products.queryStoreVariants({ filter: { productId: apparel?._id } });
    expect(variants?.length).toBe(product?.variants?.length);
    const collections = await visitor.collections.queryCollections().limit(100).find();
    expect(collections.items.length).toBeGreaterThanOrEqual(10);
    const picture = await fetch(product?.media?.mainMedia?.image?.url ?? "");
    expect(picture.headers.get("content-type")).toBe("image/png");
  });

  describe("writes", () => {
    it("createProduct, updateProduct, deleteProduct", async () => {
      const { product } = await admin.products.updateProduct(teeId, { name: "Tee 2", description: "Soft" });
      expect(product).toMatchObject({ _id: teeId, name: "Tee 2", description: "Soft" });
      expect(product?.lastUpdated).toBeInstanceOf(Date);
      expect((await visitor.products.getProduct(teeId)).product?.name).toBe("Tee 2");
      await admin.products.deleteProduct(teeId);
      const gone = await failureOf(() => visitor.products.getProduct(teeId));
      expect(codeOf(gone)).toEqual([404, "PRODUCT_NOT_FOUND", true]);
    });

    it("updateProductVariants and resetAllProductVariantData", async () => {
      const { variants } = await admin.products.updateProductVariants(teeId, [
        { choices: { Size: "M" }, price: 25, cost: 10, sku: "TEE-M" },
      ]);
      const medium = (variants ?? []).filter((v) => v.choices?.Size === "M");
      expect(medium.map((v) => [v.variant?.priceData?.price, v.variant?.sku])).toEqual([
        [25, "TEE-M"],
        [25, "TEE-M"],
      ]);
      expect(medium[0]?.variant?.costAndProfitData).toMatchObject({ itemCost: 10, profit: 15 });
      await admin.products.resetAllProductVariantData(teeId);
      const reset = await visitor.products.queryProductVariants(teeId, { choices: { Size: "M" } });
      expect((reset.variants ?? []).map((v) => v.variant?.priceData?.price)).toEqual([20, 20]);
    });

    it("addProductsToCollection and removeProductsFromCollection", async () => {
      const mugId = await createPlain("Mug", 8);
      const summer = await createCollection("Summer");
      await admin.products.addProductsToCollection(summer.id, [teeId, mugId]);
      const inSummer = () =>
        visitor.products.queryProducts().hasSome("collectionIds", [summer.id]).ascending("name").find();
      expect(names((await inSummer()).items)).toEqual(["Mug", "Tee"]);
      await admin.products.removeProductsFromCollection(summer.id, [mugId]);
      expect(names((await inSummer()).items)).toEqual(["Tee"]);
    });

    it("product media and choice media", async () => {
      await admin.products.addProductMedia(teeId, [
        { url: "http://127.0.0.1/pictures/front.jpg" },
        { url: "http://127.0.0.1/pictures/red.jpg", choice: { option: "Color", choice: "Red" } },
      ]);
      const { product } = await visitor.products.getProduct(teeId);
      const items = product?.media?.items ?? [];
      expect(items.map((m) => m.image?.url)).toEqual([
        "http://127.0.0.1/pictures/front.jpg",
        "http://127.0.0.1/pictures/red.jpg",
      ]);
      const [front, red] = items.map((m) => m._id ?? "");
      expect(front).toEqual(expect.any(String));
      const blueMedia = async () =>
        (await visitor.products.getProduct(teeId)).product?.productOptions
          ?.find((o) => o.name === "Color")
          ?.choices?.find((c) => c.description === "Blue")
          ?.media?.items?.map((m) => m._id) ?? [];

      await admin.products.addProductMediaToChoices(teeId, [
        { option: "Color", choice: "Blue", mediaIds: [front ?? ""] },
      ]);
      expect(await blueMedia()).toEqual([front]);
      await admin.products.removeProductMediaFromChoices(teeId, [
        { option: "Color", choice: "Blue", mediaIds: [front ?? ""] },
      ]);
      expect(await blueMedia()).toEqual([]);
      await admin.products.removeProductMedia(teeId, [front ?? ""]);
      const after = await visitor.products.getProduct(teeId);
      expect(after.product?.media?.items?.map((m) => m._id)).toEqual([red]);
    });

    it("deleteProductOptions, removeBrand, removeRibbon", async () => {
      await admin.products.deleteProductOptions(teeId);
      await admin.products.removeBrand(teeId);
      await admin.products.removeRibbon(teeId);
      const { product } = await visitor.products.getProduct(teeId);
      expect(product?.productOptions).toEqual([]);
      expect(product?.variants).toHaveLength(1);
      expect(product?.brand ?? null).toBeNull();
      expect(product?.ribbon ?? "").toBe("");
    });

    it("createCollection, updateCollection, deleteCollection", async () => {
      const { collection } = await admin.products.createCollection({ name: "Summer", description: "Hot" });
      expect(collection).toMatchObject({ name: "Summer", slug: "summer", description: "Hot" });
      const id = collection?._id ?? "";
      const updated = await admin.products.updateCollection(id, { name: "Summer sale" });
      expect(updated.collection).toMatchObject({ _id: id, name: "Summer sale" });
      await admin.products.deleteCollection(id);
      const gone = await failureOf(() => visitor.collections.getCollection(id));
      expect(codeOf(gone)).toEqual([404, 404, true]);
    });

    it("bulkUpdateProductsProperty and bulkAdjustProductProperty", async () => {
      const mugId = await createPlain("Mug", 8, { weight: 1 });
      const set = await admin.products.bulkUpdateProductsProperty([teeId, "missing", mugId], { price: 12 });
      expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
      expect((set.results ?? []).map((r) => [r.itemMetadata?._id, r.itemMetadata?.success])).toEqual([
        [teeId, true],
        ["missing", false],
        [mugId, true],
      ]);
      const adjusted = await admin.products.bulkAdjustProductProperty(
        { price: { percentage: { rate: 50 } } },
        [teeId, mugId],
      );
      expect(adjusted.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
      await admin.products.bulkAdjustProductProperty({ weight: { amount: 0.5 } }, [mugId]);
      const { product } = await visitor.products.getProduct(mugId);
      expect([product?.priceData?.price, product?.weight]).toEqual([18, 1.5]);
    });
  });

  describe("errors", () => {
    it("bad input fails with the field violations", async () => {
      const bad = await failureOf(() =>
        admin.products.createProduct({
          name: "",
          priceData: { price: 1 },
          costAndProfitData: { itemCost: 0 },
        }),
      );
      expect(bad.status).toBe(400);
      expect(bad.details.validationError?.fieldViolations.map((v) => v.field)).toContain("product.name");
    });

    it("a visitor's write fails with PERMISSION_DENIED", async () => {
      for (const write of [
        () => visitor.products.removeBrand(teeId),
        () => visitor.products.deleteProduct(teeId),
        () => visitor.products.createCollection({ name: "X" }),
        () => visitor.products.bulkUpdateProductsProperty([teeId], { price: 1 }),
      ]) {
        expect(codeOf(await failureOf(write))).toEqual([403, "PERMISSION_DENIED", true]);
      }
    });

    it("an unknown collection slug fails with the standard 404, its client's code the number 404", async () => {
      for (const call of [
        () => visitor.products.getCollectionBySlug("nope"),
        () => visitor.collections.getCollectionBySlug("nope"),
      ]) {
        const failure = await failureOf(call);
        expect(codeOf(failure)).toEqual([404, 404, true]);
        expect(failure.details.applicationError).toMatchObject({ description: "Collection nope not found" });
      }
    });

    it("a missing entity fails with its code", async () => {
      const cases: [() => Promise<unknown>, string][] = [
        [() => visitor.products.getStoreVariant("nope-v1"), "VARIANT_NOT_FOUND"],
        [() => visitor.products.getProductOptionsAvailability("nope", {}), "PRODUCT_NOT_FOUND"],
        [() => admin.products.updateProduct("nope", { name: "X" }), "PRODUCT_NOT_FOUND"],
      ];
      for (const [call, code] of cases) expect(codeOf(await failureOf(call))).toEqual([404, code, true]);
    });
  });
});
