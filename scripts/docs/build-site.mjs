#!/usr/bin/env node
/**
 * `npm run docs`: builds the docs site into `docs/site/`. It stages the pages in `docs/.stage/` (the
 * landing page and VitePress config of `docs/`, the guides, the package READMEs, the API reference
 * TypeDoc generates from `typedoc.json`), builds them with VitePress, then fails on any link of the
 * built site to a page or an anchor that does not exist (`site-links.mjs`).
 *
 * `node scripts/docs/build-site.mjs [--guides DIR] [--out DIR]` takes the guides from DIR instead of
 * `docs/guides/` (the tests build with a throwaway guide this way) and writes the site to another
 * folder.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "vitepress";
import { siteLinkProblems } from "./site-links.mjs";
import { importPathsByEntryFile } from "./typedoc-entry-modules.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const { values } = parseArgs({ options: { guides: { type: "string" }, out: { type: "string" } } });
const docs = join(root, "docs");
const stage = join(docs, ".stage");
const out = resolve(values.out ?? join(docs, "site"));
const packages = ["sdk", "react", "emulator"];

const started = performance.now();
rmSync(stage, { recursive: true, force: true });
for (const entry of readdirSync(docs))
  if (![".stage", "site"].includes(entry))
    cpSync(join(docs, entry), join(stage, entry), {
      recursive: true,
      filter: (path) => path !== join(docs, ".vitepress", "cache"),
    });
if (values.guides) {
  rmSync(join(stage, "guides"), { recursive: true, force: true });
  cpSync(resolve(values.guides), join(stage, "guides"), { recursive: true });
}

console.log("API reference (TypeDoc)…");
// `--skipErrorChecking`: TypeDoc would otherwise type-check the sources again, half its time; the
// type check (`npm run typecheck`, `tsc -b`) owns that, over the same files. Its own checks (an
// export not exported, a broken `{@link}`, an export with no TSDoc) still fail the build.
const typedoc = spawnSync(
  process.execPath,
  [
    join(root, "node_modules/typedoc/bin/typedoc"),
    "--skipErrorChecking",
    "--out",
    join(stage, "api"),
    "--docsRoot",
    stage,
  ],
  { cwd: root, stdio: "inherit" },
);
if (typedoc.status !== 0) fail("TypeDoc reported the problems above");

const entryOrder = entryModulesInOrder();
writeFileSync(join(stage, ".vitepress", "site-data.json"), JSON.stringify({ entryOrder }));
writeFileSync(join(stage, "api", "index.md"), apiIndex(entryOrder));
mkdirSync(join(stage, "packages"), { recursive: true });
for (const name of packages)
  cpSync(join(root, "packages", name, "README.md"), join(stage, "packages", `${name}.md`));

console.log("Site (VitePress)…");
rmSync(out, { recursive: true, force: true });
await build(stage, { outDir: out });

const problems = siteLinkProblems(out);
if (problems.length > 0) fail(`broken links in the built site:\n${problems.join("\n")}`);
const pages = readdirSync(out, { recursive: true }).filter((name) => String(name).endsWith(".html"));
console.log(`docs: ${pages.length} pages in ${out} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

/** The import paths of `typedoc.json`'s entry points, in its order. */
function entryModulesInOrder() {
  const config = JSON.parse(readFileSync(join(root, "typedoc.json"), "utf8"));
  const paths = importPathsByEntryFile(packages.map((name) => join(root, "packages", name, "package.json")));
  return config.entryPoints.map((entry) => paths.get(resolve(root, entry)) ?? entry);
}

/** The reference's index page: one line per entry module, in order. */
function apiIndex(order) {
  const lines = order.map((name) => {
    if (!existsSync(join(stage, "api", `${name}.md`))) fail(`no reference page for ${name}`);
    return `- [\`${name}\`](./${name}.md)`;
  });
  return `# API reference\n\nOne page per import path; each opens with its section of the package's README.\n\n${lines.join("\n")}\n`;
}

/** Stops the build with a message. */
function fail(message) {
  console.error(`npm run docs: ${message}`);
  process.exit(1);
}
