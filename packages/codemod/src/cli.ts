#!/usr/bin/env node
/**
 * `vitrine-codemod PATH [--dry-run]`: moves the project at PATH from the provider's client to
 * Vitrine in place and prints each change and each place left untouched. Exits 1 when some
 * file was left untouched, 2 on a usage error.
 */
import { existsSync } from "node:fs";
import { moveProject } from "./move-project.ts";
import { formatReport } from "./report.ts";

const args = process.argv.slice(2);
const dryRun = args.includes("--dry-run");
const paths = args.filter((arg) => !arg.startsWith("--"));
const [root] = paths;
if (
  paths.length !== 1 ||
  root === undefined ||
  !existsSync(root) ||
  args.some((a) => a.startsWith("--") && a !== "--dry-run")
) {
  console.error("usage: vitrine-codemod PATH [--dry-run]");
  process.exit(2);
}
const results = moveProject(root, { write: !dryRun });
console.log(formatReport(results));
process.exitCode = results.some((result) => result.problems.length > 0) ? 1 : 0;
