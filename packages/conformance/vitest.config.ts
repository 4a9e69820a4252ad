/** Vitest project for the conformance tests: the provider's published client beside @vitrine/sdk. */
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("conformance", { testTimeout: 30_000 });
