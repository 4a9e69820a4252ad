// Bundles each entry point of the package (`exports`, from its `source` file) into one ES module
// in `dist`, with esbuild: code two entries share goes to `dist/chunks/`, so state such as the
// token strategy's single flight and the error classes (`instanceof`) exists once whichever
// entries a program imports. Not minified, `/* @__PURE__ */` kept, so an app's bundler still
// drops what the app does not call. Run after `tsc -b`, which emits the `.d.ts` files beside
// them (its per-module `.js` files stay in `dist`, where no entry imports them, and the package's
// `files` leave them out of the tarball).
import { readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const { exports } = JSON.parse(readFileSync(`${root}package.json`, "utf8"));

/**
 * Writes the bundled entries (`dist/index.js`, `dist/catalog/index.js`, …) and their shared chunks;
 * resolves esbuild's metafile.
 */
export async function bundleEntries() {
  rmSync(`${root}dist/chunks`, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.values(exports).map((entry) => entry.source),
    outbase: "src",
    outdir: "dist",
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    treeShaking: true,
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
  });
  return result.metafile;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const metafile = await bundleEntries();
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith(".js"));
  console.log(`bundled ${files.length} files: ${files.join(", ")}`);
}
