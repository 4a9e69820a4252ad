/**
 * The storefront's production build for the browser tests, made once per source state: its folder
 * is named after a hash of every file the build reads (the app, its configuration, the workspace
 * packages it compiles from source), so the test files of a run, and later runs on unchanged
 * sources, share one build; each file then serves it against its own emulator (the settings are
 * read at run time). A build goes to a temporary folder first and is renamed into place, so a
 * concurrent run never serves half a build.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The storefront app's folder. */
export const STOREFRONT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const REPOSITORY = join(STOREFRONT_ROOT, "../..");
/** What the build reads, besides the lockfile. */
const SOURCES = [
  "apps/storefront/src",
  "apps/storefront/public",
  "apps/storefront/vite.config.ts",
  "apps/storefront/react-router.config.ts",
  "apps/storefront/build-steps",
  "apps/storefront/package.json",
  "packages/react/src",
  "packages/sdk/src",
  "package-lock.json",
];

function hashInto(hash: ReturnType<typeof createHash>, path: string): void {
  const absolute = join(REPOSITORY, path);
  if (statSync(absolute).isDirectory()) {
    for (const name of readdirSync(absolute).sort()) hashInto(hash, join(path, name));
    return;
  }
  hash.update(path).update("\0").update(readFileSync(absolute)).update("\0");
}

/** A hash of everything the build reads. */
function sourceHash(): string {
  const hash = createHash("sha256");
  for (const source of SOURCES) hashInto(hash, source);
  return hash.digest("hex").slice(0, 16);
}

function runBuild(buildDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = join(REPOSITORY, "node_modules/@react-router/dev/bin.js");
    const child = spawn(process.execPath, [cli, "build"], {
      cwd: STOREFRONT_ROOT,
      // Vitest sets NODE_ENV=test, which would keep React's development build; build as production.
      env: { ...process.env, NODE_ENV: "production", VITRINE_BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`react-router build failed (${code}):\n${errors}`)),
    );
  });
}

let built: Promise<string> | undefined;

/**
 * The folder of the production build of the current sources (`client/`, `server/`), built on the
 * first call when no build of these sources is there yet.
 *
 * @example
 * ```ts
 * const buildDir = await storefrontBuild();
 * ```
 */
export function storefrontBuild(): Promise<string> {
  built ??= (async () => {
    const buildDir = join(STOREFRONT_ROOT, "test-results", `build-${sourceHash()}`);
    if (existsSync(join(buildDir, "server", "index.js"))) return buildDir;
    const partial = `${buildDir}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    await runBuild(partial);
    if (existsSync(join(buildDir, "server", "index.js"))) rmSync(partial, { recursive: true, force: true });
    else renameSync(partial, buildDir);
    return buildDir;
  })();
  return built;
}
