/**
 * Vite configuration of the storefront: React Router's framework plugin (server rendering, route
 * modules split per route), and workspace packages (`@vitrine/react`, `@vitrine/sdk`) compiled
 * from their TypeScript sources through the `source` export condition. The browser's production
 * build hydrates with Preact through `preact/compat` instead of React DOM (about 60 KB gzip less
 * on every page, which keeps the product page's initial JavaScript under its 100 KB budget); the
 * server renders with React DOM, and `vite` (dev server) keeps React for Fast Refresh. The client
 * build writes `.vite/manifest.json`, from which the storefront tests and `npm run bench` read
 * each page's initial JavaScript.
 */
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
    rolldownOptions: {
      onwarn(warning, warn) {
        if (!isUseOptimisticFallback(warning)) warn(warning);
      },
    },
  },
}));
