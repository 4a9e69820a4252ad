import { DEFAULT_VARIANT, insertShirtCatalogue } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { testBackend } from "../../support/test-database.ts";
import { get, post, violation } from "../support/read-client.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await insertShirtCatalogue(t.db);
});
afterEach(() => t.close());

const productVariants = (body: object, caller: "visitor" | "merchant" = "visitor") =>
  post(t, caller, "/stores-reader/v1/products/shirt/variants/query", { id: "shirt", ...body });
const variantIds = (response: { json(): unknown }) =>
  (response.json() as { variants: { id: string }[] }).variants.map((v) => v.id);
const storeVariants = (query: object, caller: "visitor" | "merchant" = "visitor") =>
  post(t, caller, "/stores-reader/v1/variants/query", { query });

describe(`product variants on ${testBackend}`, () => {
  it("lists every variant in order, without merchant data unless a merchant asks", async () => {
    const response = await productVariants({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ metadata: { items: 5, offset: 0 }, totalResults: 5 });
    expect(variantIds(response)).toEqual(["v-s-red", "v-s-blue", "v-m-red", "v-m-blue", "v-l-red"]);
    expect(response.json().variants[0].variant).not.toHaveProperty("costAndProfitData");
    const merchant = await productVariants({ includeMerchantSpecificData: true }, "merchant");
    expect(merchant.json().variants[0].variant).toHaveProperty("costAndProfitData.itemCost", 10);
  });

  it("filters by partial choices and by variant ids, and pages", async () => {
    expect(variantIds(await productVariants({ choices: { Size: "M" } }))).toEqual(["v-m-red", "v-m-blue"]);
    expect(variantIds(await productVariants({ choices: { Size: "M", Color: "Blue" } }))).toEqual([
      "v-m-blue",
    ]);
    expect(variantIds(await productVariants({ variantIds: ["v-l-red", "v-s-red"] }))).toEqual([
      "v-s-red",
      "v-l-red",
    ]);
    const paged = await productVariants({ paging: { limit: 2, offset: 2 } });
    expect(paged.json()).toMatchObject({ metadata: { items: 2, offset: 2 }, totalResults: 5 });
    expect(variantIds(paged)).toEqual(["v-m-red", "v-m-blue"]);
    expect((await productVariants({ paging: { offset: 9 } })).json()).toMatchObject({
      variants: [],
      totalResults: 5,
    });
  });

  it("rejects bad input and hides hidden products", async () => {
    expect(violation(await productVariants({ paging: { limit: 101 } }))?.field).toBe("paging.limit");
    expect(violation(await productVariants({ choices: { Size: 1 } }))?.field).toBe("choices.Size");
    expect(violation(await productVariants({ variantIds: [1] }))?.field).toBe("variantIds");
    const hidden = await post(t, "visitor", "/stores-reader/v1/products/cap/variants/query", { id: "cap" });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await post(t, "merchant", "/stores-reader/v1/products/cap/variants/query", { id: "cap" })).statusCode,
    ).toBe(200);
  });
});

describe(`store variants on ${testBackend}`, () => {
  it("queries variants of visible products with the store-variant shape", async () => {
    const response = await storeVariants({ filter: { productId: "shirt", "stock.inStock": true } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.metadata).toEqual({ count: 4, offset: 0, total: 4, tooManyToCount: false });
    expect(body.variants[1]).toEqual({
      id: "shirt-v-s-blue",
      variantId: "v-s-blue",
      productId: "shirt",
      variantName: "S | Blue",
      productName: "Shirt",
      managedVariant: true,
      sku: "S-B",
      stock: { trackQuantity: false, inStock: true },
      choices: { Size: "S", Color: "Blue" },
      collectionIds: ["c1"],
      media: { image: { id: "blue", url: "https://img.test/blue.jpg" } },
      preorderInfo: { enabled: false },
    });
    expect(body.variants[0].media).toEqual({ image: { id: "front", url: "https://img.test/front.jpg" } });
  });

  it("hides hidden products' variants from visitors, sorts and pages", async () => {
    const all = await storeVariants({});
    expect(all.json().variants.map((v: { productId: string }) => v.productId)).not.toContain("cap");
    expect(all.json().metadata.total).toBe(6);
    expect((await storeVariants({}, "merchant")).json().metadata.total).toBe(7);
    const bySku = await storeVariants({
      filter: { sku: { $startsWith: "M" } },
      sort: [{ fieldName: "sku", order: "DESC" }],
    });
    expect(bySku.json().variants.map((v: { sku: string }) => v.sku)).toEqual(["MUG", "M-R", "M-B"]);
    const page = await storeVariants({ paging: { limit: 2, offset: 5 } });
    expect(page.json().metadata).toEqual({ count: 1, offset: 5, total: 6, tooManyToCount: false });
    expect(violation(await storeVariants({ filter: { price: 1 } }))?.field).toBe("query.filter.price");
  });

  it("gets one store variant by productId-variantId", async () => {
    const one = await get(t, "visitor", "/stores-reader/v1/variants/shirt-v-m-blue");
    expect(one.statusCode).toBe(200);
    expect(one.json().variant).toMatchObject({
      id: "shirt-v-m-blue",
      stock: { inStock: false },
      variantName: "M | Blue",
    });
    const plain = await get(t, "visitor", `/stores-reader/v1/variants/mug-${DEFAULT_VARIANT}`);
    expect(plain.json().variant).toMatchObject({
      variantId: DEFAULT_VARIANT,
      variantName: "Mug",
      managedVariant: false,
      sku: "MUG",
    });
    for (const id of [`cap-${DEFAULT_VARIANT}`, "shirt-v-x", "nohyphen"]) {
      const missing = await get(t, "visitor", `/stores-reader/v1/variants/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ details: { applicationError: { code: "VARIANT_NOT_FOUND" } } });
    }
    expect((await get(t, "merchant", `/stores-reader/v1/variants/cap-${DEFAULT_VARIANT}`)).statusCode).toBe(
      200,
    );
  });
});
