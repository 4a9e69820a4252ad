#!/usr/bin/env node
/**
 * `npm run fuzz`: the emulator's property-based fuzz suite with a large budget
 * (VITRINE_FUZZ_CASES, default 100 000 cases per backend, shared by the
 * properties by weight), then one summary line of the cases run per backend.
 * `npm test` runs the same properties with 2 400 cases.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const cases = process.env.VITRINE_FUZZ_CASES ?? "100000";
const dir = mkdtempSync(join(tmpdir(), "vitrine-fuzz-"));
const tally = join(dir, "tally.tsv");
const run = spawnSync(
  "npx",
  ["vitest", "run", "--testTimeout=0", "packages/emulator/test/fuzz", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, VITRINE_FUZZ_CASES: cases, VITRINE_FUZZ_TALLY: tally } },
);
const perBackend = new Map();
try {
  for (const line of readFileSync(tally, "utf8").split("\n")) {
    const [backend, , count] = line.split("\t");
    if (backend) perBackend.set(backend, (perBackend.get(backend) ?? 0) + Number(count));
  }
} catch {
  // no file: no fuzz test reported
}
rmSync(dir, { recursive: true, force: true });
const parts = [...perBackend].map(([backend, count]) => `${count} on ${backend}`);
console.log(
  `fuzz summary: ${parts.join(", ") || "no cases"} (budget ${cases} per backend); ${run.status === 0 ? "no failures" : "FAILED"}`,
);
process.exit(run.status ?? 1);
