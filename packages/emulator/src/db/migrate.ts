/**
 * Applies the SQL files in `packages/emulator/migrations` in name order, each
 * once, recorded in `schema_migrations`. Safe when several emulator processes
 * start on one PostgreSQL: an advisory lock lets one of them migrate at a time.
 */
import { readdir, readFile } from "node:fs/promises";
import type { Database } from "./database.ts";

/** The folder of the migration files. */
export const MIGRATIONS_DIR = new URL("../../migrations/", import.meta.url);
const MIGRATION_LOCK_ID = 7_421_001;

/** Brings the database's schema up to date; returns the names of the migrations it applied. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith(".sql")).sort();
  return db.transaction(async (tx) => {
    if (db.kind === "postgres") await tx.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK_ID]);
    await tx.query(
      "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
    );
    const done = new Set(
      (await tx.query<{ name: string }>("select name from schema_migrations")).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = await readFile(new URL(name, MIGRATIONS_DIR), "utf8");
      await tx.exec(sql);
      await tx.query("insert into schema_migrations (name) values ($1)", [name]);
      applied.push(name);
    }
    return applied;
  });
}
