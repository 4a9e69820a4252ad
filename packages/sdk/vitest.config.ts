/** Vitest project for @vitrine/sdk. */
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("sdk");
