/**
 * Vitest project for what users outside the repository get: the API reference built from the
 * TSDoc, and the packed packages installed into a fresh project. Slow (a build, three `npm pack`,
 * an install, an emulator): generous timeouts, one file at a time.
 */
import { fileURLToPath } from "node:url";
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("packaging", {
  root: fileURLToPath(new URL(".", import.meta.url)),
  include: ["*.test.ts"],
  testTimeout: 300_000,
  hookTimeout: 300_000,
  fileParallelism: false,
  // After every other project (see the root vitest.config.ts): `npm pack` rebuilds the
  // packages' `dist`, which the CLI tests run.
  sequence: { groupOrder: 2 },
});
