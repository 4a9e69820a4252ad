/**
 * Databases for tests: a migrated PGlite in memory (or a PostgreSQL server at a
 * given URL), one shared per process because PGlite takes seconds to start, and
 * `resetStore` to empty it between tests while keeping the schema.
 */
import type { Database } from "../db/database.ts";
import { migrate } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { openPostgresDatabase } from "../db/postgres-database.ts";

/** How {@link openTestingDatabase} connects to PostgreSQL. */
export interface TestingDatabaseOptions {
  /** The most connections the pool opens (default 10): 1 for a second client racing the app's. */
  maxConnections?: number;
}

/**
 * Opens and migrates a database for tests: PostgreSQL at `databaseUrl` when given, otherwise
 * PGlite in memory. The caller closes it. A test that races the app's own connections opens a
 * second pool on the same URL.
 *
 * @example
 * ```ts
 * const db = await openTestingDatabase();
 * const racer = await openTestingDatabase(process.env.DATABASE_URL, { maxConnections: 1 });
 * ```
 */
export async function openTestingDatabase(
  databaseUrl?: string,
  options: TestingDatabaseOptions = {},
): Promise<Database> {
  if (databaseUrl === undefined) return openDatabase({ inMemory: true });
  const db = await openPostgresDatabase(databaseUrl, options.maxConnections);
  await migrate(db);
  return db;
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

// One round trip. A table that never held a row since it was made or last emptied has no page
// on disk (`pg_relation_size` 0): only tables with pages are truncated, which on PGlite is most of
// a reset's time (each truncate makes new files for the table and its indexes). A page is
// written by any insert, even one rolled back, so every table a test wrote to is emptied. A
// table's own sequence (identity columns) that was used is set back to its start, as `truncate
// … restart identity` does, also when its table is untouched (`nextval` before a failed insert).
const RESET_STORE = `do $reset$
declare
  tables text;
  seq record;
begin
  select string_agg(format('%I.%I', n.nspname, c.relname), ', ') into tables
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'schema_migrations'
    and pg_relation_size(c.oid) > 0;
  if tables is not null then
    execute 'truncate ' || tables || ' restart identity cascade';
  end if;
  for seq in
    select s.schemaname, s.sequencename, s.start_value from pg_sequences s
    join pg_class c on c.relname = s.sequencename
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = s.schemaname
    join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')
    where s.schemaname = 'public' and s.last_value is not null
  loop
    perform setval(format('%I.%I', seq.schemaname, seq.sequencename), seq.start_value, false);
  end loop;
end
$reset$`;

/**
 * Empties every table but the migrations' record, keeping the schema, and sets the tables'
 * sequences back to their start. Everything in the database is gone: use it on a database for
 * tests only.
 *
 * @example
 * ```ts
 * await resetStore(db);
 * ```
 */
export async function resetStore(db: Database): Promise<void> {
  await db.query(RESET_STORE);
}
