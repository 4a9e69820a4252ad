/**
 * Vitest project for the code blocks of the guides and READMEs (`code-blocks.test.ts`): one file,
 * which starts a demo emulator, type-checks every TypeScript block in one program and runs them.
 */
import { fileURLToPath } from "node:url";
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("docs-code", {
  root: fileURLToPath(new URL(".", import.meta.url)),
  include: ["code-blocks.test.ts"],
  testTimeout: 120_000,
  hookTimeout: 120_000,
});
