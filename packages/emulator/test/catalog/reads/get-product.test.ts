import { insertShirtCatalogue } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend } from "../../support/test-database.ts";
import { get } from "../support/read-client.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await insertShirtCatalogue(t.db);
});
afterEach(() => t.close());

describe(`get product on ${testBackend}`, () => {
  it("returns the stored document without merchant-only fields", async () => {
    const response = await get(t, "visitor", "/stores-reader/v1/products/shirt");
    expect(response.statusCode).toBe(200);
    const { product } = response.json();
    expect(product).toMatchObject({ id: "shirt", name: "Shirt", numericId: "1", priceData: { price: 20 } });
    expect(product).not.toHaveProperty("costAndProfitData");
    expect(product).not.toHaveProperty("costRange");
    expect(product.variants).toHaveLength(5);
    for (const variant of product.variants) expect(variant.variant).not.toHaveProperty("costAndProfitData");
  });

  it("honours includeMerchantSpecificData for merchants only", async () => {
    const url = "/stores-reader/v1/products/shirt?includeMerchantSpecificData=true";
    const visitor = (await get(t, "visitor", url)).json().product;
    expect(visitor).not.toHaveProperty("costAndProfitData");
    const merchant = (await get(t, "merchant", url)).json().product;
    expect(merchant).toHaveProperty("costAndProfitData.itemCost", 10);
    expect(merchant).toHaveProperty("costRange");
    expect(merchant.variants[0].variant).toHaveProperty("costAndProfitData");
    const asked = (await get(t, "merchant", "/stores-reader/v1/products/shirt")).json().product;
    expect(asked).not.toHaveProperty("costAndProfitData");
  });

  it("hides hidden products from visitors with the same 404 as a missing one", async () => {
    for (const id of ["cap", "nope"]) {
      const response = await get(t, "visitor", `/stores-reader/v1/products/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ details: { applicationError: { code: "PRODUCT_NOT_FOUND" } } });
    }
    expect((await get(t, "merchant", "/stores-reader/v1/products/cap")).json().product.id).toBe("cap");
  });
});
