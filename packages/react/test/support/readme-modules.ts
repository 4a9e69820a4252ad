/**
 * `readmeModules(heading)`: the ```tsx blocks of one section of this package's README, each written
 * as the file its first line names (`// server.tsx: …`) into a new folder beside the tests, so a
 * test imports and runs them as written (their imports of `@vitrine/react`, React and TanStack Query
 * resolve from here as in a store's project; `./shop-pages.js` is the sibling block).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// A path, not a URL object: happy-dom's `URL` is not the one Node's `fileURLToPath` takes.
const TEST_DIR = join(dirname(fileURLToPath(import.meta.url)), "..");
const README = join(TEST_DIR, "..", "README.md");

/** The blocks of a README section, as files. */
export interface ReadmeModules {
  /** The files' names, in the README's order. */
  names: string[];
  /** Imports the module written from the block named `name`. */
  load<Module>(name: string): Promise<Module>;
  /** Deletes the folder. */
  remove(): void;
}

/**
 * Writes the ```tsx blocks of the README section `## heading` as files.
 *
 * @example
 * ```ts
 * const blocks = readmeModules("Server rendering");
 * const { renderPage } = await blocks.load<ServerModule>("server.tsx");
 * ```
 */
export function readmeModules(heading: string): ReadmeModules {
  const readme = readFileSync(README, "utf8");
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`The README has no section "## ${heading}"`);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const dir = mkdtempSync(join(TEST_DIR, ".readme-"));
  const names: string[] = [];
  for (const [, code = ""] of section.matchAll(/^```tsx\n([\s\S]*?)^```$/gm)) {
    const name = /^\/\/ ([\w-]+\.tsx):/.exec(code)?.[1];
    if (!name) throw new Error(`A tsx block of "## ${heading}" does not start with "// <file>.tsx:"`);
    writeFileSync(join(dir, name), code);
    names.push(name);
  }
  return {
    names,
    load: (name) => import(/* @vite-ignore */ join(dir, name)),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
