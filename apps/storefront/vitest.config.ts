/** Vitest project for the storefront: the built app in real Chromium against a listening emulator. */
import { workspaceProject } from "../../vitest.shared.ts";

// The global setup builds the app once and starts one Chromium for the run; each browser file
// serves that build against its own emulator and opens its own pages in that browser. One file
// at a time, after the other projects (see the root vitest.config.ts): the storefront's server,
// its emulator and Chromium's pages together keep both cores of a 2-core machine busy.
export default workspaceProject("storefront", {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: 1,
  globalSetup: ["./test/support/storefront-global-setup.ts"],
  sequence: { groupOrder: 1 },
});
