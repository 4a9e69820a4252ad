/** Settings every workspace's Vitest project shares: packages are consumed from source. */
import { defineProject, type ViteUserConfig } from "vitest/config";

const sourceConditions = ["source", "import", "module", "default"];

/** A Vitest project that resolves workspace packages to their TypeScript sources. */
export function workspaceProject(name: string, extra: NonNullable<ViteUserConfig["test"]> = {}) {
  return defineProject({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions } },
    test: { name, include: ["test/**/*.test.ts", "src/**/*.test.ts"], ...extra },
  });
}
