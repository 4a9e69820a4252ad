/**
 * The load generator of `npm run load`, in its own process (its CPU is not the
 * emulator's). `runMixedLoad(target, options)` forks this file; the child runs
 * `connections` loops, each sending its next request when the previous answer
 * has been read (keep-alive `node:http` Agent with that many sockets), each
 * request's kind drawn by the weights of `MIX`. Warm-up first (unrecorded;
 * the parent is told when it ends, to read the emulator's RSS), then the
 * recorded window: per kind the count, the failures (any non-2xx answer or
 * socket error: every request of the mix is valid, none may fail) and every
 * latency. Traffic: the emulator on 127.0.0.1 only.
 */
import { Agent } from "node:http";
import { priceQuery } from "../../bench/lib/emulator-server.mjs";
import { runLoadProcess, serveLoadProcess } from "../../bench/lib/load-process.mjs";
import { quantile } from "../../bench/lib/stats.mjs";
import { timedRequest } from "../../bench/lib/timed-request.mjs";

/**
 * Kinds of request, their weight per 1 000 draws (85% catalogue reads, 5% sign-ins, 10% writes;
 * create + delete is two requests), and whether they write.
 */
export const MIX = {
  getProduct: { weight: 350, write: false, label: "get product" },
  queryProducts: { weight: 250, write: false, label: "query products (filter, sort)" },
  optionAvailability: { weight: 150, write: false, label: "option availability" },
  queryCollections: { weight: 50, write: false, label: "query collections" },
  collectionBySlug: { weight: 50, write: false, label: "collection by slug" },
  visitorToken: { weight: 48, write: false, label: "sign-in: visitor token" },
  memberLogin: { weight: 2, write: false, label: "sign-in: member login" },
  updatePrice: { weight: 50, write: true, label: "update product price" },
  bulkAdjust: { weight: 30, write: true, label: "bulk adjust 5 prices" },
  createDelete: { weight: 20, write: true, label: "create + delete product" },
};

const encodeQuery = (path, query) =>
  `${path}?.r=${Buffer.from(JSON.stringify({ query })).toString("base64url")}`;
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The requests of one loop; `token` is its visitor token, `merchant` the API-key headers. */
function requestMaker(target, token) {
  const visitor = { authorization: `Bearer ${token}` };
  const merchant = { authorization: target.apiKey, "wix-site-id": target.siteId };
  const json = (headers, payload) => ({
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(payload),
  });
  const priceWindows = Array.from({ length: 100 }, (_, i) => priceQuery(1 + i * 4.5, 51 + i * 4.5));
  // Names starting with a letter: some match many products, some few.
  const nameQueries = [..."ABCDEFGHIKLMNOPRSTUVW"].map((word) =>
    encodeQuery("/stores-reader/v1/products/query-platformized", {
      filter: { name: { $startsWith: word } },
      sort: [{ fieldName: "name", order: "ASC" }],
      paging: { limit: 20 },
    }),
  );
  const collectionsQuery = encodeQuery("/v2/collections/query", { paging: { limit: 20 } });
  return {
    getProduct: () => [
      { method: "GET", path: `/stores-reader/v1/products/${pick(target.productIds)}`, headers: visitor },
    ],
    queryProducts: () => [
      { method: "GET", path: Math.random() < 0.5 ? pick(priceWindows) : pick(nameQueries), headers: visitor },
    ],
    optionAvailability: () => {
      const { id, options } = pick(target.optionChoices);
      return [
        {
          method: "POST",
          path: `/stores-reader/v1/products/${id}/productOptionsAvailability`,
          ...json(visitor, { id, options }),
        },
      ];
    },
    queryCollections: () => [{ method: "GET", path: collectionsQuery, headers: visitor }],
    collectionBySlug: () => [
      {
        method: "GET",
        path: `/stores-reader/v1/collections/slug/${pick(target.collectionSlugs)}`,
        headers: visitor,
      },
    ],
    visitorToken: () => [
      {
        method: "POST",
        path: "/oauth2/token",
        ...json({}, { clientId: target.clientId, grantType: "anonymous" }),
      },
    ],
    memberLogin: () => {
      const { email, password } = pick(target.members);
      return [
        {
          method: "POST",
          path: "/_api/iam/authentication/v2/login",
          ...json(visitor, { loginId: { email }, password }),
        },
      ];
    },
    updatePrice: () => {
      const id = pick(target.writableIds);
      const price = Math.round((1 + Math.random() * 499) * 100) / 100;
      return [
        {
          method: "PATCH",
          path: `/stores/v1/products/${id}`,
          ...json(merchant, { product: { id, priceData: { price } } }),
        },
      ];
    },
    bulkAdjust: () => {
      const ids = Array.from({ length: 5 }, () => pick(target.writableIds));
      return [
        {
          method: "POST",
          path: "/stores/v1/bulk/products/adjust-properties",
          ...json(merchant, { ids: [...new Set(ids)], adjust: { price: { amount: 1 } } }),
        },
      ];
    },
    createDelete: () => [
      {
        method: "POST",
        path: "/stores/v1/products",
        ...json(merchant, {
          product: {
            name: `Load test ${Math.random().toString(36).slice(2)}`,
            productType: "physical",
            priceData: { price: 12.5 },
          },
        }),
      },
      (created) => ({
        method: "DELETE",
        path: `/stores/v1/products/${JSON.parse(created.body).product.id}`,
        headers: merchant,
      }),
    ],
  };
}

const TOTAL_WEIGHT = Object.values(MIX).reduce((sum, { weight }) => sum + weight, 0);

function drawKind() {
  let draw = Math.random() * TOTAL_WEIGHT;
  for (const [kind, { weight }] of Object.entries(MIX)) {
    draw -= weight;
    if (draw < 0) return kind;
  }
  return "getProduct";
}

async function visitorToken(agent, target) {
  const answer = await timedRequest(
    agent,
    target.origin,
    {
      method: "POST",
      path: "/oauth2/token",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ clientId: target.clientId, grantType: "anonymous" }),
    },
    true,
  );
  if (answer.status !== 200) throw new Error(`mixed load: token answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body).access_token;
}

async function run(target, { connections, warmupMs, durationMs }, onRecording) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const stats = Object.fromEntries(Object.keys(MIX).map((kind) => [kind, { latencies: [], errors: 0 }]));
  const failures = [];
  const start = performance.now();
  const recordFrom = start + warmupMs;
  const stopAt = recordFrom + durationMs;
  setTimeout(onRecording, warmupMs);
  const loop = async () => {
    const makers = requestMaker(target, await visitorToken(agent, target));
    while (performance.now() < stopAt) {
      const kind = drawKind();
      // createDelete is two requests; the second is built from the first answer.
      const [first, then] = makers[kind]();
      const steps = then ? [first, then] : [first];
      let previous;
      for (const step of steps) {
        const sent = performance.now();
        const built = typeof step === "function" ? step(previous) : step;
        const answer = await timedRequest(agent, target.origin, built, true).catch((error) => ({
          status: 0,
          ms: performance.now() - sent,
          body: String(error),
        }));
        previous = answer;
        const recorded = sent >= recordFrom && performance.now() <= stopAt;
        const failed = answer.status < 200 || answer.status >= 300;
        if (recorded) {
          stats[kind].latencies.push(answer.ms);
          if (failed) stats[kind].errors += 1;
        }
        if (failed) {
          if (failures.length < 5)
            failures.push(
              `${built.method} ${built.path.slice(0, 80)} → ${answer.status} ${answer.body.slice(0, 200)}`,
            );
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  const seconds = durationMs / 1000;
  const kinds = Object.fromEntries(
    Object.entries(stats).map(([kind, { latencies, errors }]) => [
      kind,
      {
        requests: latencies.length,
        errors,
        perSecond: latencies.length / seconds,
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
      },
    ]),
  );
  const all = Object.values(stats).flatMap((s) => s.latencies);
  const total = {
    requests: all.length,
    errors: Object.values(stats).reduce((sum, s) => sum + s.errors, 0),
    perSecond: all.length / seconds,
    p50: quantile(all, 0.5),
    p99: quantile(all, 0.99),
  };
  return { kinds, total, failures };
}

/**
 * Runs the mix against `target` (`{ origin, apiKey, siteId, clientId, productIds, writableIds,
 * optionChoices, collectionSlugs, members }`) in a child process; `onRecording()` is called when
 * the warm-up ends. Resolves `{ kinds, total, failures }` (latencies in ms).
 */
export function runMixedLoad(target, options, onRecording = () => {}) {
  return runLoadProcess(import.meta.url, target, options, onRecording);
}

serveLoadProcess(import.meta.url, (target, options, progress) =>
  run(target, options, () => progress("recording")),
);
