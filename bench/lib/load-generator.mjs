/**
 * The load generator of figure 5, in its own process (its CPU is not the server's).
 * `generateLoad(target, { scenarios, connections, warmupMs, durationMs })` forks this file; the
 * child takes a visitor token from the emulator (`/oauth2/token`, anonymous grant, as the clients
 * do), then runs each scenario in turn: `connections` loops, each sending its next request when
 * the previous answer has been read, over a keep-alive `node:http` Agent with that many sockets;
 * `warmupMs` unrecorded, then `durationMs` recorded (every latency, in ms). Requests in flight at
 * the deadline finish but are not counted. Traffic: the emulator on 127.0.0.1 only.
 */
import { Agent, request } from "node:http";
import { PAGE_CEILING_PATH, PRICE_WINDOWS, priceQuery } from "./emulator-server.mjs";
import { runLoadProcess, serveLoadProcess } from "./load-process.mjs";
import { quantile } from "./stats.mjs";
import { timedRequest } from "./timed-request.mjs";
import { V3_PAGE_CEILING_PATH, V3_SEARCH_CEILING_PATH, v3PriceQuery, v3Search } from "./v3-catalogue.mjs";

/** The scenarios run against a catalogue v3 store (`catalog: "v3"`), with a label for the table. */
const V3_SCENARIOS = {
  v3ProductCeiling: "v3 same-body ceiling: product",
  getProductV3: "v3 get product (random id)",
  v3PageCeiling: "v3 same-body ceiling: page of 20",
  queryProductsV3: "v3 query products (price range, sort, 20)",
  v3SearchCeiling: "v3 same-body ceiling: search page",
  searchProductsV3: "v3 search products (a product's name, 20)",
};

/** The catalogue a scenario runs on: `v3` for the v3 ones, else `v1`. */
export const catalogOf = (name) => (Object.hasOwn(V3_SCENARIOS, name) ? "v3" : "v1");

/** The scenarios, in the order they run, with a label for the table. */
export const SCENARIOS = {
  trivialCeiling: "trivial ceiling {ok:true}",
  productCeiling: "same-body ceiling: product",
  getProduct: "get product (random id)",
  pageCeiling: "same-body ceiling: page of 20",
  queryProducts: "query products (price range, sort, 20)",
  optionsAvailability: "option availability",
  anonymousToken: "anonymous token",
  readWriteMix: "90/10 mix: get, query / update price",
  cartCeiling: "same-body ceiling: cart",
  getCart: "get cart (random of 100)",
  addToCartCeiling: "same-body ceiling: add-to-cart",
  addToCart: "add to current cart (random of 100 visitors)",
  ...V3_SCENARIOS,
};

async function fetchText(agent, origin, path) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve(text));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The merchant's headers (get cart reads carts the merchant made). */
const merchantOf = (target) => ({ authorization: target.apiKey, "wix-site-id": target.siteId });

function requestsOf(name, target, token) {
  const read = { authorization: `Bearer ${token}` };
  const json = (payload) => ({
    headers: { ...read, "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const ids = target.productIds;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  // 100 price windows of 50 (prices run from 1 to 500): ~10% of the catalogue matches each. The
  // page ceiling gets the same `.r` queries and answers each with the real query's captured body.
  const queries = PRICE_WINDOWS.map(([low, high]) => priceQuery(low, high));
  const ceilingQueries = PRICE_WINDOWS.map(([low, high]) => priceQuery(low, high, PAGE_CEILING_PATH));
  switch (name) {
    case "trivialCeiling":
      return () => ({ method: "GET", path: "/__bench/ceiling/trivial", headers: read });
    case "productCeiling":
      return () => ({ method: "GET", path: "/__bench/ceiling/product", headers: read });
    case "pageCeiling":
      return () => ({ method: "GET", path: pick(ceilingQueries), headers: read });
    case "getProduct":
      return () => ({ method: "GET", path: `/stores-reader/v1/products/${pick(ids)}`, headers: read });
    case "queryProducts":
      return () => ({ method: "GET", path: pick(queries), headers: read });
    case "optionsAvailability": {
      const { id, options } = target.optionProduct;
      const body = json({ options });
      return () => ({
        method: "POST",
        path: `/stores-reader/v1/products/${id}/productOptionsAvailability`,
        ...body,
      });
    }
    case "readWriteMix": {
      // Nine reads (get product and the query scenario's query, in turn) to one merchant write
      // that gives a random product a new price: every write moves the catalogue version, so
      // remembered totals are counted again as they would be in a store being edited.
      const merchant = {
        authorization: target.apiKey,
        "wix-site-id": target.siteId,
        "content-type": "application/json",
      };
      let sent = 0;
      return () => {
        sent += 1;
        if (sent % 10 === 0) {
          const id = pick(ids);
          const price = 1 + Math.floor(Math.random() * 500);
          return {
            method: "PATCH",
            path: `/stores/v1/products/${id}`,
            headers: merchant,
            body: JSON.stringify({ product: { id, priceData: { price } } }),
          };
        }
        return sent % 2
          ? { method: "GET", path: `/stores-reader/v1/products/${pick(ids)}`, headers: read }
          : { method: "GET", path: pick(queries), headers: read };
      };
    }
    case "cartCeiling":
      return () => ({ method: "GET", path: "/__bench/ceiling/cart", headers: merchantOf(target) });
    case "getCart":
      return () => ({
        method: "GET",
        path: `/ecom/v1/carts/${pick(target.cartIds)}`,
        headers: merchantOf(target),
      });
    case "addToCartCeiling":
    case "addToCart": {
      // A random visitor's current cart, as the storefront adds; the ceiling gets the same tokens.
      const body = JSON.stringify({ lineItems: [target.cartLine] });
      const path =
        name === "addToCart" ? "/ecom/v1/carts/current/add-to-cart" : "/__bench/ceiling/add-to-cart";
      return () => ({
        method: "POST",
        path,
        headers: {
          authorization: `Bearer ${pick(target.visitorTokens)}`,
          "content-type": "application/json",
        },
        body,
      });
    }
    case "v3ProductCeiling":
      return () => ({ method: "GET", path: "/__bench/ceiling/v3-product", headers: read });
    case "getProductV3":
      return () => ({ method: "GET", path: `/stores/v3/products/${pick(ids)}`, headers: read });
    case "v3PageCeiling":
    case "queryProductsV3": {
      const path = name === "v3PageCeiling" ? V3_PAGE_CEILING_PATH : undefined;
      const v3Queries = PRICE_WINDOWS.map(([low, high]) => v3PriceQuery(low, high, path));
      return () => ({ method: "GET", path: pick(v3Queries), headers: read });
    }
    case "v3SearchCeiling":
    case "searchProductsV3": {
      const path = name === "v3SearchCeiling" ? V3_SEARCH_CEILING_PATH : undefined;
      const searches = target.searchExpressions.map((expression) => v3Search(expression, path));
      return () => ({ method: "GET", path: pick(searches), headers: read });
    }
    case "anonymousToken": {
      const body = json({ clientId: target.clientId, grantType: "anonymous" });
      return () => ({
        method: "POST",
        path: "/oauth2/token",
        headers: { "content-type": "application/json" },
        body: body.body,
      });
    }
    default:
      throw new Error(`unknown scenario ${name}`);
  }
}

async function run(target, { scenarios, connections, warmupMs, durationMs }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const tokenAnswer = await fetch(`${target.origin}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ clientId: target.clientId, grantType: "anonymous" }),
  });
  if (!tokenAnswer.ok) throw new Error(`load generator: token answered ${tokenAnswer.status}`);
  const { access_token: token } = await tokenAnswer.json();
  const results = {};
  for (const name of scenarios) {
    const next = requestsOf(name, target, token);
    const latencies = [];
    let errors = 0;
    let bytes = 0;
    const start = performance.now();
    const recordFrom = start + warmupMs;
    const stopAt = recordFrom + durationMs;
    let cpuBefore;
    const cpuReading = async () => JSON.parse(await fetchText(agent, target.origin, "/__bench/cpu"));
    setTimeout(async () => {
      cpuBefore = await cpuReading();
    }, warmupMs);
    const loop = async () => {
      while (performance.now() < stopAt) {
        const sent = performance.now();
        const answer = await timedRequest(agent, target.origin, next());
        if (sent < recordFrom || performance.now() > stopAt) continue;
        if (answer.status >= 300) errors += 1;
        latencies.push(answer.ms);
        bytes += answer.bytes;
      }
    };
    await Promise.all(Array.from({ length: connections }, loop));
    const cpuAfter = await cpuReading();
    const serverCpuMicros = cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system;
    const databaseCpuMicros = cpuAfter.database - cpuBefore.database;
    latencies.sort((a, b) => a - b);
    results[name] = {
      requests: latencies.length,
      errors,
      requestsPerSecond: latencies.length / (durationMs / 1000),
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      bytesPerAnswer: latencies.length ? bytes / latencies.length : 0,
      // Server CPU per answer (µs) over the recorded window (the window's few in-flight extras
      // included): what the server does per request, much less sensitive to other load than req/s.
      serverCpuMicrosPerRequest: latencies.length ? serverCpuMicros / latencies.length : Number.NaN,
      // The same for its PostgreSQL backends (NaN on PGlite, which runs inside the server).
      databaseCpuMicrosPerRequest: latencies.length ? databaseCpuMicros / latencies.length : Number.NaN,
    };
  }
  agent.destroy();
  return results;
}

/**
 * Runs the scenarios against `target` (`{ origin, clientId, apiKey, siteId, productIds,
 * optionProduct }`; a v3 store's has `searchExpressions` instead of `optionProduct`) in a child.
 */
export function generateLoad(target, options) {
  return runLoadProcess(import.meta.url, target, options);
}

serveLoadProcess(import.meta.url, run);
