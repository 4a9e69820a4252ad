/**
 * The catalogue cache purged by the store's signed webhooks over the network: a listening
 * emulator delivers its webhooks to a real HTTP server running the storefront's webhook handler;
 * a product read and a listing read are cached; the merchant changes the product's price through
 * the SDK, and within 2 s both reads show the new price, with no restart. A delivery signed with
 * another key is refused (401) and purges nothing, a malformed one answers 400. With the API
 * stopped, an expired cached read is still served.
 */

import { createSign, generateKeyPairSync } from "node:crypto";
import {
  devWebhooks,
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  TEST_API_KEY,
} from "@vitrine/emulator/testing";
import {
  createQueryClient,
  createVitrineClient,
  productQueryOptions,
  productsQueryOptions,
  type ShopProduct,
  type ShopProductPage,
} from "@vitrine/react";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { updateProduct } from "@vitrine/sdk/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CatalogueCache, createCatalogueCache } from "../../src/http/catalogue-cache.ts";
import { CATALOGUE_TAGS } from "../../src/http/catalogue-tags.ts";
import { catalogueWebhookHandler } from "../../src/http/catalogue-webhooks.ts";
import { type HandlerServer, serveHandler } from "./handler-server.ts";

const CLIENT_ID = "cache-test-client";
const SLUG = "photo-presets-pack";

/** A JWT like a delivery's, signed with a key the store never had. */
function forgedDelivery(): string {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const data = JSON.stringify({ eventType: "wix.stores.catalog.v3.product_updated", data: "{}" });
  const unsigned = `${part({ alg: "RS256", typ: "JWT" })}.${part({ data, iat: now, exp: now + 60 })}`;
  return `${unsigned}.${createSign("RSA-SHA256").update(unsigned).sign(privateKey).toString("base64url")}`;
}

describe("the catalogue cache purged by the store's webhooks", () => {
  let emulator: ListeningTestApp;
  let server: HandlerServer;
  let cache: CatalogueCache;
  let time = Date.now();
  let stopped = false;
  // The shop's query client, whose own cache the loads bypass (`staleTime: 0`): the cache under
  // test is the only one.
  const queryClient = createQueryClient();
  let shop: ReturnType<typeof createVitrineClient>;

  const readProduct = () =>
    cache.read<ShopProduct | null>({
      key: `product:${SLUG}`,
      tags: (product) => (product ? [CATALOGUE_TAGS.product(product.id)] : [CATALOGUE_TAGS.missing]),
      load: () => queryClient.fetchQuery({ ...productQueryOptions(shop, SLUG), staleTime: 0 }),
    });
  const readListing = () =>
    cache.read<ShopProductPage>({
      key: "listing:shop:price-desc",
      tags: () => [CATALOGUE_TAGS.listings],
      load: () =>
        queryClient.fetchQuery({
          ...productsQueryOptions(shop, { sort: "price-desc", pageSize: 5 }),
          staleTime: 0,
        }),
    });

  beforeAll(async () => {
    emulator = await listenTestApp(
      { oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [] }], webhooks: fastWebhookSettings() },
      { deliverWebhooks: true },
    );
    await seedDemoStore(emulator.db, emulator.baseUrl);
    shop = createVitrineClient({ baseUrl: emulator.baseUrl, clientId: CLIENT_ID });
    const webhooks = devWebhooks(emulator.baseUrl, emulator.merchantHeaders);
    cache = createCatalogueCache({ ttlMs: 60_000, now: () => time });
    const { pem } = await webhooks.publicKey();
    server = await serveHandler(catalogueWebhookHandler({ publicKey: pem, cache }));
    await webhooks.subscribe(`${server.origin}/webhooks`);
  });

  afterAll(async () => {
    // The last test stops both; a failure before it leaves them running.
    if (!stopped) {
      await server?.close();
      await emulator?.close();
    }
  });

  it("shows the merchant's new price within 2 s, on the product and in listings", async () => {
    const before = await readProduct();
    if (!before) throw new Error(`${SLUG} missing`);
    await readListing();
    const newPrice = 999;
    expect(before.price.price).not.toBe(newPrice);
    // Served from the cache: the same object however often it is read.
    expect(await readProduct()).toBe(before);

    const admin = createClient({
      baseUrl: emulator.baseUrl,
      modules: { products: { updateProduct } },
      auth: ApiKeyStrategy({ apiKey: TEST_API_KEY, siteId: emulator.config.siteId }),
    });
    const changed = Date.now();
    await admin.products.updateProduct(before.id, { priceData: { price: newPrice } });
    await expect
      .poll(async () => (await readProduct())?.price.price, { timeout: 2_000, interval: 20 })
      .toBe(newPrice);
    const elapsed = Date.now() - changed;
    expect(elapsed).toBeLessThan(2_000);
    const listing = await readListing();
    expect(listing.items[0]?.slug).toBe(SLUG);
  });

  it("refuses a delivery signed with another key (401) or malformed (400), and purges nothing", async () => {
    const kept = await readProduct();
    const forged = await fetch(`${server.origin}/webhooks`, { method: "POST", body: forgedDelivery() });
    expect(forged.status).toBe(401);
    const malformed = await fetch(`${server.origin}/webhooks`, { method: "POST", body: "not a token" });
    expect(malformed.status).toBe(400);
    expect((await fetch(`${server.origin}/webhooks`)).status).toBe(405);
    expect(await readProduct()).toBe(kept);
  });

  it("serves an expired read while the API is stopped", async () => {
    const cached = await readProduct();
    time += 61_000;
    stopped = true;
    await server.close();
    await emulator.close();
    expect(await readProduct()).toBe(cached);
  });
});
