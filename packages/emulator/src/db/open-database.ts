/** Chooses the backend: PostgreSQL when a URL is given, otherwise PGlite (folder or memory). */
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { openPgliteDatabase } from "./pglite-database.ts";
import { openPostgresDatabase } from "./postgres-database.ts";

/** Where the data lives. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { inMemory: true };

/** Opens the database and applies pending migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const db =
    "url" in location
      ? await openPostgresDatabase(location.url)
      : await openPgliteDatabase("dataDir" in location ? location.dataDir : undefined);
  await migrate(db);
  return db;
}
