/**
 * Figure 5, emulator throughput: for each backend (PGlite in memory; PostgreSQL too when
 * `DATABASE_URL` is set; `backends` picks one) an emulator process per catalogue size
 * (`lib/emulator-server.mjs`, all seeded first) and a load generator process
 * (`lib/load-generator.mjs`, 10 keep-alive connections) run every scenario. The sizes are
 * measured interleaved: `rounds` passes, each running every size in turn for its share of
 * `seconds`, so a drift of the machine falls on every size alike. The catalogue v3 scenarios run
 * against a second emulator per size, a store running catalogue v3 (`lib/v3-catalogue.mjs`), in
 * the same passes. The real reads are compared
 * with their same-body ceilings (the same answer from memory through the same HTTP layer and
 * credentials) measured in the same pass, and so is their scaling: p50 at the largest size over
 * p50 at 1 000, each first divided by its own pass's ceiling p50.
 */
import { startEmulator } from "../lib/emulator-server.mjs";
import { catalogOf, generateLoad, SCENARIOS } from "../lib/load-generator.mjs";
import { median } from "../lib/stats.mjs";

/** Which ceiling each real read is compared with. */
export const CEILING_OF = {
  getProduct: "productCeiling",
  queryProducts: "pageCeiling",
  getCart: "cartCeiling",
  addToCart: "addToCartCeiling",
  getProductV3: "v3ProductCeiling",
  queryProductsV3: "v3PageCeiling",
  searchProductsV3: "v3SearchCeiling",
};

/** The ceiling a scenario's p50 is normalised by: its same-body ceiling, else the trivial one. */
const ceilingFor = (scenario) => CEILING_OF[scenario] ?? "trivialCeiling";

/**
 * The scenarios to run, in `SCENARIOS` order: every one, or `only` and the ceiling each is
 * compared with (e.g. `["getCart"]` runs the same-body cart ceiling and get cart).
 */
export function selectScenarios(only) {
  if (!only) return Object.keys(SCENARIOS);
  for (const name of only) {
    if (!(name in SCENARIOS))
      throw new Error(`unknown scenario ${name}; scenarios: ${Object.keys(SCENARIOS).join(", ")}`);
  }
  const wanted = new Set(only.flatMap((name) => [name, ceilingFor(name)]));
  return Object.keys(SCENARIOS).filter((name) => wanted.has(name));
}

/**
 * One scenario's passes as one figure: requests and errors summed, req/s over the whole recorded
 * time, p50 the median of the passes' p50s, p99 the worst pass's, server CPU and its database
 * backends' CPU per answer weighted by answers.
 */
function combinePasses(passes, recordedSeconds) {
  const requests = passes.reduce((sum, p) => sum + p.requests, 0);
  const cpuMicros = passes.reduce((sum, p) => sum + p.serverCpuMicrosPerRequest * p.requests, 0);
  const databaseMicros = passes.reduce((sum, p) => sum + p.databaseCpuMicrosPerRequest * p.requests, 0);
  return {
    requests,
    errors: passes.reduce((sum, p) => sum + p.errors, 0),
    requestsPerSecond: requests / recordedSeconds,
    p50: median(passes.map((p) => p.p50)),
    p99: Math.max(...passes.map((p) => p.p99)),
    bytesPerAnswer: passes.reduce((sum, p) => sum + p.bytesPerAnswer * p.requests, 0) / (requests || 1),
    serverCpuMicrosPerRequest: requests ? cpuMicros / requests : Number.NaN,
    databaseCpuMicrosPerRequest: requests ? databaseMicros / requests : Number.NaN,
  };
}

/**
 * `{ settings, runs: { [backend]: { [size]: { durableCommits, seedSeconds, productBytes, pageBytes, v3,
 * scenarios } } },
 * scaling: { [backend]: { [scenario]: normalised p50 largest ÷ normalised p50 at 1 000 } } }`
 * (`durableCommits`: on PostgreSQL, whether `fsync` and `synchronous_commit` are on; `pageBytes`:
 * the mean answer of the 100 price windows, which the page ceiling sends too; `v3`:
 * the v3 store's `seedSeconds, productBytes, pageBytes, searchBytes`);
 * each scenario has `requestsPerSecond, p50, p99, errors, requests` and, for the reads, `ratio`
 * (÷ its ceiling's req/s). Scaling is the median over the passes of
 * `(p50 ÷ ceiling p50 at the largest size) ÷ (p50 ÷ ceiling p50 at the smallest)`.
 */
export async function measureEmulatorThroughput({
  large = false,
  seconds = 6,
  rounds = 3,
  warmupSeconds = 1,
  connections = 10,
  backends = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"],
  scenarios: only,
  log = () => {},
} = {}) {
  const sizes = large ? [1_000, 10_000, 100_000] : [1_000, 10_000];
  const names = selectScenarios(only);
  // The v3 scenarios run against a store of their own running catalogue v3, one per size too.
  const catalogs = [...new Set(names.map(catalogOf))];
  const serverKey = (size, catalog) => `${catalog} ${size}`;
  const settings = { sizes, backends, seconds, rounds, warmupSeconds, connections, scenarios: names };
  const passSeconds = seconds / rounds;
  const runs = {};
  const scaling = {};
  for (const backend of backends) {
    const servers = new Map();
    try {
      for (const size of sizes) {
        for (const catalog of catalogs) {
          log(`emulator on ${backend}, ${size} ${catalog} products: seeding`);
          const server = await startEmulator({ size, backend, catalog });
          servers.set(serverKey(size, catalog), server);
          log(
            `emulator on ${backend}, ${size} ${catalog} products: seeded in ${server.seedSeconds.toFixed(1)} s`,
          );
        }
      }
      const passes = new Map(sizes.map((size) => [size, []]));
      for (let round = 1; round <= rounds; round += 1) {
        for (const size of sizes) {
          log(
            `emulator on ${backend}, pass ${round}/${rounds}, ${size} products: ` +
              `${names.length} scenarios × ${(warmupSeconds + passSeconds).toFixed(1)} s`,
          );
          const pass = {};
          for (const catalog of catalogs) {
            Object.assign(
              pass,
              await generateLoad(servers.get(serverKey(size, catalog)), {
                scenarios: names.filter((name) => catalogOf(name) === catalog),
                connections,
                warmupMs: warmupSeconds * 1000,
                durationMs: passSeconds * 1000,
              }),
            );
          }
          passes.get(size).push(pass);
        }
      }
      runs[backend] = {};
      for (const size of sizes) {
        const server = servers.get(serverKey(size, "v1"));
        const v3 = servers.get(serverKey(size, "v3"));
        const scenarios = Object.fromEntries(
          names.map((name) => [
            name,
            combinePasses(
              passes.get(size).map((pass) => pass[name]),
              seconds,
            ),
          ]),
        );
        for (const [read, ceiling] of Object.entries(CEILING_OF)) {
          if (!scenarios[read]) continue;
          scenarios[read].ratio = scenarios[read].requestsPerSecond / scenarios[ceiling].requestsPerSecond;
          scenarios[read].cpuRatio =
            scenarios[read].serverCpuMicrosPerRequest / scenarios[ceiling].serverCpuMicrosPerRequest;
        }
        runs[backend][size] = {
          ...(server && {
            durableCommits: server.durableCommits,
            seedSeconds: server.seedSeconds,
            productBytes: server.productBytes,
            pageBytes: server.pageBytes,
          }),
          ...(v3 && {
            v3: {
              seedSeconds: v3.seedSeconds,
              productBytes: v3.productBytes,
              pageBytes: v3.pageBytes,
              searchBytes: v3.searchBytes,
            },
          }),
          scenarios,
        };
      }
      const normalised = (pass, name) => pass[name].p50 / pass[ceilingFor(name)].p50;
      const first = passes.get(sizes[0]);
      const last = passes.get(sizes.at(-1));
      scaling[backend] = Object.fromEntries(
        names
          .filter((name) => names.includes(ceilingFor(name)))
          .map((name) => [
            name,
            median(first.map((pass, i) => normalised(last[i], name) / normalised(pass, name))),
          ]),
      );
    } finally {
      for (const server of servers.values()) await server.stop();
    }
  }
  return { settings, runs, scaling };
}
