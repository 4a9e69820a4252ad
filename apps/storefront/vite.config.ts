/**
 * Vite configuration of the storefront: React, and workspace packages (`@vitrine/react`,
 * `@vitrine/sdk`) compiled from their TypeScript sources through the `source` export condition.
 * The build writes `.vite/manifest.json`, from which the storefront tests and `npm run bench`
 * read each page's initial JavaScript.
 */
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: { target: "es2022", manifest: true },
});
