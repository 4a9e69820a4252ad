/**
 * The storefront as a visitor meets it, for browser tests: a listening emulator with the demo
 * store (CORS allowing the storefront's origin), and the storefront's production build (made once
 * per source state, `build-once.ts`) served by its own server (`server/storefront-server.mjs`)
 * with that emulator in its settings, all on 127.0.0.1. As `npm start` runs them, the emulator
 * delivers the store's signed webhooks to the storefront's `/webhooks` (its delivery worker runs,
 * with fast retries), which purges the catalogue cache when the merchant changes the catalogue.
 * `stop()` ends them all.
 */
import { join } from "node:path";
import {
  devWebhooks,
  fastWebhookSettings,
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  seedDemoStoreV3,
  startWebhookWorker,
} from "@vitrine/emulator/testing";
import { freePort } from "@vitrine/testkit";
import { type PageCacheStats, startStorefrontServer } from "../../server/storefront-server.mjs";
import { storefrontBuild } from "./build-once.ts";

export { STOREFRONT_ROOT } from "./build-once.ts";

const CLIENT_ID = "vitrine-demo-client";

/** A running emulator and storefront. */
export interface StorefrontUnderTest {
  emulator: ListeningTestApp;
  /** The storefront's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The browser build being served (with Vite's `.vite/manifest.json`). */
  outDir: string;
  /** The storefront server's page cache counters. */
  pageCache(): PageCacheStats;
  stop(): Promise<void>;
}

/** The store {@link startStorefront} starts. */
export interface StorefrontOptions {
  /** The catalogue the emulator's store runs, with the same demo shop (default `v1`). */
  catalog?: "v1" | "v3";
  /** The storefront server's page cache bound (default its own). */
  pageCacheBytes?: number;
}

/**
 * Starts the emulator and serves the storefront's build against it.
 *
 * @example
 * ```ts
 * const storefront = await startStorefront({ catalog: "v3" });
 * await storefront.stop();
 * ```
 */
export async function startStorefront(options: StorefrontOptions = {}): Promise<StorefrontUnderTest> {
  const buildDir = await storefrontBuild();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const emulator = await listenTestApp({
    siteId: "vitrine-demo-site",
    apiKeys: ["vitrine-demo-api-key"],
    oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [origin] }],
    catalogVersion: options.catalog === "v3" ? "V3_CATALOG" : "V1_CATALOG",
    webhooks: fastWebhookSettings(),
  });
  let stopDelivery = async () => {};
  try {
    await (options.catalog === "v3" ? seedDemoStoreV3 : seedDemoStore)(emulator.db, emulator.baseUrl);
    stopDelivery = await startWebhookWorker(emulator);
    const webhooks = devWebhooks(emulator.baseUrl, {
      authorization: "vitrine-demo-api-key",
      "wix-site-id": "vitrine-demo-site",
    });
    const { pem } = await webhooks.publicKey();
    const server = await startStorefrontServer({
      buildDir,
      config: {
        apiUrl: emulator.baseUrl,
        clientId: CLIENT_ID,
        webhookPublicKey: pem,
        ...(options.pageCacheBytes === undefined ? {} : { pageCacheBytes: options.pageCacheBytes }),
      },
      port,
      host: "127.0.0.1",
    });
    await webhooks.subscribe(`${origin}/webhooks`);
    return {
      emulator,
      origin,
      outDir: join(buildDir, "client"),
      pageCache: () => server.pageCacheStats(),
      async stop() {
        await stopDelivery();
        await server.close();
        await emulator.close();
      },
    };
  } catch (error) {
    await stopDelivery();
    await emulator.close();
    throw error;
  }
}
