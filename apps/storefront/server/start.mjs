#!/usr/bin/env node
/**
 * `npm start` of the storefront (`node server/start.mjs`): serves the production build in
 * `build/` (or `VITRINE_BUILD_DIR`) on `PORT` (default 5173; `HOST` optional) for the store of
 * `VITRINE_API_URL` and `VITRINE_CLIENT_ID` (`VITRINE_CATALOG` `v1`/`v3` and the store's webhook
 * public key `VITRINE_WEBHOOK_PUBLIC_KEY`, which lets `POST /webhooks` purge the catalogue cache,
 * optional; `VITRINE_PAGE_CACHE_BYTES` bounds the page cache, default 32 MiB, 0 turns it off),
 * with React's production build unless `NODE_ENV` says otherwise. On SIGTERM or
 * SIGINT it stops taking connections, lets the requests under way finish, and exits. Run it with
 * `MALLOC_ARENA_MAX=2`, as `npm start` does, so its memory stays flat (the README says why).
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

// React picks its production build by NODE_ENV when first imported (it spends about half the
// CPU per page in its development build), so the server module is imported after this is set.
process.env.NODE_ENV ??= "production";
const { startStorefrontServer } = await import("./storefront-server.mjs");

const CATALOGS = { v1: "V1_CATALOG", v3: "V3_CATALOG" };
const env = process.env;
const catalog = CATALOGS[/** @type {"v1" | "v3"} */ (env.VITRINE_CATALOG)];
const server = await startStorefrontServer({
  buildDir: resolve(fileURLToPath(new URL("..", import.meta.url)), env.VITRINE_BUILD_DIR || "build"),
  config: {
    apiUrl: env.VITRINE_API_URL || "http://localhost:4000",
    clientId: env.VITRINE_CLIENT_ID || "vitrine-demo-client",
    ...(catalog ? { catalog } : {}),
    ...(env.VITRINE_WEBHOOK_PUBLIC_KEY ? { webhookPublicKey: env.VITRINE_WEBHOOK_PUBLIC_KEY } : {}),
    ...(env.VITRINE_PAGE_CACHE_BYTES ? { pageCacheBytes: Number(env.VITRINE_PAGE_CACHE_BYTES) } : {}),
  },
  port: Number(env.PORT || 5173),
  ...(env.HOST ? { host: env.HOST } : {}),
});
console.log(`Storefront listening on http://${env.HOST || "localhost"}:${server.port}`);

for (const signal of ["SIGTERM", "SIGINT"])
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
