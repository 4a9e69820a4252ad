/**
 * The storefront as a visitor meets it, for browser tests: a listening emulator with the demo
 * store that delivers the store's signed webhooks (`demo-store.ts`), and the storefront's
 * production build (made once per source state, `build-once.ts`) served by its own server
 * (`server/storefront-server.mjs`) with that emulator in its settings, all on 127.0.0.1. As
 * `npm start` runs them, the store's webhooks reach the storefront's `/webhooks`, which purges the
 * catalogue cache when the merchant changes the catalogue. `stop()` ends them all.
 */
import { join } from "node:path";
import type { ListeningTestApp } from "@vitrine/emulator/testing";
import { freePort } from "@vitrine/testkit";
import { type PageCacheStats, startStorefrontServer } from "../../server/storefront-server.mjs";
import { storefrontBuild } from "./build-once.ts";
import { CLIENT_ID, startDemoStore } from "./demo-store.ts";

export { STOREFRONT_ROOT } from "./build-once.ts";

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
  const store = await startDemoStore(origin, options.catalog);
  try {
    const server = await startStorefrontServer({
      buildDir,
      config: {
        apiUrl: store.emulator.baseUrl,
        clientId: CLIENT_ID,
        webhookPublicKey: store.webhookPublicKey,
        ...(options.pageCacheBytes === undefined ? {} : { pageCacheBytes: options.pageCacheBytes }),
      },
      port,
      host: "127.0.0.1",
    });
    await store.subscribe(`${origin}/webhooks`);
    return {
      emulator: store.emulator,
      origin,
      outDir: join(buildDir, "client"),
      pageCache: () => server.pageCacheStats(),
      async stop() {
        await server.close();
        await store.stop();
      },
    };
  } catch (error) {
    await store.stop();
    throw error;
  }
}
