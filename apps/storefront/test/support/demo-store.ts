/**
 * The store a storefront under test talks to: a listening emulator on 127.0.0.1 with the demo
 * store (CORS allowing the storefront's origin) that delivers the store's signed webhooks, as
 * `npm start` runs it (its delivery worker runs, with fast retries), to the URLs subscribed.
 * `stop()` ends the delivery, then the emulator. `setProductPrice` changes a price as the merchant
 * does, through the merchant API.
 */
import {
  devWebhooks,
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  seedDemoStoreV3,
  startWebhookWorker,
} from "@vitrine/emulator/testing";
import { ApiKeyStrategy, createClient } from "@vitrine/sdk";
import { updateProduct } from "@vitrine/sdk/catalog";

/** The OAuth client of the storefront under test. */
export const CLIENT_ID = "vitrine-demo-client";

/** A running demo store. */
export interface DemoStore {
  emulator: ListeningTestApp;
  /** The store's webhook public key (PEM), which verifies its deliveries. */
  webhookPublicKey: string;
  /** Delivers the store's webhooks to `url` from now on. */
  subscribe(url: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the emulator with the demo store for the storefront at `origin`, on catalogue `catalog`
 * (default `v1`).
 *
 * @example
 * ```ts
 * const store = await startDemoStore("http://127.0.0.1:5173");
 * await store.subscribe("http://127.0.0.1:5173/webhooks");
 * await store.stop();
 * ```
 */
export async function startDemoStore(origin: string, catalog: "v1" | "v3" = "v1"): Promise<DemoStore> {
  const emulator = await listenTestApp({
    siteId: "vitrine-demo-site",
    apiKeys: ["vitrine-demo-api-key"],
    oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [origin] }],
    catalogVersion: catalog === "v3" ? "V3_CATALOG" : "V1_CATALOG",
    webhooks: fastWebhookSettings(),
  });
  let stopDelivery = async () => {};
  try {
    await (catalog === "v3" ? seedDemoStoreV3 : seedDemoStore)(emulator.db, emulator.baseUrl);
    stopDelivery = await startWebhookWorker(emulator);
    const webhooks = devWebhooks(emulator.baseUrl, {
      authorization: "vitrine-demo-api-key",
      "wix-site-id": "vitrine-demo-site",
    });
    const { pem } = await webhooks.publicKey();
    return {
      emulator,
      webhookPublicKey: pem,
      async subscribe(url) {
        await webhooks.subscribe(url);
      },
      async stop() {
        await stopDelivery();
        await emulator.close();
      },
    };
  } catch (error) {
    await stopDelivery();
    await emulator.close();
    throw error;
  }
}

/**
 * Sets product `productId`'s price to `price` through the merchant API of the demo store at
 * `baseUrl` (v1), which delivers the change's webhook.
 *
 * @example
 * ```ts
 * await setProductPrice(store.emulator.baseUrl, product.id, 987.65);
 * ```
 */
export async function setProductPrice(baseUrl: string, productId: string, price: number): Promise<void> {
  const admin = createClient({
    baseUrl,
    modules: { products: { updateProduct } },
    auth: ApiKeyStrategy({ apiKey: "vitrine-demo-api-key", siteId: "vitrine-demo-site" }),
  });
  await admin.products.updateProduct(productId, { priceData: { price } });
}
