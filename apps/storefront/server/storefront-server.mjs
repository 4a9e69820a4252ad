/**
 * The storefront's production server: Node's HTTP server in front of React Router's request
 * handler (`@react-router/node`) over a build (`react-router build`), and the build's browser
 * files. The settings (API origin, client id, catalogue) reach every loader and action through the
 * load context, so one build serves any store, and several servers with their own settings can
 * run in one process (the browser tests do). The build's browser files come first, sent as the
 * build stored them (their text files compressed at build time, `static-files.mjs`). Pages are
 * compressed per response (Brotli or gzip, as the browser accepts) with every write flushed, so a
 * streamed page's first flush still reaches the browser at once: a catalogue page the app's page
 * cache holds is answered from it before the router runs (`serveCachedPage` of the build's server
 * entry, `src/app/cached-pages.ts`), then the router. A server running in several processes
 * (`start.mjs`) passes `onWebhookPurge`, told of each purge a verified store webhook made in this
 * process's caches, and hands `purgeCaches` the purges the others made
 * (`src/app/webhook-purges.ts`). `close()` stops taking connections and waits for the requests
 * under way to finish, closing each keep-alive connection as its answer ends.
 */
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { constants } from "node:zlib";
import { createRequestListener } from "@react-router/node";
import compression from "compression";
import { staticFiles } from "./static-files.mjs";

/**
 * Starts serving the build in `buildDir` with the settings `config` on `port` (0: any free port).
 *
 * `onWebhookPurge`, when given, is told of each purge a verified webhook made in the server's caches.
 *
 * @param {import("./storefront-server.d.mts").StorefrontServerOptions} options
 * @returns {Promise<import("./storefront-server.d.mts").StorefrontServer>}
 *
 * @example
 * const server = await startStorefrontServer({ buildDir: "build", config: { apiUrl, clientId }, port: 5173 });
 * await server.close();
 */
export async function startStorefrontServer({ buildDir, config, port = 0, host, onWebhookPurge }) {
  const build = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  const serveFile = staticFiles(join(buildDir, "client"));
  /** @type {import("./storefront-server.d.mts").ServerEntry} */
  const entry = build.entry.module;
  if (onWebhookPurge) entry.onWebhookPurge(config, onWebhookPurge);
  const app = createRequestListener({ build, mode: "production", getLoadContext: () => ({ config }) });
  const compress = compression({
    flush: constants.Z_SYNC_FLUSH,
    brotli: { flush: constants.BROTLI_OPERATION_FLUSH },
  });
  let closing = false;
  // Once closing, a keep-alive connection is closed as its answer ends instead of idling until its
  // timeout (5 s), which would hold the close open.
  const closeIfClosing = () => {
    if (closing) setImmediate(() => server.closeIdleConnections());
  };
  const server = createServer((req, res) => {
    res.once("finish", closeIfClosing);
    if (serveFile(req, res)) return;
    compress(req, res, async () => {
      if (!entry.serveCachedPage(config, req, res)) await app(req, res);
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    port: bound,
    pageCacheStats: () => entry.pageCacheStats(config),
    purgeCaches: (purge) => entry.purgeCaches(config, purge),
    close: () =>
      new Promise((resolve, reject) => {
        closing = true;
        server.close((error) => (error ? reject(error) : resolve(undefined)));
        // Idle keep-alive connections would hold the close open; requests under way finish.
        server.closeIdleConnections();
      }),
  };
}
