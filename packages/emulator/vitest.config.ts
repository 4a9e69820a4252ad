/** Vitest project for @vitrine/emulator: tests share one database per worker. */
import { workspaceProject } from "../../vitest.shared.ts";

export default workspaceProject("emulator", { testTimeout: 30_000, hookTimeout: 60_000 });
