/**
 * The emulator under load for figure 5, in its own process so the load generator's CPU is never
 * the server's. `startEmulator({ size, backend })` forks this file; the child opens a database
 * seeded with the demo store (60 products, some with options) and generated products up to `size`
 * (`lib/emulator-catalogue.mjs`: PGlite in memory, or a PostgreSQL database seeded by another
 * process, dropped on exit unless kept). It then listens on 127.0.0.1:0
 * with three bench-only ceiling routes (registered here through `extraEndpoints`, never in
 * product code), all with access `read` like the real reads:
 * - `GET /__bench/ceiling/trivial`: `{ ok: true }`;
 * - `GET /__bench/ceiling/product`: the very body `getProduct` answered for one generated product,
 *   captured once (parsed, so it is serialised per request like the real answer);
 * - `GET /__bench/ceiling/page?.r=…`: the very body the real query answers for the same `.r` query,
 *   one of the 100 price windows (`PRICE_WINDOWS`), each captured once and sent as that text
 *   (`SerializedJson`), as the real query sends its answer. The load generator sends it the same
 *   100 `.r` queries as the real query, so both decode the same `.r` and send the same bodies:
 *   only the database and the query work differ.
 * - `GET /__bench/ceiling/cart`: the very body `GET /ecom/v1/carts/{id}` answered for one of the
 *   bench carts (one line of the generated product), captured once;
 * - `POST /__bench/ceiling/add-to-cart`: the very body a current-cart add-to-cart of that line
 *   answered, captured once; the load generator posts it the same request body, with the same
 *   visitor tokens, as the real call.
 * Get cart reads `CART_COUNT` carts made by the merchant; add to cart adds to the current carts
 * of `CART_COUNT` visitors (anonymous tokens, as the storefront adds). Every cart holds one line
 * of the generated product, so every add raises a quantity and the answer keeps its size.
 * On PostgreSQL it also reports whether commits are durable (`fsync` and `synchronous_commit`
 * on), which the add's budget requires.
 * `GET /__bench/cpu` (public) answers the process's `process.cpuUsage()` and, on PostgreSQL, the
 * CPU time of the database's backends (`database`, µs).
 * With `catalog: "v3"` the store runs catalogue v3 instead, seeded and served by
 * `lib/v3-catalogue.mjs` (v3 products, its own ceilings, the CPU route; no carts).
 * It sends the parent `{ port, clientId, apiKey, siteId, productIds, slugs (in the same order),
 * optionProduct, cartIds, visitorTokens, cartLine, durableCommits, seedSeconds }` over IPC and
 * exits on SIGTERM (closing the app, then the database) or when its parent goes away.
 * `BENCH_CPU_PROF=dir` runs it under `--cpu-prof` (profile written to that folder on exit).
 */
import { fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { seededPglite, seededPostgres } from "./emulator-catalogue.mjs";

const CLIENT_ID = "bench-client";
const SITE_ID = "bench-site";
const API_KEY = "bench-api-key-0123456789";

/** The stores app, as a line item's `catalogReference.appId` names it. */
const STORES_APP_ID = "215238eb-22a5-4c36-9e7b-e7c08025e04e";

/** How many carts the cart scenarios spread their requests over. */
const CART_COUNT = 100;

/** Where the real products query is served. */
const QUERY_PATH = "/stores-reader/v1/products/query-platformized";

/** The page ceiling: the captured answer of the same `.r` query. */
export const PAGE_CEILING_PATH = "/__bench/ceiling/page";

/**
 * The 100 price windows of the "query products" scenario, `[low, high]`: 50 wide, stepping 4.5
 * through prices 1–500, so each matches ~10% of the catalogue.
 */
export const PRICE_WINDOWS = Array.from({ length: 100 }, (_, i) => [1 + i * 4.5, 51 + i * 4.5]);

/**
 * The `.r` query of the "query products" scenario (a price range, sorted by price, 20 per page)
 * on `path`: the real query's by default, or `PAGE_CEILING_PATH`.
 */
export function priceQuery(low, high, path = QUERY_PATH) {
  const query = {
    query: {
      filter: { price: { $gte: low, $lte: high } },
      sort: [{ fieldName: "price", order: "ASC" }],
      paging: { limit: 20 },
    },
  };
  return `${path}?.r=${Buffer.from(JSON.stringify(query)).toString("base64url")}`;
}

/**
 * The CPU time (µs) the PostgreSQL backends serving this database have used, from each backend's
 * `/proc/<pid>/schedstat` (the server runs on this machine); a backend gone since is not counted.
 */
async function databaseCpuMicros(db) {
  const backends = await db.query(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  );
  let nanos = 0;
  for (const { pid } of backends) {
    const stat = await readFile(`/proc/${pid}/schedstat`, "utf8").catch(() => "0");
    nanos += Number(stat.split(" ")[0]);
  }
  return nanos / 1000;
}

/**
 * The server's own CPU time (user + system, µs) and, on PostgreSQL, its database backends' as
 * `database`, read by the load generator around each window.
 */
const cpuEndpoint = (backend) => ({
  method: "GET",
  path: "/__bench/cpu",
  access: "public",
  handle: async ({ db }) => ({
    ...process.cpuUsage(),
    ...(backend === "postgres" && { database: await databaseCpuMicros(db) }),
  }),
});

async function serve({ size, backend, catalog = "v1" }) {
  const { createApp, defaultConfig, SerializedJson } = await import("@vitrine/emulator");
  const seedStarted = performance.now();
  const { db, drop } =
    backend === "postgres" ? await seededPostgres(size, catalog) : await seededPglite(size, catalog);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  if (catalog === "v3") {
    const { serveV3Catalogue } = await import("./v3-catalogue.mjs");
    const credentials = { clientId: CLIENT_ID, siteId: SITE_ID, apiKey: API_KEY };
    return serveV3Catalogue({
      db,
      drop,
      seedSeconds,
      credentials,
      priceWindows: PRICE_WINDOWS,
      extraEndpoints: [cpuEndpoint(backend)],
    });
  }

  // The page ceiling finds a window's captured answer by the low end of its price filter.
  const captured = { product: {}, pages: new Map(), cart: {}, addToCart: {} };
  const capturedPage = ({ payload }) => {
    const page = captured.pages.get(payload.query?.filter?.price?.$gte);
    if (!page) throw new Error("emulator-server: the page ceiling was asked for a window it did not capture");
    return page;
  };
  const ceilings = [
    ["trivial", async () => ({ ok: true })],
    ["product", async () => captured.product],
    ["page", async (input) => capturedPage(input)],
    ["cart", async () => captured.cart],
  ].map(([name, handle]) => ({ method: "GET", path: `/__bench/ceiling/${name}`, access: "read", handle }));
  ceilings.push({
    method: "POST",
    path: "/__bench/ceiling/add-to-cart",
    access: "read",
    handle: async () => captured.addToCart,
  });
  ceilings.push(cpuEndpoint(backend));
  const config = defaultConfig({
    siteId: SITE_ID,
    apiKeys: [API_KEY],
    oauthClients: [{ clientId: CLIENT_ID, allowedOrigins: [] }],
  });
  const app = createApp({ db, config, extraEndpoints: ceilings });
  await app.ready();

  const rows = await db.query("select id, slug from products where visible order by numeric_id");
  const productIds = rows.map((r) => r.id);
  const headers = { authorization: API_KEY, "wix-site-id": SITE_ID };
  const get = async (url) => {
    const answer = await app.inject({ method: "GET", url, headers });
    if (answer.statusCode !== 200) throw new Error(`emulator-server: ${url} answered ${answer.statusCode}`);
    return answer.body;
  };
  // A generated product (the last one: every size has it) and the answer of every price window.
  const productId = rows.filter((r) => r.slug.startsWith("gen-")).at(-1)?.id ?? productIds[0];
  const productBody = await get(`/stores-reader/v1/products/${productId}`);
  captured.product = JSON.parse(productBody);
  let pageBytes = 0;
  for (const [low, high] of PRICE_WINDOWS) {
    const pageBody = await get(priceQuery(low, high));
    captured.pages.set(low, new SerializedJson(pageBody));
    pageBytes += Buffer.byteLength(pageBody);
  }
  // The option scenario: a demo product with at least two options, its first choices chosen.
  const withOptions = rows.filter((r) => !r.slug.startsWith("gen-"));
  let optionProduct;
  for (const { id } of withOptions) {
    const { product } = JSON.parse(await get(`/stores-reader/v1/products/${id}`));
    const options = product.productOptions ?? [];
    if (options.length >= 2) {
      optionProduct = { id, options: { [options[0].name]: options[0].choices[0].description } };
      break;
    }
  }

  // The cart scenarios: carts of one line of the generated product, and the answers to capture.
  const cartLine = { catalogReference: { appId: STORES_APP_ID, catalogItemId: productId }, quantity: 1 };
  const post = async (url, payload) => {
    const answer = await app.inject({ method: "POST", url, headers, payload });
    if (answer.statusCode !== 200) throw new Error(`emulator-server: ${url} answered ${answer.statusCode}`);
    return answer.body;
  };
  const cartIds = [];
  for (let i = 0; i < CART_COUNT; i += 1)
    cartIds.push(JSON.parse(await post("/ecom/v1/carts", { lineItems: [cartLine] })).cart.id);
  captured.cart = JSON.parse(await get(`/ecom/v1/carts/${cartIds[0]}`));
  const visitorTokens = [];
  for (let i = 0; i < CART_COUNT; i += 1) {
    const token = await app.inject({
      method: "POST",
      url: "/oauth2/token",
      payload: { clientId: CLIENT_ID, grantType: "anonymous" },
    });
    if (token.statusCode !== 200)
      throw new Error(`emulator-server: a visitor token answered ${token.statusCode}`);
    visitorTokens.push(JSON.parse(token.body).access_token);
  }
  const addToCurrentCart = async (token) => {
    const answer = await app.inject({
      method: "POST",
      url: "/ecom/v1/carts/current/add-to-cart",
      headers: { authorization: `Bearer ${token}` },
      payload: { lineItems: [cartLine] },
    });
    if (answer.statusCode !== 200)
      throw new Error(`emulator-server: a current-cart add answered ${answer.statusCode}`);
    return answer.body;
  };
  for (const token of visitorTokens) await addToCurrentCart(token);
  captured.addToCart = JSON.parse(await addToCurrentCart(visitorTokens[0]));
  const durableCommits =
    backend === "postgres"
      ? (
          await db.query(
            "select current_setting('fsync') = 'on' and current_setting('synchronous_commit') <> 'off' as durable",
          )
        )[0].durable
      : undefined;

  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const stop = async () => {
    await app.close();
    await db.close();
    await drop();
  };
  return {
    stop,
    info: {
      port: Number(new URL(address).port),
      clientId: CLIENT_ID,
      apiKey: API_KEY,
      siteId: SITE_ID,
      productIds,
      slugs: rows.map((r) => r.slug),
      productId,
      optionProduct,
      cartIds,
      visitorTokens,
      cartLine,
      durableCommits,
      productBytes: Buffer.byteLength(productBody),
      pageBytes: pageBytes / PRICE_WINDOWS.length,
      seedSeconds,
    },
  };
}

/** Starts the emulator process; resolves `{ origin, ...info, stop() }`. */
export function startEmulator({ size, backend, catalog = "v1" }) {
  const profileDir = process.env.BENCH_CPU_PROF;
  const execArgv = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify({ size, backend, catalog })], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv,
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`emulator server exited early (${code})`)));
    child.once("message", (info) => {
      child.removeAllListeners("exit");
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        ...info,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
            child.once("exit", () => {
              clearTimeout(timer);
              done();
            });
            child.kill("SIGTERM");
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { stop, info } = await serve(JSON.parse(process.argv[2]));
  let stopping = false;
  const exit = async () => {
    if (stopping) return;
    stopping = true;
    await stop().catch((error) => process.stderr.write(`emulator-server: ${error}\n`));
    process.exit(0);
  };
  process.on("SIGTERM", exit);
  process.on("disconnect", exit);
  process.send(info);
}
