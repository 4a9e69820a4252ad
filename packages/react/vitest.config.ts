/** Vitest project for @vitrine/react: hooks rendered in happy-dom against a listening emulator. */
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("react", {
  include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
  environment: "happy-dom",
  // The page's origin is the one the test emulator allows (CORS), as in a real browser.
  environmentOptions: { happyDOM: { url: "http://localhost:5173/" } },
  globalSetup: ["./test/support/emulator-global-setup.ts"],
  setupFiles: ["./test/support/async-wait-limit.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
