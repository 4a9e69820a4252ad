#!/usr/bin/env node
/**
 * `npm start` of the storefront (`node server/start.mjs`): serves the production build in
 * `build/` (or `VITRINE_BUILD_DIR`) on `PORT` (default 5173; `HOST` optional) for the store of
 * `VITRINE_API_URL` and `VITRINE_CLIENT_ID` (`VITRINE_CATALOG` `v1`/`v3` and the store's webhook
 * public key `VITRINE_WEBHOOK_PUBLIC_KEY`, which lets `POST /webhooks` purge the catalogue cache,
 * optional; `VITRINE_PAGE_CACHE_BYTES` bounds the page cache, default 32 MiB, 0 turns it off),
 * with React's production build unless `NODE_ENV` says otherwise. Run it with
 * `MALLOC_ARENA_MAX=2`, as `npm start` does, so its memory stays flat (the README says why).
 *
 * It serves from `VITRINE_WORKERS` processes (default `os.availableParallelism()`, one a core): this
 * one, the primary, forks that many workers (`node:cluster`), each running the server on the
 * shared port with caches of its own, and prints "Storefront listening on …" once all of them
 * listen; `1` runs the server in this process alone. A worker that dies is replaced (one that dies
 * before it listened stops the server, as a server that cannot start does). A store webhook reaches
 * one worker, which sends the purge it made to the primary, which sends it to the other workers
 * (`onWebhookPurge` and `purgeCaches` of `storefront-server.mjs`). On SIGTERM or SIGINT each
 * server stops taking connections, lets the requests under way finish, and exits; the primary
 * passes the signal to its workers as SIGTERM and exits 0 once they all have. A worker whose
 * primary is gone exits at once (`node:cluster` ends it when their channel closes).
 */
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

// React picks its production build by NODE_ENV when first imported (it spends about half the
// CPU per page in its development build), so the server module is imported after this is set;
// the workers inherit it.
process.env.NODE_ENV ??= "production";

/** The `type` of the message that carries a webhook's purge between the primary and its workers. */
const PURGE_MESSAGE = "storefront:purge";
const SIGNALS = /** @type {const} */ (["SIGTERM", "SIGINT"]);
const CATALOGS = { v1: "V1_CATALOG", v3: "V3_CATALOG" };
const env = process.env;

if (cluster.isWorker) await serve();
else {
  const workers = workerCount(env.VITRINE_WORKERS);
  if (workers === 1) await serve();
  else superviseWorkers(workers);
}

/** The number of server processes `VITRINE_WORKERS` asks for (unset or empty: one a core). */
function workerCount(setting) {
  if (setting === undefined || setting === "") return availableParallelism();
  const count = Number(setting);
  if (Number.isInteger(count) && count >= 1) return count;
  console.error(`VITRINE_WORKERS must be a whole number of 1 or more, not "${setting}".`);
  process.exit(1);
}

/** The address the listening line names. */
function origin(port) {
  return `http://${env.HOST || "localhost"}:${port}`;
}

/**
 * Runs the server in this process (the only one, or a worker) until SIGTERM or SIGINT; a worker
 * sends the purges its webhooks make to the primary and applies those the primary sends it.
 */
async function serve() {
  const { startStorefrontServer } = await import("./storefront-server.mjs");
  const catalog = CATALOGS[/** @type {"v1" | "v3"} */ (env.VITRINE_CATALOG)];
  const started = startStorefrontServer({
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
    ...(cluster.isWorker
      ? { onWebhookPurge: (purge) => process.send?.({ type: PURGE_MESSAGE, purge }) }
      : {}),
  });
  // A worker may be told twice (SIGINT from the terminal, SIGTERM from the primary): one close.
  let closing = false;
  for (const signal of SIGNALS)
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      started
        .then((server) => server.close())
        .then(
          () => process.exit(0),
          (error) => {
            console.error(error);
            process.exit(1);
          },
        );
    });
  const server = await started;
  if (cluster.isPrimary) console.log(`Storefront listening on ${origin(server.port)}`);
  else
    process.on("message", (message) => {
      if (message?.type === PURGE_MESSAGE) server.purgeCaches(message.purge);
    });
}

/**
 * Forks `count` workers, says the server listens once they all do, replaces a worker that dies,
 * passes each worker's purges to the others, and stops them all on SIGTERM or SIGINT.
 */
function superviseWorkers(count) {
  /** @type {Set<import("node:cluster").Worker>} */
  const live = new Set();
  /** @type {WeakSet<import("node:cluster").Worker>} */
  const listened = new WeakSet();
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => live.add(cluster.fork());
  const stop = (code) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const worker of live) worker.process.kill("SIGTERM");
    if (live.size === 0) process.exit(exitCode);
  };

  cluster.on("listening", (worker, address) => {
    listened.add(worker);
    if (announced || [...live].some((w) => !listened.has(w))) return;
    announced = true;
    console.log(`Storefront listening on ${origin(address.port)}`);
  });
  cluster.on("message", (from, message) => {
    if (message?.type !== PURGE_MESSAGE) return;
    // A worker going away as it is sent one misses it: its caches go with it.
    for (const worker of live) if (worker !== from && worker.isConnected()) worker.send(message, () => {});
  });
  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    if (stopping) {
      if (code !== 0 && listened.has(worker)) exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
    } else if (!listened.has(worker)) {
      console.error(`A storefront worker exited (${signal ?? code}) before it listened; stopping.`);
      stop(1);
    } else {
      console.error(`Storefront worker ${worker.process.pid} exited (${signal ?? code}); starting another.`);
      fork();
    }
  });
  for (const signal of SIGNALS) process.once(signal, () => stop(0));
  for (let i = 0; i < count; i++) fork();
}
