/**
 * The Markdown files whose code blocks `npm test` checks: the guides, the root README and every
 * package's and app's README, and the benchmarks' README.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The checked Markdown files, relative to the repository root, sorted. */
export function docFiles(): string[] {
  const inFolder = (folder: string, only?: string) =>
    existsSync(join(REPO_ROOT, folder))
      ? readdirSync(join(REPO_ROOT, folder), { withFileTypes: true })
          .filter((entry) => (only ? entry.isDirectory() : entry.isFile() && entry.name.endsWith(".md")))
          .map((entry) => (only ? `${folder}/${entry.name}/${only}` : `${folder}/${entry.name}`))
          .filter((file) => existsSync(join(REPO_ROOT, file)))
      : [];
  return [
    "README.md",
    "bench/README.md",
    ...inFolder("docs/guides"),
    ...inFolder("packages", "README.md"),
    ...inFolder("apps", "README.md"),
  ].sort();
}
