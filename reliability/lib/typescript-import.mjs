/**
 * Imports a TypeScript helper of the test suites (e.g. the throwaway PostgreSQL
 * server, the CLI process runner) from these plain Node scripts: esbuild
 * bundles the file and its relative imports (packages stay external) into one
 * temporary ES module, which is then imported (its `import.meta.url` stays the
 * entry file's, so paths relative to it still hold). Node 20 cannot run TypeScript itself.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Imports `path` (relative to the repository root) and resolves its exports. */
export async function importTypeScript(path) {
  const entry = join(ROOT, path);
  const { outputFiles } = await build({
    entryPoints: [entry],
    define: { "import.meta.url": JSON.stringify(pathToFileURL(entry).href) },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    write: false,
    logLevel: "error",
  });
  const dir = mkdtempSync(join(tmpdir(), "vitrine-ts-"));
  const file = join(dir, "module.mjs");
  try {
    writeFileSync(file, outputFiles[0].text);
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
