/**
 * Vitest project for the code blocks of the guides and READMEs (`code-blocks.test.ts`), which
 * starts a demo emulator, type-checks every TypeScript block in one program and runs them, and the
 * controls of its checks (`runner-controls.test.ts`).
 */
import { fileURLToPath } from "node:url";
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("docs-code", {
  root: fileURLToPath(new URL(".", import.meta.url)),
  include: ["*.test.ts"],
  testTimeout: 120_000,
  hookTimeout: 120_000,
});
