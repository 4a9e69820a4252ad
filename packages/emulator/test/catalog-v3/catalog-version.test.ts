/**
 * A site runs one catalogue: `GET /stores/v3/provision/version` says which, and
 * the other catalogue's calls answer 428 with the provider's code and message,
 * while the v3 ribbons answer on both.
 */

import type { CatalogVersion } from "@vitrine/sdk/catalog";
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp | undefined;
afterEach(() => t?.close());

async function app(catalogVersion?: CatalogVersion): Promise<TestApp> {
  t = await startTestApp(catalogVersion ? { catalogVersion } : {});
  return t;
}

describe("the catalogue version", () => {
  it("is V1_CATALOG by default and V3_CATALOG when configured", async () => {
    const v1 = await app();
    const first = await v1.inject({
      method: "GET",
      url: "/stores/v3/provision/version",
      headers: { authorization: await v1.visitorToken() },
    });
    expect(first.json()).toEqual({ catalogVersion: "V1_CATALOG" });
    await v1.close();
    const v3 = await app("V3_CATALOG");
    const second = await v3.inject({
      method: "GET",
      url: "/stores/v3/provision/version",
      headers: v3.merchantHeaders,
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ catalogVersion: "V3_CATALOG" });
  });

  it("needs a credential", async () => {
    const v3 = await app("V3_CATALOG");
    const response = await v3.inject({ method: "GET", url: "/stores/v3/provision/version" });
    expect(response.statusCode).toBe(401);
  });
});

describe("a v3 store", () => {
  it("refuses v1 catalogue reads and writes with 428 CATALOG_V3_CALLING_CATALOG_V1_API, changing nothing", async () => {
    const v3 = await app("V3_CATALOG");
    const visitor = { authorization: await v3.visitorToken() };
    const calls = [
      { method: "POST", url: "/stores-reader/v1/products/query-platformized", headers: visitor, payload: {} },
      { method: "GET", url: "/v2/collections/query", headers: visitor },
      {
        method: "POST",
        url: "/stores/v1/products",
        headers: v3.merchantHeaders,
        payload: { product: { name: "A" } },
      },
    ] as const;
    for (const call of calls) {
      const response = await v3.inject(call);
      expect(response.statusCode, call.url).toBe(428);
      expect(response.json()).toMatchObject({
        message: "Endpoint belongs to CATALOG_V1, but your site is using CATALOG_V3.",
        details: { applicationError: { code: "CATALOG_V3_CALLING_CATALOG_V1_API" } },
      });
    }
    const rows = await v3.db.query("select 1 from products");
    expect(rows).toHaveLength(0);
  });

  it("serves the v3 ribbons", async () => {
    const v3 = await app("V3_CATALOG");
    const response = await v3.inject({
      method: "POST",
      url: "/stores/v3/ribbons",
      headers: v3.merchantHeaders,
      payload: { ribbon: { name: "Sale" } },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("a v1 store", () => {
  it("serves the v3 ribbons", async () => {
    const v1 = await app();
    const ribbons = await v1.inject({
      method: "POST",
      url: "/stores/v3/ribbons/query",
      headers: { authorization: await v1.visitorToken() },
      payload: { query: {} },
    });
    expect(ribbons.statusCode).toBe(200);
  });
});
