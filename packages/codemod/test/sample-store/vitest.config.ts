/** The sample store's own test run: its sources and the workspace packages as TypeScript. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source", "module", "browser", "development|production"] },
  ssr: { resolve: { conditions: ["source", "module", "node", "development|production"] } },
  test: { include: ["test/**/*.test.ts"], testTimeout: 60_000, hookTimeout: 60_000 },
});
