/**
 * The catalogue reads over GraphQL answer what the REST reads answer: filter,
 * sort and paging, one product, a product's variants, collections (with their
 * products), store variants, hidden products and merchant-only fields.
 */

import { insertCollection, insertProducts, insertShirtCatalogue } from "@vitrine/emulator/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { get, post } from "../catalog/support/read-client.ts";
import { startTestApp, type TestApp } from "../support/test-app.ts";
import { testBackend } from "../support/test-database.ts";
import { gql } from "./graphql-client.ts";

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
  await insertShirtCatalogue(t.db);
  await insertProducts(t.db, [
    { id: "bowl", name: "Bowl", price: 12, collectionIds: ["c1"] },
    { id: "plate", name: "Plate", price: 30 },
  ]);
  await insertCollection(t.db, { id: "c1", name: "Summer", slug: "summer" });
  await insertCollection(t.db, { id: "c2", name: "Autumn", slug: "autumn" });
});
afterEach(() => t.close());

const PRODUCTS = `query Products($queryInput: StoresProductsV1ProductsQueryInput) {
  storesProductsV1Products(queryInput: $queryInput) {
    items { id name priceData { price } }
    pageInfo { count offset total tooManyToCount }
  }
}`;

describe(`catalogue reads over GraphQL on ${testBackend}`, () => {
  it("filters, sorts and pages products like the REST query", async () => {
    const query = {
      filter: { price: { $gte: 10 } },
      sort: [{ fieldName: "price", order: "DESC" }],
      paging: { limit: 2, offset: 1 },
    };
    const response = await gql(t, "visitor", PRODUCTS, { queryInput: { query } });
    expect(response.statusCode).toBe(200);
    const { storesProductsV1Products: page } = response.json().data;
    expect(page.items.map((p: { id: string }) => p.id)).toEqual(["shirt", "bowl"]);
    expect(page.pageInfo).toEqual({ count: 2, offset: 1, total: 3, tooManyToCount: false });
    const rest = (
      await post(t, "visitor", "/stores-reader/v1/products/query-platformized", { query })
    ).json();
    expect(page.items.map((p: { id: string }) => p.id)).toEqual(
      rest.products.map((p: { id: string }) => p.id),
    );
    expect(rest.totalResults).toBe(page.pageInfo.total);
  });

  it("takes inline arguments, the name prefix filter and ascending sorts", async () => {
    // Operators start with "$", which GraphQL names cannot: a filter using them is a variable.
    const response = await gql(
      t,
      "visitor",
      `query ($filter: JSON) { storesProductsV1Products(queryInput: { query: { filter: $filter, sort: [{ fieldName: "name" }] } }) { items { id } } }`,
      { filter: { name: { $startsWith: "S" } } },
    );
    expect(response.json().data.storesProductsV1Products.items).toEqual([{ id: "shirt" }]);
    const equality = await gql(
      t,
      "visitor",
      `{ storesProductsV1Products(queryInput: { query: { filter: { slug: "mug" } } }) { items { id } } }`,
    );
    expect(equality.json().data.storesProductsV1Products.items).toEqual([{ id: "mug" }]);
  });

  it("gets one product with its variants, options and media", async () => {
    const response = await gql(
      t,
      "visitor",
      `query ($id: ID!) { storesProductsV1Product(queryInput: { id: $id }) {
        id name productOptions { name choices { description } }
        media { mainMedia { image { url } } }
        variants { id choices variant { sku priceData { price } } stock { inStock } }
      } }`,
      { id: "shirt" },
    );
    const product = response.json().data.storesProductsV1Product;
    const rest = (await get(t, "visitor", "/stores-reader/v1/products/shirt")).json().product;
    expect(product.name).toBe("Shirt");
    expect(product.productOptions.map((o: { name: string }) => o.name)).toEqual(["Size", "Color"]);
    expect(product.media.mainMedia.image.url).toBe("https://img.test/front.jpg");
    expect(product.variants).toHaveLength(rest.variants.length);
    expect(product.variants[1]).toEqual({
      id: "v-s-blue",
      choices: { Size: "S", Color: "Blue" },
      variant: { sku: "S-B", priceData: { price: 22 } },
      stock: { inStock: true },
    });
  });

  it("queries a product's variants by partial choices, with paging", async () => {
    const response = await gql(
      t,
      "visitor",
      `{ storesProductsV1ProductVariants(queryInput: { id: "shirt", choices: { Size: "M" }, paging: { limit: 1 } }) {
        items { id } pageInfo { count offset total }
      } }`,
    );
    expect(response.json().data.storesProductsV1ProductVariants).toEqual({
      items: [{ id: "v-m-red" }],
      pageInfo: { count: 1, offset: 0, total: 2 },
    });
  });

  it("queries collections, one collection by slug or id, and a collection's products", async () => {
    const response = await gql(
      t,
      "visitor",
      `{
        all: storesCollectionsV1Collections(queryInput: { query: { sort: [{ fieldName: "name", order: ASC }] } }) {
          items { id name } pageInfo { total }
        }
        bySlug: storesCollectionsV1Collection(queryInput: { slug: "summer" }) {
          id numberOfProducts
          productsVirtualReference(query: { query: { sort: [{ fieldName: "price", order: ASC }] } }) {
            items { id } pageInfo { total }
          }
        }
        byId: storesCollectionsV1Collection(queryInput: { id: "c2" }) { slug }
      }`,
    );
    const { data } = response.json();
    expect(data.all).toEqual({
      items: [
        { id: "c2", name: "Autumn" },
        { id: "c1", name: "Summer" },
      ],
      pageInfo: { total: 2 },
    });
    expect(data.bySlug).toEqual({
      id: "c1",
      numberOfProducts: 2,
      productsVirtualReference: { items: [{ id: "bowl" }, { id: "shirt" }], pageInfo: { total: 2 } },
    });
    expect(data.byId).toEqual({ slug: "autumn" });
  });

  it("narrows a collection's products with the caller's filter", async () => {
    const response = await gql(
      t,
      "visitor",
      `query ($filter: JSON) { storesCollectionsV1Collection(queryInput: { id: "c1" }) {
        productsVirtualReference(query: { query: { filter: $filter } }) { items { id } }
      } }`,
      { filter: { price: { $gt: 15 } } },
    );
    expect(response.json().data.storesCollectionsV1Collection.productsVirtualReference.items).toEqual([
      { id: "shirt" },
    ]);
  });

  it("queries store variants and gets one", async () => {
    const response = await gql(
      t,
      "visitor",
      `query ($filter: JSON) {
        page: storesVariantsV1Variants(queryInput: { query: { filter: $filter } }) {
          items { id variantId productName sku } pageInfo { count total }
        }
        one: storesVariantsV1Variant(queryInput: { id: "shirt-v-m-blue" }) { variantId stock { inStock } }
      }`,
      { filter: { productId: "shirt", sku: { $startsWith: "S-" } } },
    );
    const { data } = response.json();
    expect(data.page.items.map((v: { sku: string }) => v.sku)).toEqual(["S-R", "S-B"]);
    expect(data.page.items[0]).toMatchObject({ id: "shirt-v-s-red", productName: "Shirt" });
    expect(data.page.pageInfo).toEqual({ count: 2, total: 2 });
    expect(data.one).toEqual({ variantId: "v-m-blue", stock: { inStock: false } });
  });
});

describe(`visibility over GraphQL on ${testBackend}`, () => {
  it("hides hidden products from visitors, lists them to a merchant who asks", async () => {
    const ids = async (caller: "visitor" | "merchant", includeHiddenProducts: boolean) =>
      (await gql(t, caller, PRODUCTS, { queryInput: { includeHiddenProducts } }))
        .json()
        .data.storesProductsV1Products.items.map((p: { id: string }) => p.id)
        .sort();
    expect(await ids("visitor", true)).toEqual(["bowl", "mug", "plate", "shirt"]);
    expect(await ids("merchant", false)).toEqual(["bowl", "mug", "plate", "shirt"]);
    expect(await ids("merchant", true)).toEqual(["bowl", "cap", "mug", "plate", "shirt"]);
  });

  it("answers an unknown collection as null with the standard NOT_FOUND", async () => {
    const query = `{ storesCollectionsV1Collection(queryInput: { slug: "nope" }) { id } }`;
    const response = await gql(t, "visitor", query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { storesCollectionsV1Collection: null },
      errors: [
        {
          message: "Collection nope not found",
          locations: [{ line: 1, column: 3 }],
          path: ["storesCollectionsV1Collection"],
          extensions: { code: "NOT_FOUND" },
        },
      ],
    });
  });

  it("answers a hidden product to a visitor as a missing one: null and PRODUCT_NOT_FOUND", async () => {
    const query = `query ($id: ID!) { storesProductsV1Product(queryInput: { id: $id }) { id } }`;
    for (const id of ["cap", "nope"]) {
      const response = await gql(t, "visitor", query, { id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { storesProductsV1Product: null },
        errors: [
          {
            message: `Product ${id} not found`,
            locations: [{ line: 1, column: 20 }],
            path: ["storesProductsV1Product"],
            extensions: { code: "PRODUCT_NOT_FOUND" },
          },
        ],
      });
    }
    const merchant = await gql(t, "merchant", query, { id: "cap" });
    expect(merchant.json()).toEqual({ data: { storesProductsV1Product: { id: "cap" } } });
  });

  it("serves cost and profit only to a merchant who sets includeMerchantSpecificData", async () => {
    const query = `query ($merchantData: Boolean) {
      product: storesProductsV1Product(queryInput: { id: "shirt", includeMerchantSpecificData: $merchantData }) {
        costAndProfitData { itemCost } costRange { minValue }
        variants { variant { costAndProfitData { itemCost } } }
      }
      page: storesProductsV1Products(queryInput: { includeMerchantSpecificData: $merchantData, query: { filter: { id: "shirt" } } }) {
        items { costAndProfitData { itemCost } }
      }
      variants: storesProductsV1ProductVariants(queryInput: { id: "shirt", includeMerchantSpecificData: $merchantData }) {
        items { variant { costAndProfitData { itemCost } } }
      }
    }`;
    const hidden = {
      product: {
        costAndProfitData: null,
        costRange: null,
        variants: Array(5).fill({ variant: { costAndProfitData: null } }),
      },
      page: { items: [{ costAndProfitData: null }] },
      variants: { items: Array(5).fill({ variant: { costAndProfitData: null } }) },
    };
    expect((await gql(t, "visitor", query, { merchantData: true })).json().data).toEqual(hidden);
    expect((await gql(t, "merchant", query, { merchantData: false })).json().data).toEqual(hidden);
    const served = (await gql(t, "merchant", query, { merchantData: true })).json().data;
    expect(served.product.costAndProfitData).toEqual({ itemCost: 10 });
    expect(served.product.costRange).not.toBeNull();
    expect(served.product.variants[0].variant.costAndProfitData).not.toBeNull();
    expect(served.page.items[0].costAndProfitData).toEqual({ itemCost: 10 });
    expect(served.variants.items[0].variant.costAndProfitData).not.toBeNull();
  });

  it("refuses the v1 reads on a catalogue v3 site, as REST does", async () => {
    await t.close();
    t = await startTestApp({ catalogVersion: "V3_CATALOG" });
    const response = await gql(t, "visitor", "{ storesProductsV1Products { items { id } } }");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: null,
      errors: [
        { path: ["storesProductsV1Products"], extensions: { code: "CATALOG_V3_CALLING_CATALOG_V1_API" } },
      ],
    });
  });
});
