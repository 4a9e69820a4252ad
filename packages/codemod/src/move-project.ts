/**
 * Moves a project: finds its JavaScript and TypeScript files, the ones that import the
 * provider's packages and the ones that import those (they call the clients made there), learns
 * which calls each client module is used for, then moves each of those files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { clientCalls } from "./client-calls.ts";
import { clientCreations } from "./client-creations.ts";
import type { ModuleMapping } from "./mapping.ts";
import { moveFile, parseFile } from "./move-file.ts";
import { isProviderPackage, providerImports } from "./provider-imports.ts";
import type { FileResult } from "./report.ts";
import { SourceFile } from "./source-file.ts";

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git", "dist", "build", ".next", ".astro", "coverage"]);

/** Every source file under `root` (a file or a directory), skipping dependencies and builds. */
export function sourceFiles(root: string): string[] {
  if (statSync(root).isFile()) return SOURCE.test(root) ? [root] : [];
  const files: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(root, entry.name);
    if (entry.isDirectory() && !SKIPPED_DIRECTORIES.has(entry.name)) files.push(...sourceFiles(path));
    else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(path);
  }
  return files;
}

/** Relative import specifiers of a parsed file, resolved against the known files. */
function localImports(file: SourceFile, known: ReadonlySet<string>): string[] {
  if (file.ast.type !== "Program") return [];
  const found: string[] = [];
  for (const statement of file.ast.body) {
    if (statement.type !== "ImportDeclaration" || !statement.source.value.startsWith(".")) continue;
    const base = resolve(dirname(file.path), statement.source.value);
    const stem = base.replace(/\.[cm]?jsx?$/, "");
    const candidates = [
      base,
      ...[".ts", ".tsx", ".js", ".jsx", ".mjs"].flatMap((ext) => [stem + ext, join(base, `index${ext}`)]),
    ];
    const hit = candidates.find((candidate) => known.has(candidate));
    if (hit) found.push(hit);
  }
  return found;
}

/** Options of {@link moveProject}. */
export interface MoveProjectOptions {
  /** Write the moved files (default true); false only reports. */
  write?: boolean;
}

/** Moves every file under `root` that uses the provider's client; returns one result per file looked at. */
export function moveProject(root: string, options: MoveProjectOptions = {}): FileResult[] {
  const absolute = resolve(root);
  const base = statSync(absolute).isFile() ? dirname(absolute) : absolute;
  const texts = new Map(sourceFiles(absolute).map((path) => [path, readFileSync(path, "utf8")]));
  const parsed = new Map<string, SourceFile>();
  const results: FileResult[] = [];
  for (const [path, code] of texts) {
    const file = parseFile(path, code);
    if (file instanceof SourceFile) parsed.set(path, file);
    else if (code.includes("@wix/")) results.push({ ...file, path: relative(base, path) });
  }
  const provider = new Set(
    [...parsed.values()]
      .filter(
        (f) =>
          f.ast.type === "Program" &&
          f.ast.body.some((s) => s.type === "ImportDeclaration" && isProviderPackage(s.source.value)),
      )
      .map((f) => f.path),
  );
  const known = new Set(parsed.keys());
  const scope = [...parsed.values()].filter(
    (f) => provider.has(f.path) || localImports(f, known).some((p) => provider.has(p)),
  );
  const moduleKeys = new Map<string, ModuleMapping>();
  for (const path of provider) {
    const file = parsed.get(path) as SourceFile;
    for (const creation of clientCreations(file, providerImports(file).bindings)) {
      for (const bound of creation.modules) if (bound.mapping) moduleKeys.set(bound.key, bound.mapping);
    }
  }
  const used = new Map<string, Set<string>>();
  for (const file of scope) {
    for (const { found } of clientCalls(file)) {
      if (moduleKeys.has(found.key))
        used.set(found.key, (used.get(found.key) ?? new Set()).add(found.method));
    }
  }
  for (const file of scope) {
    const moved = moveFile(file.path, file.code, { moduleKeys, used });
    if (moved.changes.length === 0 && moved.problems.length === 0) continue;
    if (options.write !== false && moved.code !== file.code) writeFileSync(file.path, moved.code);
    results.push({ path: relative(base, file.path), changes: moved.changes, problems: moved.problems });
  }
  return results;
}
