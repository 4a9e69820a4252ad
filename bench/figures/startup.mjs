/**
 * Figure 3, import + set-up + first call: `RUNS` fresh `node` processes per contestant, taking
 * turns (bare, vitrine, provider, bare, …) so machine load spreads over all; the median counts.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CONTESTANTS } from "../lib/contestants.mjs";
import { spread } from "../lib/stats.mjs";

const RUNS = 9;
const CHILD = new URL("./startup-child.mjs", import.meta.url).pathname;

/** `{ [contestant]: { ms: {median,p25,p75}, ratio } }`, ratio = median ÷ bare fetch's median. */
export async function measureStartup(stub) {
  const times = Object.fromEntries(CONTESTANTS.map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const name of CONTESTANTS) {
      const { stdout } = await promisify(execFile)(process.execPath, [
        CHILD,
        name,
        stub.origin,
        stub.productId,
      ]);
      times[name].push(JSON.parse(stdout).ms);
    }
  }
  const result = Object.fromEntries(CONTESTANTS.map((name) => [name, { ms: spread(times[name]) }]));
  for (const name of CONTESTANTS) result[name].ratio = result[name].ms.median / result.bare.ms.median;
  return { runs: RUNS, ...result };
}
