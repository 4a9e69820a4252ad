/**
 * The storefront as a visitor meets it, for browser tests: a listening emulator with the demo
 * store (CORS allowing the storefront's origin), the storefront built with Vite's JS API and
 * pointed at that emulator, served by `vite preview`, all on 127.0.0.1. `stop()` ends them all.
 */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";
import { seedDemoStore } from "../../../../packages/emulator/src/catalog/seed/demo-store.ts";
import { type ListeningTestApp, listenTestApp } from "../../../../packages/emulator/test/support/test-app.ts";

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

/** A free TCP port on 127.0.0.1 (asked from the OS, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the emulator, builds the storefront against it and serves the build. */
export async function startStorefront(): Promise<StorefrontUnderTest> {
  const port = await freePort();
  const outDir = newOutDir();
  const origin = `http://127.0.0.1:${port}`;
  const emulator = await listenTestApp({
    siteId: "vitrine-demo-site",
    apiKeys: ["vitrine-demo-api-key"],
    oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [origin] }],
  });
  try {
    await seedDemoStore(emulator.db, emulator.baseUrl);
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
        await server.close();
        await emulator.close();
        rmSync(outDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await emulator.close();
    throw error;
  }
}

function restore(name: string, value: string | undefined) {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
