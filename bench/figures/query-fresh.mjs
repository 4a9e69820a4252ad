/**
 * Figure 2b, `queryProducts(20)` CPU per call in fresh processes: per round, one new `node` per
 * contestant (bare, vitrine, provider, in a rotating order), each making `CALLS` timed calls after
 * a first untimed one (`query-fresh-child.mjs`): the cost of a page while the client's code is
 * still cold, as in a short-lived process or a serverless function. The ratio is taken per round
 * against bare fetch of the same round.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CONTESTANTS } from "../lib/contestants.mjs";
import { spread } from "../lib/stats.mjs";

const ROUNDS = 9;
const CALLS = 50;
const CHILD = new URL("./query-fresh-child.mjs", import.meta.url).pathname;

/**
 * `{ rounds, calls, [contestant]: { cpuMicros: spread, ratio: spread } }`: CPU µs per call, and
 * the per-round ratio to bare fetch.
 */
export async function measureQueryFresh(stub) {
  const micros = Object.fromEntries(CONTESTANTS.map((name) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const order = CONTESTANTS.map((_, i) => CONTESTANTS[(i + round) % CONTESTANTS.length]);
    for (const name of order) {
      const { stdout } = await promisify(execFile)(process.execPath, [
        CHILD,
        name,
        stub.origin,
        String(CALLS),
      ]);
      micros[name].push(JSON.parse(stdout).cpuMicrosPerCall);
    }
  }
  const result = { rounds: ROUNDS, calls: CALLS };
  for (const name of CONTESTANTS) {
    result[name] = {
      cpuMicros: spread(micros[name]),
      ratio: spread(micros[name].map((value, round) => value / micros.bare[round])),
    };
  }
  return result;
}
