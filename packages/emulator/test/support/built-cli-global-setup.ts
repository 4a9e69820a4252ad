/**
 * Vitest global setup of the emulator's projects: builds the emulator once
 * (`tsc -b`) when its `dist/` is missing, as right after `npm ci`. A dozen test
 * files start the `vitrine-emulator` command, which otherwise builds the package
 * itself at each start: many full builds at once, writing the same files.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

export default function setup(): void {
  if (existsSync(new URL("../../dist/cli.js", import.meta.url))) return;
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const build = spawnSync(process.execPath, [tsc, "-b", "--force", packageDir], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("building @vitrine/emulator (tsc -b) failed");
}
