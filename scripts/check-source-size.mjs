#!/usr/bin/env node
/**
 * The source size check of `npm run lint`: no source file under `packages/*\/src` or `apps/*\/src`
 * (TypeScript, JavaScript, CSS) is over 300 lines, so each file stays one concept a reader takes in
 * at once. Prints each file over the limit and exits 1; `node scripts/check-source-size.mjs [root]`
 * checks another tree laid out the same way.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The most lines a source file has. */
const MAX_LINES = 300;
/** What counts as source. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;

const root = process.argv[2] ?? fileURLToPath(new URL("..", import.meta.url));

/** Every source file under `dir`, skipping dependencies and build output. */
function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

/** The `src` folders of the workspaces under `packages/` and `apps/`. */
function sourceRoots() {
  return ["packages", "apps"].flatMap((group) => {
    let names;
    try {
      names = readdirSync(join(root, group), { withFileTypes: true });
    } catch {
      return [];
    }
    return names
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name, "src"))
      .filter((src) => {
        try {
          return readdirSync(src) !== undefined;
        } catch {
          return false;
        }
      });
  });
}

const problems = [];
for (const src of sourceRoots())
  for (const file of sourceFiles(src)) {
    const path = relative(root, file).split("\\").join("/");
    const text = readFileSync(file, "utf8");
    const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    if (lines > MAX_LINES)
      problems.push(
        `${path}: ${lines} lines (at most ${MAX_LINES}); split it into files named after its concepts`,
      );
  }

for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
