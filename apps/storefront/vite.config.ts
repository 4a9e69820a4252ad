/**
 * Vite configuration of the storefront: React Router's framework plugin (server rendering, route
 * modules split per route), and workspace packages (`@vitrine/react`, `@vitrine/sdk`) compiled
 * from their TypeScript sources through the `source` export condition. The browser's production
 * build hydrates with Preact through `preact/compat` instead of React DOM (about 60 KB gzip less
 * on every page, which keeps the product page's initial JavaScript under its 100 KB budget); the
 * server renders with React DOM, and `vite` (dev server) keeps React for Fast Refresh. The client
 * build puts the modules the client entry and the root route use, and those every catalogue page
 * uses, into one `shell` chunk (`shellChunk`): every page loads them anyway, and in one file a
 * page preloads 6 to 14 files instead of 37, its first paint and hydration not waiting behind the
 * rest. "Use" is by the names imported (`vite/shell-modules.ts`), as the bundler's tree-shaking
 * sees it: the root reaches `@vitrine/react`'s every module through its entry, but takes only
 * the modules whose exports it imports, so the sign-in flows, the cart's changes and the
 * dashboard's catalogue writes stay with the routes that use them. It writes
 * `.vite/manifest.json`, from which the storefront tests and `npm run bench` read each page's
 * initial JavaScript. The server's build minifies CSS too: it writes the shopper pages'
 * stylesheet into every page (`app/document-styles.tsx`).
 */
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { type ModuleGraph, usedModules } from "./vite/shell-modules.ts";

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

/** A route module's id in the client build. */
function clientRoute(path: string): string {
  return `${fileURLToPath(new URL(path, import.meta.url))}?__react-router-build-client-route`;
}

/** The browser entries every page loads: the client entry and the root route's module. */
const SHELL_ENTRIES = [
  fileURLToPath(new URL("src/app/entry.client.tsx", import.meta.url)),
  clientRoute("src/app/root.tsx"),
];

/** The catalogue pages, where shoppers arrive from links and searches. */
const CATALOGUE_ROUTES = ["home", "shop", "collection", "product"].map((name) =>
  clientRoute(`src/app/routes/${name}.tsx`),
);

/**
 * The chunk name of the modules every page loads, so they come in one file instead of one file
 * per set of routes sharing them: `"shell"`, else `null` (the default chunking). They are what
 * the client entry and the root route use (`usedModules`), not themselves, and what every
 * catalogue page uses (the catalogue's query options, the pictures' sources, structured data),
 * which in chunks of their own would add 4 or 5 files to each of those pages.
 */
function shellChunk(): (id: string, graph: ModuleGraph) => string | null {
  let shell: Set<string> | undefined;
  return (id, graph) => {
    if (!shell) {
      const [first, ...others] = CATALOGUE_ROUTES.map((route) => usedModules(graph, [route]));
      const everyCatalogue = [...(first ?? [])].filter((module) => others.every((used) => used.has(module)));
      shell = new Set([...usedModules(graph, SHELL_ENTRIES), ...everyCatalogue]);
      for (const entry of [...SHELL_ENTRIES, ...CATALOGUE_ROUTES]) shell.delete(entry);
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
