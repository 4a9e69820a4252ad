/**
 * Vite configuration of the storefront: React Router's framework plugin (server rendering, route
 * modules split per route), and workspace packages (`@vitrine/react`, `@vitrine/sdk`) compiled
 * from their TypeScript sources through the `source` export condition. The browser's production
 * build hydrates with Preact through `preact/compat` instead of React DOM (about 60 KB gzip less
 * on every page, which keeps the product page's initial JavaScript under its 100 KB budget); the
 * server renders with React DOM, and `vite` (dev server) keeps React for Fast Refresh. The client
 * build puts every module the client entry and the root route import into one `shell` chunk
 * (`shellChunk`): every page loads them all anyway, and in one file the page preloads 13 files
 * instead of 37, its first paint and hydration no longer waiting behind the rest. It writes
 * `.vite/manifest.json`, from which the storefront tests and `npm run bench` read each page's
 * initial JavaScript. The server's build minifies CSS too: it writes the shopper pages'
 * stylesheet into every page (`app/document-styles.tsx`).
 */
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

/**
 * React's entry points mapped to Preact's compatibility layer. Exact matches, so each React
 * entry point goes to the Preact module that stands for it.
 */
const reactToPreact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
];

/**
 * react-router reads `useOptimistic` (React 19) from `react` and falls back when it is missing,
 * as it is from `preact/compat`; the bundler's note that the import is undefined is expected.
 */
function isUseOptimisticFallback(warning: { code?: string; message: string }): boolean {
  return warning.code === "IMPORT_IS_UNDEFINED" && warning.message.includes("`useOptimistic`");
}

/** What the chunking hook can read of the module graph. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The browser entries every page loads: the client entry and the root route's module. */
const SHELL_ENTRIES = [
  fileURLToPath(new URL("src/app/entry.client.tsx", import.meta.url)),
  `${fileURLToPath(new URL("src/app/root.tsx", import.meta.url))}?__react-router-build-client-route`,
];

/**
 * The chunk name of the modules every page loads (what the client entry and the root route
 * import statically, not themselves), so they come in one file instead of one file per set of
 * routes sharing them: `"shell"`, else `null` (the default chunking).
 */
function shellChunk(): (id: string, graph: ModuleGraph) => string | null {
  let shell: Set<string> | undefined;
  return (id, graph) => {
    if (!shell) {
      const found = new Set<string>();
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        for (const next of graph.getModuleInfo(module)?.importedIds ?? []) visit(next);
      };
      for (const entry of SHELL_ENTRIES) visit(entry);
      for (const entry of SHELL_ENTRIES) found.delete(entry);
      shell = found;
    }
    return shell.has(id) ? "shell" : null;
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    conditions: ["source", ...(isSsrBuild ? defaultServerConditions : defaultClientConditions)],
    alias: command === "build" && !isSsrBuild ? reactToPreact : [],
  },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
  server: { port: 5173, strictPort: true },
  build: {
    target: "es2022",
    manifest: !isSsrBuild,
    cssMinify: true,
    rolldownOptions: {
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: shellChunk() }] } },
      onwarn(warning, warn) {
        if (!isUseOptimisticFallback(warning)) warn(warning);
      },
    },
  },
}));
