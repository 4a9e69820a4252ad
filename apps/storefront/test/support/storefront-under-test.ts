/**
 * The storefront as a visitor meets it, for browser tests: a listening emulator with the demo
 * store (CORS allowing the storefront's origin), the storefront built with Vite's JS API and
 * pointed at that emulator, served by `vite preview`, all on 127.0.0.1; on request the emulator's
 * webhook delivery worker runs too (the test app does not deliver by itself). `stop()` ends them all.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  type ListeningTestApp,
  listenTestApp,
  seedDemoStore,
  seedDemoStoreV3,
  startWebhookWorker,
} from "@vitrine/emulator/testing";
import { freePort } from "@vitrine/testkit";
import { build, preview } from "vite";

/** The storefront app's folder. */
export const STOREFRONT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/**
 * Where a build goes (git-ignored): a folder of its own, since test files run in parallel workers
 * and each build points at its own emulator.
 */
function newOutDir(): string {
  return fileURLToPath(new URL(`../../test-results/e2e-dist-${randomUUID()}`, import.meta.url));
}
const CLIENT_ID = "vitrine-demo-client";

/** A running emulator and storefront. */
export interface StorefrontUnderTest {
  emulator: ListeningTestApp;
  /** The storefront's origin, `http://127.0.0.1:<port>`. */
  origin: string;
  /** The folder of the build being served (with Vite's `.vite/manifest.json`). */
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
 * Starts the emulator, builds the storefront against it and serves the build.
 *
 * @example
 * ```ts
 * const storefront = await startStorefront({ deliverWebhooks: true });
 * await storefront.stop();
 * ```
 */
export async function startStorefront(options: StorefrontOptions = {}): Promise<StorefrontUnderTest> {
  const port = await freePort();
  const outDir = newOutDir();
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
    // Vitest sets NODE_ENV=test, which Vite would keep (React's development build); build as `npm start` does.
    const previous = {
      url: process.env.VITE_VITRINE_API_URL,
      client: process.env.VITE_VITRINE_CLIENT_ID,
      nodeEnv: process.env.NODE_ENV,
    };
    process.env.VITE_VITRINE_API_URL = emulator.baseUrl;
    process.env.VITE_VITRINE_CLIENT_ID = CLIENT_ID;
    process.env.NODE_ENV = "production";
    try {
      await build({
        root: STOREFRONT_ROOT,
        mode: "production",
        logLevel: "warn",
        build: { outDir, emptyOutDir: true },
      });
    } finally {
      restore("VITE_VITRINE_API_URL", previous.url);
      restore("VITE_VITRINE_CLIENT_ID", previous.client);
      restore("NODE_ENV", previous.nodeEnv);
    }
    const server = await preview({
      root: STOREFRONT_ROOT,
      logLevel: "warn",
      build: { outDir: outDir },
      preview: { host: "127.0.0.1", port, strictPort: true, open: false },
    });
    return {
      emulator,
      origin,
      outDir,
      async stop() {
        await stopDelivery();
        await server.close();
        await emulator.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopDelivery();
    await emulator.close();
    throw error;
  }
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
