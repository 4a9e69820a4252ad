/**
 * Builds the emulator and what it depends on (`tsc -b packages/emulator`)
 * before a reliability run, since the runs start the built emulator (`dist/`).
 * A failure stops the run: measuring stale code would report figures for
 * something else.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Runs `tsc -b packages/emulator` in the repository root, printing its errors; throws when it fails. */
export function buildEmulator(log) {
  log("building the emulator (tsc -b packages/emulator)");
  execFileSync(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, "-b", "packages/emulator"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}
