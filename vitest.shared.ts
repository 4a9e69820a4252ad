/** Settings every workspace's Vitest project shares: packages are consumed from source. */
import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineProject, type ViteUserConfig } from "vitest/config";

/** A Vitest project that resolves workspace packages to their TypeScript sources. */
export function workspaceProject(name: string, extra: NonNullable<ViteUserConfig["test"]> = {}) {
  return defineProject({
    resolve: { conditions: ["source", ...defaultClientConditions] },
    ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
    // Tests that start a database, an emulator or a browser need room on a busy 2-core machine;
    // `expect.poll` waits for a state, and under the full suite's load a page can take several
    // seconds to reach it (Vitest's default limit is 1 s).
    // Test files of one worker share its module graph: the emulator, PGlite's WebAssembly and
    // Vite load once per worker instead of once per file (the SDK's suite took 221 s isolated,
    // 86 s shared). Each file starts its own emulator, database and clients, so files stay
    // independent.
    test: {
      name,
      isolate: false,
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      expect: { poll: { timeout: 15_000 } },
      ...extra,
    },
  });
}
