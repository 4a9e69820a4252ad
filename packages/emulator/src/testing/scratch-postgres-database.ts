/**
 * A database of its own on a PostgreSQL server, for a test or benchmark run: created empty (a
 * database of that name is dropped first), migrated by whoever opens it, and dropped afterwards.
 */
import { openPostgresDatabase } from "../db/postgres-database.ts";

/** A created database: its URL, and a way to drop it. */
export interface ScratchPostgresDatabase {
  /** `serverUrl` with the database name replaced. */
  url: string;
  /** Drops the database (close every connection to it first). */
  drop(): Promise<void>;
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** Runs `statement` on the server's own database with one connection. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = await openPostgresDatabase(serverUrl, 1);
  try {
    await admin.query(statement);
  } finally {
    await admin.close();
  }
}

/**
 * Creates an empty database `name` (lower-case letters, digits, `_`) on the server at `serverUrl`.
 *
 * @example
 * ```ts
 * const scratch = await createScratchPostgresDatabase(process.env.DATABASE_URL!, `bench_${process.pid}`);
 * const db = await openDatabase({ url: scratch.url });
 * await db.close();
 * await scratch.drop();
 * ```
 */
export async function createScratchPostgresDatabase(
  serverUrl: string,
  name: string,
): Promise<ScratchPostgresDatabase> {
  if (!SAFE_NAME.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onServer(serverUrl, `drop database if exists ${name}`);
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `drop database if exists ${name}`) };
}
