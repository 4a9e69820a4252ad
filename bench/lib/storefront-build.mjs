/**
 * The storefront's production build for figure 6 and the Lighthouse figure, made once per bench
 * run, as `npm start` makes it: React Router's framework build (`react-router build`,
 * `NODE_ENV=production`) into a folder of its own under `bench/build/` (git-ignored; inside the
 * repository so the server build's imports resolve from `node_modules`), with `client/` (the
 * browser's files and `.vite/manifest.json`) and `server/` (the request handler). The folder is
 * removed when the bench process exits.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** The storefront app's folder. */
export const STOREFRONT = join(ROOT, "apps/storefront");

let built;

/** Runs `react-router build` into `buildDir`; rejects with its error output when it fails. */
function runBuild(buildDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: STOREFRONT,
      env: { ...process.env, NODE_ENV: "production", VITRINE_BUILD_DIR: buildDir },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`react-router build failed (${code}):\n${errors}`)),
    );
  });
}

/**
 * The folder of this run's production build (`client/`, `server/`), built on the first call.
 *
 * @example
 * const buildDir = await storefrontBuild();
 * measureInitialJavaScript(join(buildDir, "client"), "src/app/routes/shop.tsx");
 */
export function storefrontBuild() {
  built ??= (async () => {
    mkdirSync(join(ROOT, "bench/build"), { recursive: true });
    const buildDir = mkdtempSync(join(ROOT, "bench/build/storefront-"));
    process.once("exit", () => rmSync(buildDir, { recursive: true, force: true }));
    await runBuild(buildDir);
    return buildDir;
  })();
  return built;
}
