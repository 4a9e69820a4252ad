/**
 * The root README's quick start and the SDK README's catalogue example, run as
 * written against a listening emulator with the demo store and the demo
 * credentials (the examples' free names filled in with demo values).
 */

import { type ListeningTestApp, listenTestApp, seedDemoStore } from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import {
  createProduct,
  getProduct,
  iterateProducts,
  products,
  queryCollections,
  queryProducts,
} from "@vitrine/sdk/catalog";
import { catalogReference, checkout, currentCart } from "@vitrine/sdk/ecom";
import { OAuthStrategy } from "@vitrine/sdk/identity";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

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
  it("queries as a visitor, creates a product as a merchant, and buys", async () => {
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

    // Buying, with the same visitor tokens.
    const shop = createClient({ baseUrl, modules: { currentCart, checkout }, auth: store.auth });
    const product = page.items[0]!;
    await shop.currentCart.addToCurrentCart({
      lineItems: [
        {
          catalogReference: catalogReference(product, { variantId: product.variants?.[0]?.id ?? "" }),
          quantity: 1,
        },
      ],
    });
    const checkoutId = await shop.currentCart.createCheckoutFromCurrentCart({ channelType: "WEB" });
    const { fullUrl } = await shop.checkout.createCheckoutRedirectSession(checkoutId, {
      thankYouPageUrl: "http://localhost:5173/thank-you",
      cartPageUrl: "http://localhost:5173/cart",
    });
    // The page is on the emulator's public URL; this one listens on a port of its own.
    const { pathname, search } = new URL(fullUrl ?? "");
    const hostedPage = await fetch(`${baseUrl}${pathname}${search}`);
    expect(hostedPage.status).toBe(200);
    expect(await hostedPage.text()).toContain(product.name ?? "");
  });

  it("runs the SDK README's catalogue example", async () => {
    const baseUrl = emulator.baseUrl;
    const auth = OAuthStrategy({ clientId: "vitrine-demo-client", baseUrl });
    const [apiKey, siteId] = ["vitrine-demo-api-key", "vitrine-demo-site"];
    const signal = new AbortController().signal;
    const indexed: string[] = [];
    const index = (p: { id?: string | null }) => indexed.push(p.id ?? "");

    const shop = createClient({
      baseUrl,
      modules: { products: { getProduct, queryProducts }, collectionsV2: { queryCollections } },
      auth,
    });
    const ids = (await shop.collectionsV2.queryCollections().find()).items.map((c) => c.id ?? "");
    const page = await shop.products
      .queryProducts()
      .eq("productType", "physical")
      .startsWith("name", "Shi")
      .between("price", 10, 50)
      .hasSome("collectionIds", ids)
      .ascending("price")
      .limit(20)
      .skip(40)
      .find();
    expect([page.items, page.totalCount, page.currentPage, page.totalPages]).toEqual([[], 0, 2, 0]);
    if (page.hasNext()) await page.next();
    await expect(page.next()).rejects.toThrow(RangeError);
    for await (const p of iterateProducts(shop.products.queryProducts(), { signal })) index(p);
    const admin = createClient({ baseUrl, modules: { products }, auth: ApiKeyStrategy({ apiKey, siteId }) });
    const all = await admin.products
      .queryProducts({ includeHiddenProducts: true, includeMerchantSpecificData: true })
      .find();
    expect(indexed).toHaveLength(all.totalCount ?? -1);
    expect(all.items.some((p) => p.costAndProfitData)).toBe(true);
  });
});
