/**
 * `getCatalogVersion` against the real emulator over HTTP: a store started for catalogue v3
 * says `V3_CATALOG` to visitors and merchants, the default store `V1_CATALOG`; each store
 * refuses the other catalogue's calls with the provider's 428.
 */

import { type ListeningTestApp, listenTestApp, TEST_CLIENT_ID } from "@vitrine/emulator/testing";
import { createClient } from "@vitrine/sdk";
import { getProduct } from "@vitrine/sdk/catalog";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, describe, expect, it } from "vitest";
import { applicationFailure, v3Clients } from "./support/v3-clients.ts";

describe("getCatalogVersion against the emulator", { timeout: 60_000 }, () => {
  let t: ListeningTestApp | undefined;
  afterEach(() => t?.close());

  it("a v3 store says V3_CATALOG to visitors and merchants", async () => {
    t = await listenTestApp({ catalogVersion: "V3_CATALOG" });
    const { admin, visitor } = v3Clients(t.baseUrl);
    expect(await visitor.catalogVersioning.getCatalogVersion()).toBe("V3_CATALOG");
    expect(await admin.catalogVersioning.getCatalogVersion()).toBe("V3_CATALOG");
  });

  it("the default store says V1_CATALOG", async () => {
    t = await listenTestApp();
    expect(await v3Clients(t.baseUrl).visitor.catalogVersioning.getCatalogVersion()).toBe("V1_CATALOG");
  });

  it("a v3 store refuses a v1 catalogue call with 428 CATALOG_V3_CALLING_CATALOG_V1_API", async () => {
    t = await listenTestApp({ catalogVersion: "V3_CATALOG" });
    const baseUrl = t.baseUrl;
    const v1 = createClient({
      modules: { products: { getProduct } },
      auth: OAuthStrategy({ clientId: TEST_CLIENT_ID, baseUrl }),
      baseUrl,
    });
    const error = await applicationFailure(v1.products.getProduct("p1"));
    expect([error.status, error.code]).toEqual([428, "CATALOG_V3_CALLING_CATALOG_V1_API"]);
  });

  it("a v1 store refuses a v3 product call with 428 CATALOG_V1_CALLING_CATALOG_V3_API", async () => {
    t = await listenTestApp();
    const error = await applicationFailure(v3Clients(t.baseUrl).visitor.productsV3.queryProducts().find());
    expect([error.status, error.code]).toEqual([428, "CATALOG_V1_CALLING_CATALOG_V3_API"]);
  });
});
