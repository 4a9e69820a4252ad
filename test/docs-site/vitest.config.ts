/**
 * Vitest project `docs`: the docs site, built once per run (`built-site.ts`) with a throwaway guide
 * beside the real ones and checked in Chromium; and the site build's helpers on their own. Only
 * `site.browser.test.ts` builds (into a temp folder, staging in `docs/.stage/`), so the files run
 * side by side with the emulator, SDK and React suites: the build's minutes take one worker of two
 * instead of the storefront's single one. A build takes minutes on a busy 2-core machine: generous
 * timeouts.
 */
import { fileURLToPath } from "node:url";
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("docs", {
  root: fileURLToPath(new URL(".", import.meta.url)),
  include: ["*.test.ts"],
  testTimeout: 600_000,
  hookTimeout: 120_000,
});
