/** Root Vitest configuration: one project per workspace package that has tests. */
import { defineConfig } from "vitest/config";
import { emulatorProjects } from "./packages/emulator/vitest.projects.ts";

export default defineConfig({
  test: {
    // Two files at a time even on 2 cores (Vitest's default there is one): most tests wait on an
    // emulator, a database server or a browser. The projects run in groups (`sequence.groupOrder`),
    // and a group's projects share one worker count: first every suite but the storefront's and
    // packaging, two files at a time (the docs site's build among them, so its minutes overlap the
    // emulator's files); then the storefront's browser files, two at a time; then packaging. Within a
    // group Vitest takes the projects by name, and each project's files longest first by the last
    // run's durations (largest first on a fresh checkout).
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
