/** Chooses the backend: PostgreSQL when a URL is given, otherwise PGlite (folder or memory). */
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { openPgliteDatabase } from "./pglite-database.ts";
import { openMigratedMemoryPglite } from "./pglite-template.ts";
import { openPostgresDatabase } from "./postgres-database.ts";

/** Where the data lives. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true };

/** Opens the database and applies pending migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ("inMemory" in location) return openMigratedMemoryPglite();
  const db =
    "url" in location ? await openPostgresDatabase(location.url) : await openPgliteDatabase(location.dataDir);
  await migrate(db);
  return db;
}
