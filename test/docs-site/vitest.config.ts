/**
 * Vitest project `docs`: the docs site, built once per run (`built-site.ts`) with a throwaway guide
 * beside the real ones and checked in Chromium; and the site build's helpers on their own. A build
 * takes minutes on a busy 2-core machine: generous timeouts, one file at a time.
 */
import { fileURLToPath } from "node:url";
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("docs", {
  root: fileURLToPath(new URL(".", import.meta.url)),
  include: ["*.test.ts"],
  fileParallelism: false,
  // With the storefront's browser files (one at a time), after the emulator, SDK and React suites.
  sequence: { groupOrder: 1 },
  testTimeout: 600_000,
  hookTimeout: 120_000,
});
