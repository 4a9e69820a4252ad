/**
 * Vitest projects for @vitrine/emulator: the same suite on PGlite and, when
 * Debian's PostgreSQL server is installed, on a throwaway PostgreSQL server.
 * The root vitest.config.ts includes these.
 */
import { fileURLToPath } from "node:url";
import { configDefaults } from "vitest/config";
import { workspaceProject } from "../../vitest.shared.ts";
// The configuration loads before Vitest resolves workspace packages to their sources: the helper
// comes by path, bundled with this file, so choosing the projects needs no build.
import { findPostgresBinaries } from "../testkit/src/postgres-server.ts";

const root = fileURLToPath(new URL(".", import.meta.url));
const pglite = workspaceProject("emulator", {
  root,
  // Two emulator processes racing on one database, or a transaction held open beside the app's,
  // need a database server: PostgreSQL only.
  exclude: [
    ...configDefaults.exclude,
    "test/ecom/order-races-processes.test.ts",
    "test/ecom/add-to-cart-racing-insert.test.ts",
  ],
  env: { VITRINE_TEST_BACKEND: "pglite" },
  globalSetup: ["./test/support/built-cli-global-setup.ts"],
});
const postgres = workspaceProject("emulator-postgres", {
  root,
  // These start the CLI on a PGlite of its own (in memory, or in a `--data` folder) or test
  // PGlite's template: the backend under test changes nothing there, so they run once, in the
  // PGlite project.
  exclude: [
    ...configDefaults.exclude,
    "test/cli/cli-store.test.ts",
    "test/cli/cli-seed-progress.test.ts",
    "test/cli/cli-brand.test.ts",
    "test/webhooks/cli-crash.test.ts",
    "test/db/pglite-template.test.ts",
  ],
  env: { VITRINE_TEST_BACKEND: "postgres" },
  globalSetup: ["./test/support/built-cli-global-setup.ts", "./test/support/postgres-global-setup.ts"],
});

const hasPostgres = findPostgresBinaries() !== undefined;
if (!hasPostgres)
  console.warn("PostgreSQL server not installed: the emulator-postgres project does not run.");

/** The emulator's projects for this machine. */
export const emulatorProjects = hasPostgres ? [pglite, postgres] : [pglite];
