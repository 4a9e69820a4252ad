/**
 * A copy of the sample store in a temporary directory that resolves the workspace's packages
 * (its `node_modules` is a link to the workspace's), the built codemod CLI run on it as a child
 * process, and the tools run over the copy (the TypeScript compiler, Vitest, esbuild).
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const run = promisify(execFile);

/** The workspace root. */
export const WORKSPACE = resolve(fileURLToPath(new URL("../../../..", import.meta.url)));
/** The sample store fixture. */
export const SAMPLE_STORE = resolve(fileURLToPath(new URL("../sample-store", import.meta.url)));
const CLI = join(WORKSPACE, "packages/codemod/dist/cli.js");

/** What a child process printed and how it ended. */
export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `command args` in `cwd`; never throws on a non-zero exit. */
export async function runIn(cwd: string, command: string, args: string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === "number" ? failed.code : 1,
      stdout: failed.stdout ?? "",
      stderr: failed.stderr ?? "",
    };
  }
}

/** Builds the codemod (incremental: nothing to do when it is current). */
export async function buildCodemod(): Promise<void> {
  const built = await runIn(WORKSPACE, "npx", ["tsc", "-b", "packages/codemod"]);
  if (built.code !== 0) throw new Error(`tsc -b packages/codemod failed:\n${built.stdout}${built.stderr}`);
}

/** Copies the sample store into a new temporary directory; returns its path. */
export function copySampleStore(): string {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-sample-store-"));
  cpSync(SAMPLE_STORE, dir, { recursive: true });
  symlinkSync(join(WORKSPACE, "node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}

/** Removes a copy made by {@link copySampleStore}. */
export function removeCopy(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Runs `vitrine-codemod dir` as a child process. */
export function runCodemod(dir: string): Promise<Ran> {
  return runIn(dir, process.execPath, [CLI, dir]);
}

/** Every file of `dir` (links and dependencies skipped) with its text, by relative path. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (name === "node_modules") continue;
      if (statSync(full).isDirectory()) visit(full);
      else files.set(relative(dir, full), readFileSync(full, "utf8"));
    }
  };
  visit(dir);
  return files;
}

/** The gzip size (level 9) of the minified browser bundle of `entry`, React left out. */
export async function gzipBundleSize(entry: string): Promise<number> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    conditions: ["source"],
    external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"],
    jsx: "automatic",
    write: false,
    logLevel: "silent",
  });
  const [output] = result.outputFiles;
  if (output === undefined) throw new Error("esbuild wrote nothing");
  return gzipSync(output.contents, { level: 9 }).length;
}
