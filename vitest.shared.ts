/** Settings every workspace's Vitest project shares: packages are consumed from source. */
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineProject, type ViteUserConfig } from "vitest/config";

/** A Vitest project that resolves workspace packages to their TypeScript sources. */
export function workspaceProject(name: string, extra: NonNullable<ViteUserConfig["test"]> = {}) {
  return defineProject({
    resolve: { conditions: ["source", ...defaultClientConditions] },
    ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
    // Tests that start a database, an emulator or a browser need room on a busy 2-core machine.
    test: {
      name,
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...extra,
    },
  });
}
