/**
 * Figure 3, import + set-up + first call, timed from the import: `RUNS` fresh `node` processes
 * per contestant, taking turns (bare, vitrine, provider, bare, …) so machine load spreads over
 * all; the median counts. The time from process start (Node's boot included) is kept alongside.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CONTESTANTS } from "../lib/contestants.mjs";
import { spread } from "../lib/stats.mjs";

const RUNS = 9;
const CHILD = new URL("./startup-child.mjs", import.meta.url).pathname;

/**
 * `{ [contestant]: { ms: {median,p25,p75}, fromProcessStart: {median,p25,p75}, ratio } }`, `ms`
 * from the import, ratio = its median ÷ bare fetch's median.
 */
export async function measureStartup(stub) {
  const times = Object.fromEntries(CONTESTANTS.map((name) => [name, []]));
  const fromStart = Object.fromEntries(CONTESTANTS.map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const name of CONTESTANTS) {
      const { stdout } = await promisify(execFile)(process.execPath, [
        CHILD,
        name,
        stub.origin,
        stub.productId,
      ]);
      const { ms, fromProcessStart } = JSON.parse(stdout);
      times[name].push(ms);
      fromStart[name].push(fromProcessStart);
    }
  }
  const result = Object.fromEntries(
    CONTESTANTS.map((name) => [name, { ms: spread(times[name]), fromProcessStart: spread(fromStart[name]) }]),
  );
  for (const name of CONTESTANTS) result[name].ratio = result[name].ms.median / result.bare.ms.median;
  return { runs: RUNS, ...result };
}
