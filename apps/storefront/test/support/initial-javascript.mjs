/**
 * The initial JavaScript of a storefront page, read from a Vite build (and which modules load
 * lazily): what the browser must
 * load before it can render that page. That is the entry chunk (the `index.html` script) with
 * every chunk it imports statically, plus the page's lazy route chunk with its static imports
 * (the router fetches them before the first render of that route). Each file counts gzipped on
 * its own (level 9), as a server sends it. Plain JavaScript, so `npm run bench` (Node, no
 * TypeScript) and the storefront's tests share it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Measures the initial JavaScript of the page whose module is `pageSource` (its path in the
 * storefront, e.g. `src/pages/shop-page.tsx`) in the Vite build at `outDir` (built with
 * `build.manifest`).
 *
 * @param {string} outDir
 * @param {string} pageSource
 * @returns {{ page: string, files: { file: string, bytes: number, gzip: number }[], bytes: number, gzip: number }}
 *
 * @example
 * const { gzip } = measureInitialJavaScript("apps/storefront/dist", "src/pages/shop-page.tsx");
 */
export function measureInitialJavaScript(outDir, pageSource) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`the manifest in ${outDir} has no entry chunk`);
  const page = manifest[pageSource];
  if (!page) throw new Error(`the build in ${outDir} has no chunk for ${pageSource}`);
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  visit(page);
  const measured = [...files].map((file) => {
    const code = readFileSync(join(outDir, file));
    return { file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
  });
  return {
    page: page.file,
    files: measured,
    bytes: measured.reduce((sum, f) => sum + f.bytes, 0),
    gzip: measured.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/**
 * The modules the build loads lazily (`import()`: the lazy routes), by their path in the
 * storefront, e.g. `src/pages/shop-page.tsx`.
 *
 * @param {string} outDir
 * @returns {string[]}
 *
 * @example
 * lazyModules("apps/storefront/dist").includes("src/pages/product-page.tsx"); // true
 */
export function lazyModules(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([source]) => source);
}
