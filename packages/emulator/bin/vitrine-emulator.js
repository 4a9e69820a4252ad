#!/usr/bin/env node
// The `vitrine-emulator` command: runs the built CLI (dist/cli.js). In a checkout
// of the repository right after `npm ci`, nothing is built yet: the sources are
// here, so it builds the emulator and the SDK it uses (`tsc -b`, a few seconds)
// before starting. Outside a checkout, a missing dist/ is a broken install.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const cli = new URL("../dist/cli.js", import.meta.url);
const packageDir = fileURLToPath(new URL("..", import.meta.url));

function buildFromSources() {
  let tsc;
  try {
    tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  } catch {
    return false;
  }
  if (!existsSync(new URL("../tsconfig.json", import.meta.url))) return false;
  console.error("vitrine-emulator: not built yet; building it (tsc -b packages/emulator)…");
  const build = spawnSync(process.execPath, [tsc, "-b", "--force", packageDir], { stdio: "inherit" });
  return build.status === 0 && existsSync(cli);
}

if (!existsSync(cli) && !buildFromSources()) {
  console.error(
    "vitrine-emulator: dist/cli.js is missing. In the repository run `npx tsc -b` at its root; otherwise reinstall @vitrine/emulator.",
  );
  process.exit(1);
}
const { main } = await import(cli.href);
await main(process.argv.slice(2));
