/** Root Vitest configuration: one project per workspace package that has tests. */
import { defineConfig } from "vitest/config";
import { emulatorProjects } from "./packages/emulator/vitest.projects.ts";

export default defineConfig({
  test: {
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "test/packaging/vitest.config.ts",
      ...emulatorProjects,
    ],
  },
});
