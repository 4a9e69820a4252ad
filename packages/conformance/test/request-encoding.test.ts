/**
 * Byte-identical requests: the provider's published client (`@wix/sdk` + `@wix/stores`) and
 * `@vitrine/sdk` make the same calls against one local recording server; method, path, query
 * string and body must be equal. The provider's client is routed to 127.0.0.1 by wrapping
 * `globalThis.fetch`; nothing leaves this machine.
 */

import { ApiKeyStrategy, createClient, defineCall } from "@vitrine/sdk";
import { createClient as createProviderClient, ApiKeyStrategy as ProviderApiKey } from "@wix/sdk";
import { products as providerProducts } from "@wix/stores";
import { beforeAll, describe, expect, it } from "vitest";
import { expectSameRequest, requestDiff } from "./support/request-diff.ts";

const getProduct = defineCall({
  method: "GET",
  path: "/stores-reader/v1/products/{id}",
  request: (id: string, options: { includeMerchantSpecificData?: boolean } = {}) => ({
    query: { id, ...options },
  }),
});
const queryProducts = defineCall({
  method: "GET",
  path: "/stores-reader/v1/products/query-platformized",
  complex: true,
  request: (query: object) => ({ query: { query } }),
});
const updateProduct = defineCall({
  method: "PATCH",
  path: "/stores/v1/products/{product.id}",
  request: (product: object) => ({ body: { product } }),
});
const deleteProduct = defineCall({
  method: "DELETE",
  path: "/stores/v1/products/{id}",
  request: (id: string) => ({ query: { id } }),
});

const manyIds = Array.from({ length: 300 }, (_, i) => `product-${i}`);

describe("request encoding matches the provider's client", () => {
  const diff = requestDiff({ product: { id: "p1" }, products: [], metadata: {} });
  const { both } = diff;
  let provider: ReturnType<typeof makeProvider>;
  let vitrine: ReturnType<typeof makeVitrine>;

  function makeProvider() {
    return createProviderClient({
      modules: { products: providerProducts },
      auth: ProviderApiKey({ apiKey: "test-key", siteId: "site-1" }),
    });
  }
  function makeVitrine(origin: string) {
    return createClient({
      modules: { products: { getProduct, queryProducts, updateProduct, deleteProduct } },
      auth: ApiKeyStrategy({ apiKey: "test-key", siteId: "site-1" }),
      baseUrl: origin,
    });
  }

  beforeAll(() => {
    provider = makeProvider();
    vitrine = makeVitrine(diff.origin);
  });

  it("simple parameters (get product)", async () => {
    const [theirs, ours] = await both(
      () => provider.products.getProduct("p1", { includeMerchantSpecificData: true }),
      () => vitrine.products.getProduct("p1", { includeMerchantSpecificData: true }),
    );
    expect(theirs.query).toBe("id=p1&includeMerchantSpecificData=true");
    expectSameRequest(theirs, ours);
    const [plainTheirs, plainOurs] = await both(
      () => provider.products.getProduct("p1"),
      () => vitrine.products.getProduct("p1"),
    );
    expectSameRequest(plainTheirs, plainOurs);
  });

  it("nested payload (query with filter, sort and paging) as .r", async () => {
    const [theirs, ours] = await both(
      () =>
        provider.products
          .queryProducts()
          .startsWith("name", "Shirt")
          .gt("priceData.price", 10)
          .ascending("priceData.price")
          .skip(10)
          .find(),
      () =>
        vitrine.products.queryProducts({
          filter: { $and: [{ name: { $startsWith: "Shirt" } }, { "priceData.price": { $gt: 10 } }] },
          paging: { offset: 10, limit: 50 },
          sort: [{ fieldName: "priceData.price", order: "ASC" }],
        }),
    );
    expect(theirs.query.startsWith(".r=")).toBe(true);
    expectSameRequest(theirs, ours);
  });

  it("non-ASCII text in .r", async () => {
    const name = "Chaussure été — 日本語 🧦";
    const [theirs, ours] = await both(
      () => provider.products.queryProducts().eq("name", name).limit(5).find(),
      () => vitrine.products.queryProducts({ filter: { name }, paging: { limit: 5, offset: 0 } }),
    );
    expectSameRequest(theirs, ours);
  });

  it("long payload over 4000 characters as a POST body", async () => {
    const [theirs, ours] = await both(
      () => provider.products.queryProducts().in("_id", manyIds).find(),
      () =>
        vitrine.products.queryProducts({
          filter: { id: { $in: manyIds } },
          paging: { offset: 0, limit: 50 },
        }),
    );
    expect(theirs.method).toBe("POST");
    expect(theirs.query).toBe("");
    expectSameRequest(theirs, ours);
  });

  it("path parameters from the body and the query string (update, delete)", async () => {
    const [updTheirs, updOurs] = await both(
      () => provider.products.updateProduct("p1", { name: "Été" }),
      () => vitrine.products.updateProduct({ name: "Été", id: "p1" }),
    );
    expectSameRequest(updTheirs, updOurs);
    const [delTheirs, delOurs] = await both(
      () => provider.products.deleteProduct("p1"),
      () => vitrine.products.deleteProduct("p1"),
    );
    expectSameRequest(delTheirs, delOurs);
  });

  it("refuses traffic that would leave 127.0.0.1", async () => {
    await expect(fetch("https://example.com/")).rejects.toThrow(/stays? on 127\.0\.0\.1/);
  });
});
