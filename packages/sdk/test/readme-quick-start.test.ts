/**
 * The root README's quick start, run as written against a listening emulator
 * with the demo store and the demo credentials.
 */
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { createProduct, getProduct, queryProducts } from "@vitrine/sdk/catalog";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedDemoStore } from "../../emulator/src/catalog/seed/demo-store.ts";
import { type ListeningTestApp, listenTestApp } from "../../emulator/test/support/test-app.ts";

let emulator: ListeningTestApp;

beforeEach(async () => {
  emulator = await listenTestApp({
    siteId: "vitrine-demo-site",
    apiKeys: ["vitrine-demo-api-key"],
    oauthClients: [{ clientId: "vitrine-demo-client", allowedOrigins: ["http://localhost:5173"] }],
  });
  await seedDemoStore(emulator.db, emulator.baseUrl);
});
afterEach(() => emulator.close());

describe("the README quick start", () => {
  it("queries as a visitor and creates a product as a merchant", async () => {
    const baseUrl = emulator.baseUrl;
    const store = createClient({
      baseUrl,
      modules: { products: { getProduct, queryProducts } },
      auth: OAuthStrategy({ clientId: "vitrine-demo-client", baseUrl }),
    });
    const page = await store.products
      .queryProducts()
      .between("price", 10, 80)
      .ascending("price")
      .limit(20)
      .find();
    expect(page.items.length).toBeGreaterThan(0);
    const prices = page.items.map((p) => p.priceData?.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((price) => price >= 10 && price <= 80)).toBe(true);

    const admin = createClient({
      baseUrl,
      modules: { products: { createProduct } },
      auth: ApiKeyStrategy({ apiKey: "vitrine-demo-api-key", siteId: "vitrine-demo-site" }),
    });
    const tote = await admin.products.createProduct({
      name: "Waxed canvas apron",
      productType: "physical",
      priceData: { price: 24 },
    });
    expect(tote.slug).toBe("waxed-canvas-apron");
    const read = await store.products.getProduct(tote.id!);
    expect(read.priceData?.formatted?.price).toBe("$24.00");
  });
});
