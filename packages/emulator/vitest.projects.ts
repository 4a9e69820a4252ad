/**
 * Vitest projects for @vitrine/emulator: the same suite on PGlite and, when
 * Debian's PostgreSQL server is installed, on a throwaway PostgreSQL server.
 * The root vitest.config.ts includes these.
 */
import { fileURLToPath } from "node:url";
import { workspaceProject } from "../../vitest.shared.ts";
import { findPostgresBinaries } from "./test/support/postgres-server.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

const pglite = workspaceProject("emulator", { root, ...timeouts, env: { VITRINE_TEST_BACKEND: "pglite" } });
const postgres = workspaceProject("emulator-postgres", {
  root,
  ...timeouts,
  env: { VITRINE_TEST_BACKEND: "postgres" },
  globalSetup: ["./test/support/postgres-global-setup.ts"],
});

const hasPostgres = findPostgresBinaries() !== undefined;
if (!hasPostgres)
  console.warn("PostgreSQL server not installed: the emulator-postgres project does not run.");

/** The emulator's projects for this machine. */
export const emulatorProjects = hasPostgres ? [pglite, postgres] : [pglite];
