/**
 * The seeded catalogues figure 5's emulator (`lib/emulator-server.mjs`) serves: the demo store and
 * generated products up to a size, v1 or v3 (`lib/v3-catalogue.mjs`), left at rest. PGlite in
 * memory is seeded by the server itself; a PostgreSQL database on the server of `DATABASE_URL`
 * is seeded by a short-lived process (this file, forked with `seed`), a scratch database
 * `vitrine_bench_<pid>` dropped after the run, or with `BENCH_KEEP_DATABASES=1` a kept one,
 * `vitrine_bench_kept_<catalog>_<size>`, seeded once and opened again by later runs (for repeated
 * runs of the read scenarios; the writing scenarios, the 90/10 mix and the carts, leave their
 * writes in it).
 */
import { fork } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

/**
 * Seeds `db`: the demo store (60 products) and generated products up to `size`, then leaves the
 * catalogue at rest, as autovacuum leaves one shortly after a bulk load: statistics for the
 * planner and a visibility map for index-only scans. PGlite has no autovacuum, so this is done
 * on both backends alike.
 */
async function seedCatalogue(db, size, catalog) {
  if (catalog === "v3") {
    const { seedV3Catalogue } = await import("./v3-catalogue.mjs");
    return seedV3Catalogue(db, size);
  }
  const { seedSizedCatalogue } = await import("@vitrine/emulator/testing");
  await seedSizedCatalogue(db, size);
  await db.query("vacuum analyze");
}

/**
 * A seeded database on the server of `DATABASE_URL`, seeded by a separate short-lived process.
 * A bulk load leaves V8 tenuring the allocation sites it shares with the reads (the database
 * driver's), so a process that seeded 10 000 products then spends ~45 µs more per query on
 * garbage collection; a server opening a catalogue that already exists never has that history.
 */
export async function seededPostgres(size, catalog) {
  const { openDatabase } = await import("@vitrine/emulator");
  if (process.env.BENCH_KEEP_DATABASES === "1") return keptPostgres(size, catalog);
  const { createScratchPostgresDatabase } = await import("@vitrine/emulator/testing");
  const { url, drop } = await createScratchPostgresDatabase(
    process.env.DATABASE_URL,
    `vitrine_bench_${process.pid}`,
  );
  await seedInProcess(url, size, catalog).catch(async (error) => {
    await drop();
    throw error;
  });
  return { db: await openDatabase({ url }), drop };
}

/**
 * The kept catalogue of `size` products (`BENCH_KEEP_DATABASES=1`): opened (and migrated, then
 * left at rest again) when it holds `size` products, else made and seeded as `seededPostgres`
 * makes a scratch one; never dropped.
 */
async function keptPostgres(size, catalog) {
  const { openDatabase } = await import("@vitrine/emulator");
  const name = `vitrine_bench_kept_${catalog}_${size}`;
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const { default: pg } = await import("pg");
  const server = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await server.connect();
  const { rowCount } = await server.query("select 1 from pg_database where datname = $1", [name]);
  await server.end();
  if (rowCount === 1) {
    const db = await openDatabase({ url: url.toString() });
    const table = catalog === "v3" ? "v3_products" : "products";
    const [{ n }] = await db.query(`select count(*)::int as n from ${table}`);
    if (n === size) {
      await db.query("vacuum analyze");
      return { db, drop: async () => {} };
    }
    await db.close();
  }
  const { createScratchPostgresDatabase } = await import("@vitrine/emulator/testing");
  await createScratchPostgresDatabase(process.env.DATABASE_URL, name);
  await seedInProcess(url.toString(), size, catalog);
  return { db: await openDatabase({ url: url.toString() }), drop: async () => {} };
}

/** Seeds the PostgreSQL database at `url` in a short-lived process of its own (see `seededPostgres`). */
async function seedInProcess(url, size, catalog) {
  const seeder = fork(fileURLToPath(import.meta.url), ["seed", JSON.stringify({ url, size, catalog })], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const [code] = await once(seeder, "exit");
  if (code !== 0) throw new Error(`emulator-catalogue: seeding exited with ${code}`);
}

/** The seeder process: seeds the PostgreSQL database at `url`, exits. */
async function seedPostgres({ url, size, catalog }) {
  const { openDatabase } = await import("@vitrine/emulator");
  const db = await openDatabase({ url });
  await seedCatalogue(db, size, catalog);
  await db.close();
}

/** PGlite lives in the server's memory, so the server seeds it itself. */
export async function seededPglite(size, catalog) {
  const { openDatabase } = await import("@vitrine/emulator");
  const db = await openDatabase({ inMemory: true });
  await seedCatalogue(db, size, catalog);
  return { db, drop: async () => {} };
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === "seed") {
  await seedPostgres(JSON.parse(process.argv[3]));
}
