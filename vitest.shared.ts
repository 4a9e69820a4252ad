/** Settings every workspace's Vitest project shares: packages are consumed from source. */
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineProject, type ViteUserConfig } from "vitest/config";

/** A Vitest project that resolves workspace packages to their TypeScript sources. */
export function workspaceProject(name: string, extra: NonNullable<ViteUserConfig["test"]> = {}) {
  return defineProject({
    resolve: { conditions: ["source", ...defaultClientConditions] },
    ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
    test: { name, include: ["test/**/*.test.ts", "src/**/*.test.ts"], ...extra },
  });
}
