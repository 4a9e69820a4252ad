/**
 * Databases for tests: a migrated PGlite in memory (or a PostgreSQL server at a
 * given URL), one shared per process because PGlite takes seconds to start, and
 * `resetStore` to empty it between tests while keeping the schema.
 */
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";

/**
 * Opens and migrates a database for tests: PostgreSQL at `databaseUrl` when given, otherwise
 * PGlite in memory. The caller closes it.
 *
 * @example
 * ```ts
 * const db = await openTestingDatabase();
 * ```
 */
export function openTestingDatabase(databaseUrl?: string): Promise<Database> {
  return openDatabase(databaseUrl === undefined ? { inMemory: true } : { url: databaseUrl });
}

let shared: Promise<Database> | undefined;

/**
 * This process's test database (PGlite in memory, migrated), opened on first use and shared by
 * every test in the process; empty it with `resetStore` between tests.
 *
 * @example
 * ```ts
 * const db = await sharedTestingDatabase();
 * await resetStore(db);
 * ```
 */
export function sharedTestingDatabase(): Promise<Database> {
  shared ??= openTestingDatabase();
  return shared;
}

/**
 * Empties every table but the migrations' record, keeping the schema. Everything in the
 * database is gone: use it on a database for tests only.
 *
 * @example
 * ```ts
 * await resetStore(db);
 * ```
 */
export async function resetStore(db: Database): Promise<void> {
  const tables = await db.query<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'",
  );
  await db.query(`truncate ${tables.map((t) => `"${t.tablename}"`).join(", ")} restart identity cascade`);
}
