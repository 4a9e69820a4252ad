/**
 * The import rules a workspace's `biome.json` declares (`noRestrictedImports` per folder), tried
 * on files written for the test: the workspace's own configuration is copied into a throwaway
 * tree beside the given files, and Biome reports which imports it refuses. A layering test writes
 * one wrong import per rule and expects each refused, and a few right ones, and expects them kept.
 */
import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** One import Biome refused: the file (relative to the workspace) and the line. */
export interface RefusedImport {
  file: string;
  line: number;
}

/** What {@link refusedImports} checks. */
export interface ImportRulesCheck {
  /** The repository's root (where `node_modules/.bin/biome` is). */
  repoRoot: string;
  /** The workspace whose `biome.json` holds the rules, from the root: `"apps/storefront"`. */
  workspace: string;
  /** Source text by path inside the workspace: `{ "src/components/x.ts": "import …" }`. */
  files: Record<string, string>;
}

/**
 * The imports of `files` the workspace's import rules refuse.
 *
 * @example
 * ```ts
 * const refused = await refusedImports({
 *   repoRoot,
 *   workspace: "apps/storefront",
 *   files: { "src/components/x.ts": 'export { AdminApp } from "../admin/admin-app.tsx";\n' },
 * });
 * // [{ file: "src/components/x.ts", line: 1 }]
 * ```
 */
export async function refusedImports(check: ImportRulesCheck): Promise<RefusedImport[]> {
  const tree = await mkdtemp(join(tmpdir(), "vitrine-import-rules-"));
  try {
    const workspace = join(tree, check.workspace);
    await mkdir(workspace, { recursive: true });
    await writeFile(join(tree, "biome.json"), JSON.stringify({ root: true }));
    await copyFile(join(check.repoRoot, check.workspace, "biome.json"), join(workspace, "biome.json"));
    for (const [path, text] of Object.entries(check.files)) {
      await mkdir(dirname(join(workspace, path)), { recursive: true });
      await writeFile(join(workspace, path), text);
    }
    const biome = join(check.repoRoot, "node_modules", ".bin", "biome");
    const args = [
      "lint",
      "--only=style/noRestrictedImports",
      "--reporter=json",
      "--max-diagnostics=none",
      ".",
    ];
    // Biome exits 1 when it reports an error: the report is on stdout either way.
    const stdout = await run(biome, args, { cwd: tree }).then(
      (done) => done.stdout,
      (failed: { stdout?: string }) => failed.stdout ?? "",
    );
    const report = JSON.parse(stdout) as {
      diagnostics: { category?: string; location?: { path?: string; start?: { line?: number } } }[];
    };
    const prefix = `${check.workspace}/`;
    return report.diagnostics
      .filter((diagnostic) => diagnostic.category === "lint/style/noRestrictedImports")
      .map((diagnostic) => ({
        file: (diagnostic.location?.path ?? "").replace(prefix, ""),
        line: diagnostic.location?.start?.line ?? 0,
      }));
  } finally {
    await rm(tree, { recursive: true, force: true });
  }
}
