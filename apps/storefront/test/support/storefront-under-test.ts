/**
 * The storefront as a visitor meets it, for browser tests: a listening emulator with the demo
 * store (CORS allowing the storefront's origin), and the storefront's production build (made once
 * per source state, `build-once.ts`) served by its own server (`server/storefront-server.mjs`)
 * with that emulator in its settings, all on 127.0.0.1; on request the emulator's webhook delivery
 * worker runs too (the test app does not deliver by itself). `stop()` ends them all.
 */
import { join } from "node:path";
import {
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  seedDemoStoreV3,
  startWebhookWorker,
} from "@vitrine/emulator/testing";
import { freePort } from "@vitrine/testkit";
import { startStorefrontServer } from "../../server/storefront-server.mjs";
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
  stop(): Promise<void>;
}

/** What {@link startStorefront} starts besides the emulator and the storefront. */
export interface StorefrontOptions {
  /** Run the emulator's webhook delivery worker (default `false`); `stop()` stops it first. */
  deliverWebhooks?: boolean;
  /** The catalogue the emulator's store runs, with the same demo shop (default `v1`). */
  catalog?: "v1" | "v3";
}

/**
 * Starts the emulator and serves the storefront's build against it.
 *
 * @example
 * ```ts
 * const storefront = await startStorefront({ deliverWebhooks: true });
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
  });
  let stopDelivery = async () => {};
  try {
    await (options.catalog === "v3" ? seedDemoStoreV3 : seedDemoStore)(emulator.db, emulator.baseUrl);
    if (options.deliverWebhooks) stopDelivery = await startWebhookWorker(emulator);
    const server = await startStorefrontServer({
      buildDir,
      config: { apiUrl: emulator.baseUrl, clientId: CLIENT_ID },
      port,
      host: "127.0.0.1",
    });
    return {
      emulator,
      origin,
      outDir: join(buildDir, "client"),
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
