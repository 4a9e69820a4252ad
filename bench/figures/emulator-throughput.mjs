/**
 * Figure 5, emulator throughput: for each backend (PGlite in memory; PostgreSQL too when
 * `DATABASE_URL` is set; `backends` picks one) and each catalogue size, an emulator process (`lib/emulator-server.mjs`)
 * and a load generator process (`lib/load-generator.mjs`, 10 keep-alive connections) run every
 * scenario; the real reads are compared with the same-body ceilings (the same answer from memory
 * through the same HTTP layer and credentials), and p50 at the largest size with p50 at 1 000.
 */
import { startEmulator } from "../lib/emulator-server.mjs";
import { generateLoad, SCENARIOS } from "../lib/load-generator.mjs";

/** Which ceiling each real read is compared with. */
export const CEILING_OF = { getProduct: "productCeiling", queryProducts: "pageCeiling" };

/**
 * `{ settings, runs: { [backend]: { [size]: { seedSeconds, productBytes, pageBytes, scenarios } } },
 * scaling: { [backend]: { [scenario]: p50 largest ÷ p50 at 1 000 } } }` (`pageBytes`: the mean answer
 * of the 100 price windows, which the page ceiling sends too); each scenario has
 * `requestsPerSecond, p50, p99, errors, requests` and, for the reads, `ratio` (÷ its ceiling's req/s).
 */
export async function measureEmulatorThroughput({
  large = false,
  seconds = 5,
  warmupSeconds = 1,
  connections = 10,
  backends = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"],
  log = () => {},
} = {}) {
  const sizes = large ? [1_000, 10_000, 100_000] : [1_000, 10_000];
  const settings = { sizes, backends, seconds, warmupSeconds, connections };
  const runs = {};
  const scaling = {};
  for (const backend of backends) {
    runs[backend] = {};
    for (const size of sizes) {
      log(`emulator on ${backend}, ${size} products: seeding`);
      const server = await startEmulator({ size, backend });
      try {
        log(
          `emulator on ${backend}, ${size} products: seeded in ${server.seedSeconds.toFixed(1)} s; ` +
            `${Object.keys(SCENARIOS).length} scenarios × ${warmupSeconds + seconds} s`,
        );
        const scenarios = await generateLoad(server, {
          scenarios: Object.keys(SCENARIOS),
          connections,
          warmupMs: warmupSeconds * 1000,
          durationMs: seconds * 1000,
        });
        for (const [read, ceiling] of Object.entries(CEILING_OF)) {
          scenarios[read].ratio = scenarios[read].requestsPerSecond / scenarios[ceiling].requestsPerSecond;
          scenarios[read].cpuRatio =
            scenarios[read].serverCpuMicrosPerRequest / scenarios[ceiling].serverCpuMicrosPerRequest;
        }
        runs[backend][size] = {
          seedSeconds: server.seedSeconds,
          productBytes: server.productBytes,
          pageBytes: server.pageBytes,
          scenarios,
        };
      } finally {
        await server.stop();
      }
    }
    const first = runs[backend][sizes[0]].scenarios;
    const last = runs[backend][sizes.at(-1)].scenarios;
    scaling[backend] = Object.fromEntries(
      Object.keys(SCENARIOS).map((name) => [name, last[name].p50 / first[name].p50]),
    );
  }
  return { settings, runs, scaling };
}
