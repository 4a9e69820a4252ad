/** Settings every workspace's Vitest project shares: packages are consumed from source. */
import { defineProject } from "vitest/config";

export const sourceConditions = ["source", "import", "module", "default"];

/** A Vitest project that resolves workspace packages to their TypeScript sources. */
export function workspaceProject(name: string, extra: Parameters<typeof defineProject>[0]["test"] = {}) {
  return defineProject({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions } },
    test: { name, include: ["test/**/*.test.ts", "src/**/*.test.ts"], ...extra },
  });
}
