/**
 * Builds the emulator and the workspace's test kit with what they depend on
 * (`tsc -b packages/testkit`) before a reliability run, since the runs start
 * the built emulator and take the kit's helpers from its build (`dist/`).
 * A failure stops the run: measuring stale code would report figures for
 * something else.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Runs `tsc -b packages/testkit` in the repository root, printing its errors; throws when it fails. */
export function buildEmulatorAndTestkit(log) {
  log("building the emulator and the test kit (tsc -b packages/testkit)");
  execFileSync(process.execPath, [`${ROOT}node_modules/typescript/bin/tsc`, "-b", "packages/testkit"], {
    cwd: ROOT,
    stdio: "inherit",
  });
}
