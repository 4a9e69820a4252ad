/**
 * How many cases each property runs, and the tally of cases actually run.
 * `VITRINE_FUZZ_CASES` is the total over every fuzz property (default 2 400,
 * what `npm test` runs); each property takes its share by weight. `npm run fuzz`
 * sets it to 100 000 and `VITRINE_FUZZ_TALLY` to a file where each file appends
 * its count, so the script can print one summary line. `VITRINE_FUZZ_SEED` replays a run:
 * set it to the seed fast-check printed with a failure (`VITRINE_FUZZ_SEED=-1918419690 npx vitest
 * run --project emulator packages/emulator/test/fuzz/queries.test.ts`).
 */
import { appendFileSync } from "node:fs";

const DEFAULT_TOTAL = 2_400;

/** The total number of fuzz cases asked for. */
export const fuzzTotal = Number.parseInt(process.env.VITRINE_FUZZ_CASES ?? "", 10) || DEFAULT_TOTAL;

/** The weights of every property (they sum to 1, so the shares sum to `fuzzTotal`). */
export const FUZZ_WEIGHTS = {
  catalogReads: 0.25,
  catalogWrites: 0.3,
  transport: 0.15,
  tokens: 0.1,
  identity: 0.1,
  queries: 0.1,
} as const;

/** The number of runs of property `name`. */
export function runsFor(name: keyof typeof FUZZ_WEIGHTS): number {
  return Math.max(1, Math.round(fuzzTotal * FUZZ_WEIGHTS[name]));
}

/** The seed to replay, when `VITRINE_FUZZ_SEED` holds one; otherwise each run draws its own. */
const replaySeed = Number.parseInt(process.env.VITRINE_FUZZ_SEED ?? "", 10);

/** fast-check's parameters for property `name`: its number of runs, and the replay seed if set. */
export function fuzzParameters(name: keyof typeof FUZZ_WEIGHTS): { numRuns: number; seed?: number } {
  const numRuns = runsFor(name);
  return Number.isSafeInteger(replaySeed) ? { numRuns, seed: replaySeed } : { numRuns };
}

/** Counts the cases a file runs and reports them when it ends. */
export class CaseTally {
  private count = 0;
  constructor(private readonly name: string) {}

  /** One more case. */
  add(): void {
    this.count += 1;
  }

  /** Prints the count and appends it to the tally file, if one is set. */
  report(): void {
    const backend = process.env.VITRINE_TEST_BACKEND ?? "pglite";
    const file = process.env.VITRINE_FUZZ_TALLY;
    if (file) appendFileSync(file, `${backend}\t${this.name}\t${this.count}\n`);
    else console.info(`fuzz ${this.name} (${backend}): ${this.count} cases`);
  }
}

/**
 * Whether a property ran enough cases for its reach checks ("some answer was a
 * 200") to be meaningful; tiny budgets (`VITRINE_FUZZ_CASES=300`) skip only those.
 */
export function enoughForReach(runs: number): boolean {
  return runs >= 200;
}

/** A property's time limit: generous, since two backends and other suites share two cores (`npm run fuzz` scales it). */
export const FUZZ_TIMEOUT_MS = Math.max(180_000, fuzzTotal * 100);
