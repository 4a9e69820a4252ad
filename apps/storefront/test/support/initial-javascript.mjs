/**
 * The initial JavaScript of a storefront page, read from the browser build's Vite manifest
 * (`build/client/.vite/manifest.json`) of React Router's framework mode, and which modules load
 * on demand: what the browser must load before it can hydrate that page. That is the client
 * entry, the root route's module and the page's route module, each with every chunk it imports
 * statically (the server's HTML preloads exactly these). Each file counts gzipped on its own
 * (level 9), as a server sends it. Plain JavaScript, so `npm run bench` (Node, no TypeScript) and
 * the storefront's tests share it.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** The suffix React Router gives a route module's key in the browser build's manifest. */
const ROUTE_SUFFIX = "?__react-router-build-client-route";

/** @param {string} outDir */
function readManifest(outDir) {
  return JSON.parse(readFileSync(join(outDir, ".vite", "manifest.json"), "utf8"));
}

/** @param {Record<string, any>} manifest @param {string} source @param {string} outDir */
function routeChunk(manifest, source, outDir) {
  const chunk = manifest[`${source}${ROUTE_SUFFIX}`] ?? manifest[source];
  if (!chunk) throw new Error(`the build in ${outDir} has no chunk for ${source}`);
  return chunk;
}

/**
 * Measures the initial JavaScript of the page whose route module is `routeSource` (its path in
 * the storefront, e.g. `src/app/routes/product.tsx`) in the browser build at `outDir`
 * (`build/client`).
 *
 * @param {string} outDir
 * @param {string} routeSource
 * @returns {{ page: string, files: { file: string, bytes: number, gzip: number }[], bytes: number, gzip: number }}
 *
 * @example
 * const { gzip } = measureInitialJavaScript("apps/storefront/build/client", "src/app/routes/product.tsx");
 */
export function measureInitialJavaScript(outDir, routeSource) {
  const manifest = readManifest(outDir);
  const entry = Object.entries(manifest).find(([source]) => source.endsWith("entry.client.tsx"))?.[1];
  if (!entry) throw new Error(`the manifest in ${outDir} has no client entry`);
  const root = routeChunk(manifest, "src/app/root.tsx", outDir);
  const page = routeChunk(manifest, routeSource, outDir);
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(entry);
  visit(root);
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
 * The modules the browser loads on demand, by their path in the storefront: the route modules
 * (fetched when their route first matches; the root's is always loaded) and what is imported
 * with `import()`, e.g. `src/app/routes/product.tsx`, `src/lib/admin-calls.ts`.
 *
 * @param {string} outDir
 * @returns {string[]}
 *
 * @example
 * lazyModules("apps/storefront/build/client").includes("src/app/routes/product.tsx"); // true
 */
export function lazyModules(outDir) {
  return Object.entries(readManifest(outDir))
    .filter(([source, chunk]) => chunk.isDynamicEntry || source.endsWith(ROUTE_SUFFIX))
    .map(([source]) => source.replace(ROUTE_SUFFIX, ""))
    .filter((source) => source !== "src/app/root.tsx");
}
