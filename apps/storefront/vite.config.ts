/**
 * Vite configuration of the storefront: React, and workspace packages (`@vitrine/react`,
 * `@vitrine/sdk`) compiled from their TypeScript sources through the `source` export condition.
 * The production build renders with Preact through `preact/compat` instead of React DOM (about
 * 60 KB gzip less on every page, which keeps the shop page's initial JavaScript under its 100 KB
 * budget); `vite` (dev server) keeps React for Fast Refresh. The built HTML preconnects to the API
 * and preloads the shop's route chunk (`earlyStarts`). The build writes
 * `.vite/manifest.json`, from which the storefront tests and `npm run bench` read each page's
 * initial JavaScript.
 */
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

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

/** The shop page's module: its route chunk is preloaded from the HTML. */
const SHOP_PAGE = "/src/pages/shop-page.tsx";

/**
 * Early starts in the built `index.html`: a preconnect to the API origin (`VITE_VITRINE_API_URL`,
 * default the local emulator as in `src/app/config.ts`; `crossorigin`, as the SDK's requests are
 * CORS without credentials), so the first token request finds its connection open, and a
 * modulepreload of the shop's route chunk, which the router would otherwise discover only once
 * the entry has run (the shop is where a visitor lands; the chunk is a few KB on other pages).
 */
function earlyStarts(): Plugin {
  let apiUrl = "http://localhost:4000";
  return {
    name: "vitrine-early-starts",
    apply: "build",
    configResolved(config) {
      apiUrl = config.env.VITE_VITRINE_API_URL || apiUrl;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const shop = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === "chunk" && chunk.facadeModuleId?.endsWith(SHOP_PAGE),
        );
        return [
          {
            tag: "link",
            attrs: { rel: "preconnect", href: new URL(apiUrl).origin, crossorigin: "" },
            injectTo: "head",
          },
          ...(shop
            ? [
                {
                  tag: "link",
                  attrs: { rel: "modulepreload", href: `/${shop.fileName}`, crossorigin: "" },
                  injectTo: "head" as const,
                },
              ]
            : []),
        ];
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), earlyStarts()],
  resolve: {
    conditions: ["source", ...defaultClientConditions],
    alias: command === "build" ? reactToPreact : [],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    target: "es2022",
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        if (!isUseOptimisticFallback(warning)) warn(warning);
      },
    },
  },
}));
