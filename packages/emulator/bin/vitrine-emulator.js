#!/usr/bin/env node
// The `vitrine-emulator` command: runs the built CLI (`npx tsc -b` builds dist/).
import { main } from "../dist/cli.js";

await main(process.argv.slice(2));
