/** Root Vitest configuration: one project per workspace package that has tests. */
import { defineConfig } from "vitest/config";
import { emulatorProjects } from "./packages/emulator/vitest.projects.ts";

export default defineConfig({
  test: {
    // Two files at a time even on 2 cores (Vitest's default there is one): most tests wait on an
    // emulator, a database server or a browser. The projects run in groups (`sequence.groupOrder`):
    // the emulator, SDK, conformance and React suites two at a time, then the storefront's browser
    // files one at a time, then packaging.
    maxWorkers: 2,
    projects: [
      "packages/*/vitest.config.ts",
      "apps/*/vitest.config.ts",
      "test/packaging/vitest.config.ts",
      "test/docs-site/vitest.config.ts",
      "test/docs-code/vitest.config.ts",
      ...emulatorProjects,
    ],
  },
});
