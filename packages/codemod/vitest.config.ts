/** Vitest project for @vitrine/codemod: the mapping, the CLI on the sample store, and the sample store's own tests. */
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("codemod", {
  include: ["test/**/*.test.ts", "test/**/*.test.tsx"],
  testTimeout: 120_000,
});
