/**
 * Vitest projects for @vitrine/emulator: the suite on PGlite and, when Debian's
 * PostgreSQL server is installed, its database-facing files again on a throwaway
 * PostgreSQL server.
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
    "test/ecom/add-to-cart-lock-waits.test.ts",
  ],
  env: { VITRINE_TEST_BACKEND: "pglite" },
  globalSetup: ["./test/support/built-cli-global-setup.ts"],
});
const postgres = workspaceProject("emulator-postgres", {
  root,
  // The second database re-runs what SQL can change: every file that reads or writes through the
  // app's queries (transactions, locks, races, sorting and collation, JSON queries, migrations,
  // snapshots). Two kinds of file run once, in the PGlite project, because the backend under test
  // changes nothing they prove:
  // - browser tests (`*.browser.test.ts`): Chromium driving the console and hosted pages, whose
  //   queries are the same endpoints' that the HTTP tests run on both databases;
  // - CLI-process tests (`test/cli/cli-*.test.ts`, `test/webhooks/cli-crash.test.ts`): flags,
  //   banners, printed mail and exit codes of the CLI process, mostly on a PGlite of its own (in
  //   memory or in a `--data` folder). `test/cli/cli.test.ts` stays: on PostgreSQL it starts two
  //   CLIs on one DATABASE_URL.
  // And PGlite's template (`test/db/pglite-template.test.ts`) exists on PGlite only.
  exclude: [
    ...configDefaults.exclude,
    "**/*.browser.test.ts",
    "test/cli/cli-*.test.ts",
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
