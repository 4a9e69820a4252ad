/**
 * A product's life and the catalogue's error paths against the real emulator over HTTP: a merchant
 * client (API key) writes, a visitor client (`OAuthStrategy`) reads; failures surface as the SDK's
 * error classes with the server's field, code, status and request id.
 */

import { type ListeningTestApp, listenTestApp } from "@vitrine/emulator/testing";
import { isApplicationError, isValidationError } from "@vitrine/sdk";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type CatalogClients, catalogClients } from "./support/catalog-clients.ts";

describe("catalogue calls against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  let admin: CatalogClients["admin"];
  let visitor: CatalogClients["visitor"];

  beforeEach(async () => {
    t = await listenTestApp();
    ({ admin, visitor } = catalogClients(t.baseUrl));
  });
  afterEach(() => t.close());

  /** The rejection of `call()`, for assertions. */
  const failureOf = (call: () => Promise<unknown>) =>
    call().then(
      () => expect.fail("expected the call to fail"),
      (error: unknown) => error,
    );

  it("creates, reads, queries, updates and deletes a product", async () => {
    const created = await admin.products.createProduct({
      name: "Shirt",
      productType: "physical",
      priceData: { price: 25 },
    });
    expect(created.id).toBeTypeOf("string");
    expect(created.createdDate).toBeInstanceOf(Date);
    const read = await visitor.products.getProduct(created.id ?? "");
    expect(read.name).toBe("Shirt");
    const page = await visitor.products
      .queryProducts()
      .startsWith("name", "Shi")
      .between("price", 10, 50)
      .find();
    expect(page.items.map((p) => p.id)).toEqual([created.id]);
    const updated = await admin.products.updateProduct(created.id ?? "", { name: "Shirt 2" });
    expect(updated.name).toBe("Shirt 2");
    expect(updated.lastUpdated).toBeInstanceOf(Date);
    expect((await visitor.products.getProduct(created.id ?? "")).name).toBe("Shirt 2");
    await admin.products.deleteProduct(created.id ?? "");
    const missing = await failureOf(() => visitor.products.getProduct(created.id ?? ""));
    expect(isApplicationError(missing) && [missing.status, missing.code]).toEqual([404, "PRODUCT_NOT_FOUND"]);
  });

  it("rejects bad input with a ValidationError naming the field", async () => {
    const bad = await failureOf(() => admin.products.createProduct({ name: "" }));
    expect(isValidationError(bad)).toBe(true);
    if (!isValidationError(bad)) return;
    expect(bad.status).toBe(400);
    expect(bad.fieldViolations.map((v) => v.field)).toContain("product.name");
    expect(bad.requestId).toBeTruthy();
    const negative = await failureOf(() =>
      admin.products.bulkAdjustProductProperties(["p1"], { price: { percentage: { rate: Number.NaN } } }),
    );
    expect(isValidationError(negative) && negative.fieldViolations.map((v) => v.field)).toEqual([
      "adjust.price.percentage.rate",
    ]);
  });

  it("refuses every write from a visitor token with PERMISSION_DENIED", async () => {
    const writes = [
      () => visitor.products.createProduct({ name: "X" }),
      () => visitor.products.deleteProduct("p1"),
      () => visitor.products.removeBrand("p1"),
      () => visitor.collections.createCollection({ name: "X" }),
      () => visitor.products.bulkUpdateProducts(["p1"], { price: 1 }),
    ];
    for (const write of writes) {
      const denied = await failureOf(write);
      expect(isApplicationError(denied) && [denied.status, denied.code]).toEqual([403, "PERMISSION_DENIED"]);
    }
  });

  it("reports a missing entity as an ApplicationError with its code (the status for a standard 404)", async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [() => admin.products.updateProduct("nope", { name: "X" }), "PRODUCT_NOT_FOUND"],
      [() => admin.products.updateVariants("nope", []), "PRODUCT_NOT_FOUND"],
      [() => visitor.products.getProductOptionsAvailability("nope", {}), "PRODUCT_NOT_FOUND"],
      [() => visitor.storeVariants.getStoreVariant("nope-v1"), "VARIANT_NOT_FOUND"],
      [() => visitor.collections.getCollectionBySlug("nope"), "404"],
      [() => visitor.collectionsV2.getCollectionBySlug("nope"), "404"],
      [() => admin.collections.deleteCollection("nope"), "COLLECTION_NOT_FOUND"],
    ];
    for (const [call, code] of cases) {
      const missing = await failureOf(call);
      expect(
        isApplicationError(missing) && [missing.status, missing.code, Boolean(missing.requestId)],
      ).toEqual([404, code, true]);
    }
  });
});
