/**
 * The store a reliability run uses, on either backend, seeded before the
 * emulator starts: PGlite in a temporary data folder (what `--data` serves), or
 * a fresh database on a throwaway PostgreSQL cluster (`@vitrine/testkit`'s
 * `startPostgresServer`, as the test suites use). Seeding goes through the built emulator's
 * testing entry (`seedSizedCatalogue`): the demo catalogue (products with
 * options, collections) and generated products up to `products`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@vitrine/emulator";
import { createScratchPostgresDatabase, seedSizedCatalogue } from "@vitrine/emulator/testing";
import { findPostgresBinaries, startPostgresServer } from "@vitrine/testkit";

/**
 * Creates an empty store on `backend` (`"pglite"` or `"postgres"`). Resolves
 * `{ backend, cliArgs, cliEnv, open(), server?, remove() }`: the `start` flags and
 * environment that serve it, a way to open it directly (for seeding and checks;
 * PGlite only while no emulator has it open), the PostgreSQL server, and cleanup.
 */
export async function createStore(backend) {
  if (backend === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "vitrine-reliability-"));
    const dataDir = join(dir, "store");
    return {
      backend,
      cliArgs: ["--data", dataDir],
      cliEnv: {},
      open: () => openDatabase({ dataDir }),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const bin = findPostgresBinaries();
  if (!bin) throw new Error("PostgreSQL server binaries not found (Debian's postgresql package)");
  const server = await startPostgresServer(bin);
  const { url } = await createScratchPostgresDatabase(server.url, "vitrine_reliability");
  return {
    backend,
    server,
    cliArgs: [],
    cliEnv: { DATABASE_URL: url },
    open: () => openDatabase({ url }),
    remove: () => server.stop(),
  };
}

/** Seeds the demo catalogue and generated products up to `products` in total; resolves the count. */
export async function seedStore(store, products) {
  const db = await store.open();
  try {
    await seedSizedCatalogue(db, products);
    if (store.backend === "postgres") await db.query("analyze");
    const [{ count }] = await db.query("select count(*)::int as count from products");
    return count;
  } finally {
    await db.close();
  }
}
