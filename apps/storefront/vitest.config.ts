/** Vitest project for the storefront: the built app in real Chromium against a listening emulator. */
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("storefront", { testTimeout: 60_000, hookTimeout: 120_000 });
