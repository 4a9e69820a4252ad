#!/usr/bin/env node
// The `vitrine-codemod` command: runs the built CLI (dist/cli.js). The bin is a
// committed file so that npm links it on install even before the package is built;
// in a checkout of the repository, `npx tsc -b` at its root builds dist/.
import { existsSync } from "node:fs";

const cli = new URL("../dist/cli.js", import.meta.url);
if (!existsSync(cli)) {
  console.error(
    "vitrine-codemod: dist/cli.js is missing. In the repository run `npx tsc -b` at its root; otherwise reinstall @vitrine/codemod.",
  );
  process.exit(1);
}
await import(cli.href);
