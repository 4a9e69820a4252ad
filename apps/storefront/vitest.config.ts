/** Vitest project for the storefront: the built app in real Chromium against a listening emulator. */
import { workspaceProject } from "../../vitest.shared.ts";

// One file at a time, after the other projects (see the root vitest.config.ts): each file builds
// the app and drives Chromium, which takes both cores of a 2-core machine.
export default workspaceProject("storefront", {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  maxWorkers: 1,
  sequence: { groupOrder: 1 },
});
