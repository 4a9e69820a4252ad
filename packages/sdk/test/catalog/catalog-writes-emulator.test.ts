/**
 * Every catalogue write of `@vitrine/sdk/catalog` against the real emulator over HTTP, with the
 * elevated `ApiKeyStrategy` client; each change is read back (often as a visitor) to prove it.
 */

import { type ListeningTestApp, listenTestApp } from "@vitrine/emulator/testing";
import { isApplicationError } from "@vitrine/sdk";
import type { Product } from "@vitrine/sdk/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CatalogClients, catalogClients, createTee } from "./support/catalog-clients.ts";

describe("catalogue writes against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  let admin: CatalogClients["admin"];
  let visitor: CatalogClients["visitor"];
  let tee: Product;
  let teeId: string;

  beforeEach(async () => {
    t = await listenTestApp();
    ({ admin, visitor } = catalogClients(t.baseUrl));
    tee = await createTee(admin);
    teeId = tee.id ?? "";
  });
  afterEach(() => t.close());

  it("creates a product with options, so its variants", () => {
    expect(tee).toMatchObject({
      name: "Tee",
      slug: "tee",
      brand: "Acme",
      ribbon: "New",
      manageVariants: true,
    });
    expect(tee.createdDate).toBeInstanceOf(Date);
    expect(tee.variants?.map((v) => v.choices)).toEqual([
      { Size: "S", Color: "Red" },
      { Size: "S", Color: "Blue" },
      { Size: "M", Color: "Red" },
      { Size: "M", Color: "Blue" },
    ]);
  });

  it("updates variants by choices, then resets them to the product's defaults", async () => {
    const changed = await admin.products.updateVariants(teeId, [
      { choices: { Size: "M" }, price: 25, cost: 10, sku: "TEE-M", visible: false },
    ]);
    const medium = changed.filter((v) => v.choices?.Size === "M");
    expect(medium).toHaveLength(2);
    expect(medium[0]?.variant).toMatchObject({
      priceData: { price: 25 },
      costAndProfitData: { itemCost: 10, profit: 15 },
      sku: "TEE-M",
      visible: false,
    });
    const [blue] = await admin.products
      .updateVariants(teeId, [{ choices: { Size: "M", Color: "Blue" }, stock: { quantity: 7 } }])
      .then((all) => all.filter((v) => v.choices?.Size === "M" && v.choices.Color === "Blue"));
    expect(blue?.stock?.quantity).toBe(7);
    await expect(
      admin.products.updateVariants(teeId, [{ variantIds: [blue?.id ?? ""], stock: { quantity: -1 } }]),
    ).rejects.toMatchObject({ status: 400, fieldViolations: [{ field: "variants[0].stock.quantity" }] });
    const unchanged = await admin.products.queryProductVariants(teeId, { variantIds: [blue?.id ?? ""] });
    expect(unchanged.variants?.[0]?.stock?.quantity).toBe(7);
    const chosen = await visitor.products.getProductOptionsAvailability(teeId, { Size: "M", Color: "Red" });
    expect(chosen.selectedVariant).toMatchObject({ price: { price: 25 }, visible: false });
    expect((await visitor.products.getProduct(teeId)).priceRange).toEqual({ minValue: 20, maxValue: 25 });

    await admin.products.resetVariantsToDefault(teeId);
    const reset = await visitor.products.queryProductVariants(teeId, { choices: { Size: "M" } });
    expect(reset.variants?.map((v) => [v.variant?.priceData?.price, v.variant?.visible])).toEqual([
      [20, true],
      [20, true],
    ]);
  });

  it("adds products to a collection and removes them", async () => {
    const mug = await admin.products.createProduct({ name: "Mug", priceData: { price: 8 } });
    const summer = await admin.collections.createCollection({ name: "Summer" });
    const summerId = summer.id ?? "";
    await admin.collections.addProductsToCollection(summerId, [teeId, mug.id ?? ""]);
    const inSummer = () =>
      visitor.products.queryProducts().hasSome("collectionIds", [summerId]).ascending("name").find();
    expect((await inSummer()).items.map((p) => p.name)).toEqual(["Mug", "Tee"]);
    expect((await visitor.products.getProduct(teeId)).collectionIds).toContain(summerId);

    await admin.collections.removeProductsFromCollection(summerId, [mug.id ?? ""]);
    expect((await inSummer()).items.map((p) => p.name)).toEqual(["Tee"]);
    expect((await visitor.collectionsV2.getCollection(summerId)).numberOfProducts).toBe(1);
  });

  it("adds media, links it to choices, unlinks it and removes it", async () => {
    await admin.products.addProductMedia(teeId, [
      { url: "http://127.0.0.1/pictures/front.jpg" },
      { url: "http://127.0.0.1/pictures/red.jpg", choice: { option: "Color", choice: "Red" } },
    ]);
    const withMedia = await visitor.products.getProduct(teeId);
    const items = withMedia.media?.items ?? [];
    expect(items.map((m) => m.image?.url)).toEqual([
      "http://127.0.0.1/pictures/front.jpg",
      "http://127.0.0.1/pictures/red.jpg",
    ]);
    expect(withMedia.media?.mainMedia?.image?.url).toBe("http://127.0.0.1/pictures/front.jpg");
    const [front, red] = items.map((m) => m.id ?? "");
    const choiceMedia = (product: Product, choice: string) =>
      product.productOptions
        ?.find((o) => o.name === "Color")
        ?.choices?.find((c) => c.description === choice)
        ?.media?.items?.map((m) => m.id);
    expect(choiceMedia(withMedia, "Red")).toEqual([red]);

    await admin.products.addProductMediaToChoices(teeId, [
      { option: "Color", choice: "Blue", mediaIds: [front ?? ""] },
    ]);
    expect(choiceMedia(await visitor.products.getProduct(teeId), "Blue")).toEqual([front]);
    const blue = await visitor.products.getProductOptionsAvailability(teeId, { Color: "Blue" });
    expect(blue.media?.items?.map((m) => m.id)).toEqual([front]);

    await admin.products.removeProductMediaFromChoices(teeId, [
      { option: "Color", choice: "Blue", mediaIds: [front ?? ""] },
    ]);
    expect(choiceMedia(await visitor.products.getProduct(teeId), "Blue") ?? []).toEqual([]);

    await admin.products.removeProductMedia(teeId, [front ?? ""]);
    const after = await visitor.products.getProduct(teeId);
    expect(after.media?.items?.map((m) => m.id)).toEqual([red]);
  });

  it("deletes a product's options, leaving one default variant", async () => {
    await admin.products.deleteProductOptions(teeId);
    const product = await visitor.products.getProduct(teeId);
    expect(product.productOptions ?? []).toEqual([]);
    expect(product.variants).toHaveLength(1);
    expect(product.variants?.[0]?.choices ?? {}).toEqual({});
  });

  it("removes a product's brand and ribbon", async () => {
    await admin.products.removeBrand(teeId);
    await admin.products.removeRibbon(teeId);
    const product = await visitor.products.getProduct(teeId);
    expect(product.brand ?? null).toBeNull();
    expect(product.ribbon ?? "").toBe("");
    expect(product.ribbons ?? []).toEqual([]);
    expect(product.name).toBe("Tee");
  });

  it("sets a price per unit and removes it with null, keeping the rest", async () => {
    const unit = {
      totalQuantity: 500,
      totalMeasurementUnit: "G",
      baseQuantity: 100,
      baseMeasurementUnit: "G",
    } as const;
    await admin.products.updateProduct(teeId, { pricePerUnitData: unit });
    expect((await visitor.products.getProduct(teeId)).pricePerUnitData).toEqual(unit);
    const updated = await admin.products.updateProduct(teeId, { pricePerUnitData: null });
    expect(updated.pricePerUnitData).toBeUndefined();
    const product = await visitor.products.getProduct(teeId);
    expect(product.pricePerUnitData).toBeUndefined();
    expect(product).toMatchObject({ name: "Tee", brand: "Acme" });
  });

  it("creates, updates and deletes a collection", async () => {
    const created = await admin.collections.createCollection({ name: "Summer", description: "Hot days" });
    expect(created).toMatchObject({ name: "Summer", slug: "summer", description: "Hot days", visible: true });
    const updated = await admin.collections.updateCollection(created.id ?? "", { name: "Summer sale" });
    expect(updated).toMatchObject({ id: created.id, name: "Summer sale", description: "Hot days" });
    expect((await visitor.collectionsV2.getCollection(created.id ?? "")).name).toBe("Summer sale");

    await admin.collections.deleteCollection(created.id ?? "");
    const gone = await visitor.collectionsV2.getCollection(created.id ?? "").catch((e: unknown) => e);
    expect(isApplicationError(gone) && [gone.status, gone.code]).toEqual([404, "404"]);
  });

  it("sets price, cost or weight of many products, reporting each", async () => {
    const mug = await admin.products.createProduct({ name: "Mug", priceData: { price: 8 }, weight: 1 });
    const mugId = mug.id ?? "";
    const set = await admin.products.bulkUpdateProducts([teeId, "missing", mugId], { price: 12 });
    expect(set.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 1 });
    expect(set.results?.map((r) => r.itemMetadata)).toEqual([
      expect.objectContaining({ id: teeId, originalIndex: 0, success: true }),
      expect.objectContaining({ id: "missing", originalIndex: 1, success: false, error: expect.anything() }),
      expect.objectContaining({ id: mugId, originalIndex: 2, success: true }),
    ]);
    expect((await visitor.products.getProduct(mugId)).priceData?.price).toBe(12);
    await admin.products.bulkUpdateProducts([mugId], { cost: 3 });
    const withCost = await admin.products.getProduct(mugId, { includeMerchantSpecificData: true });
    expect(withCost.costAndProfitData).toMatchObject({ itemCost: 3, profit: 9 });
  });

  it("adjusts price by a percentage and weight by an amount", async () => {
    const mug = await admin.products.createProduct({ name: "Mug", priceData: { price: 8 }, weight: 1 });
    const mugId = mug.id ?? "";
    const adjusted = await admin.products.bulkAdjustProductProperties([teeId, mugId], {
      price: { percentage: { rate: 50 } },
    });
    expect(adjusted.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    const page = await visitor.products.queryProducts().in("id", [teeId, mugId]).ascending("price").find();
    expect(page.items.map((p) => p.priceData?.price)).toEqual([12, 30]);
    await admin.products.bulkAdjustProductProperties([mugId], { weight: { amount: 0.5 } });
    expect((await visitor.products.getProduct(mugId)).weight).toBe(1.5);
  });
});
