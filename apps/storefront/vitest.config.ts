/** Vitest project for the storefront: the built app in real Chromium against a listening emulator. */
import { workspaceProject } from "../../vitest.shared.ts";

// The global setup builds the app once and starts one Chromium for the run; each browser file
// serves that build against its own emulator and opens its own pages in that browser. Two files at
// a time, after the other projects (see the root vitest.config.ts): on 2 cores the group takes
// about 255 s this way against 350 s one file at a time, and the tests wait for states, not times.
export default workspaceProject("storefront", {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: 2,
  globalSetup: ["./test/support/storefront-global-setup.ts"],
  sequence: { groupOrder: 1 },
});
