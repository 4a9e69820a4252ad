/**
 * The SDK's generic GraphQL call against the real emulator over HTTP: catalogue
 * reads answered as data, GraphQL errors returned readable, and a refused
 * request (non-2xx) thrown as a `GraphQLError` with the status in its message.
 */

import {
  insertShirtCatalogue,
  type ListeningTestApp,
  listenTestApp,
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient, type GraphQLResult, graphql, isGraphQLError } from "@vitrine/sdk";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

interface ProductsData {
  storesProductsV1Products: {
    items: { id: string; name: string; costAndProfitData: { itemCost: number } | null }[];
    pageInfo: { total: number };
  };
}

const PRODUCTS = `query Products($filter: JSON, $merchantData: Boolean) {
  storesProductsV1Products(queryInput: {
    query: { filter: $filter, sort: [{ fieldName: "price", order: DESC }] }
    includeMerchantSpecificData: $merchantData
  }) {
    items { id name costAndProfitData { itemCost } }
    pageInfo { total }
  }
}`;

describe("graphql against the emulator", { timeout: 30_000 }, () => {
  let t: ListeningTestApp;
  beforeEach(async () => {
    t = await listenTestApp();
    await insertShirtCatalogue(t.db);
  });
  afterEach(() => t.close());

  const visitor = () =>
    createClient({
      modules: { graphql },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl: t.baseUrl }),
      baseUrl: t.baseUrl,
    });
  const merchant = (apiKey = TEST_API_KEY) =>
    createClient({
      modules: { graphql },
      auth: ApiKeyStrategy({ apiKey, siteId: TEST_SITE_ID }),
      baseUrl: t.baseUrl,
      retry: false,
    });

  it("queries products with variables as a visitor and as a merchant", async () => {
    const seen = await visitor().graphql<ProductsData>(PRODUCTS, {
      filter: { price: { $gt: 5 } },
      merchantData: true,
    });
    expect(seen).toEqual({
      data: {
        storesProductsV1Products: {
          items: [
            { id: "shirt", name: "Shirt", costAndProfitData: null },
            { id: "mug", name: "Mug", costAndProfitData: null },
          ],
          pageInfo: { total: 2 },
        },
      },
    });
    const asMerchant = await merchant().graphql<ProductsData>(PRODUCTS, { merchantData: true });
    expect(asMerchant.data.storesProductsV1Products.items[0]).toMatchObject({
      id: "shirt",
      costAndProfitData: { itemCost: 10 },
    });
  });

  it("returns GraphQL errors of an answered request as values", async () => {
    const result: GraphQLResult<Record<string, unknown>> = await visitor().graphql(
      `{ ok: storesProductsV1Product(queryInput: { id: "mug" }) { name }
         missing: storesProductsV1Product(queryInput: { id: "cap" }) { name } }`,
    );
    expect(result.data).toEqual({ ok: { name: "Mug" }, missing: null });
    expect(result.errors).toEqual([
      expect.objectContaining({ path: ["missing"], extensions: { code: "PRODUCT_NOT_FOUND" } }),
    ]);
    const unknown = await visitor().graphql("{ storesProductsV1Products { items { colour } } }");
    expect(unknown.data).toEqual({});
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
  });

  it("throws a GraphQLError with the status for a refused request", async () => {
    const refused = await merchant("not-a-key")
      .graphql(PRODUCTS)
      .catch((e: unknown) => e);
    expect(isGraphQLError(refused)).toBe(true);
    expect(refused).toMatchObject({ message: "GraphQL request failed with status 401", status: 401 });
    expect((refused as { requestId?: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);

    const strict = createClient({
      modules: { graphql },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: TEST_SITE_ID }),
      baseUrl: t.baseUrl,
      headers: { accept: "application/graphql-response+json" },
      retry: false,
    });
    const syntax = await strict.graphql("{ storesProductsV1Products {").catch((e: unknown) => e);
    expect(syntax).toMatchObject({ message: "GraphQL request failed with status 400", status: 400 });
  });
});
