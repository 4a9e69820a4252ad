/**
 * The database a test file uses: PGlite (project `emulator`) or PostgreSQL
 * (project `emulator-postgres`, the files `vitest.projects.ts` keeps), chosen
 * by `VITRINE_TEST_BACKEND`. One database per worker, emptied between tests.
 */
import { inject } from "vitest";
import type { Database } from "../../src/db/database.ts";
import { migrate } from "../../src/db/migrate.ts";
import { openMigratedMemoryPglite } from "../../src/db/pglite-template.ts";
import { openPostgresDatabase } from "../../src/db/postgres-database.ts";

let shared: Promise<Database> | undefined;

/** Which backend this run tests. */
export const testBackend = process.env.VITRINE_TEST_BACKEND === "postgres" ? "postgres" : "pglite";

/** A PostgreSQL URL for a database of this worker's own (created on first use). */
export async function workerPostgresUrl(): Promise<string> {
  const serverUrl = inject("postgresUrl");
  const name = `vitrine_test_${process.env.VITEST_POOL_ID ?? "0"}_${process.pid}`;
  const admin = await openPostgresDatabase(serverUrl, 1);
  try {
    const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (exists.length === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}

async function open(): Promise<Database> {
  if (testBackend === "pglite") return openMigratedMemoryPglite();
  const db = await openPostgresDatabase(await workerPostgresUrl());
  await migrate(db);
  return db;
}

/** This worker's database, migrated; shared by every test in the worker. */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

/** Empties every table (call in `beforeEach`), keeping the schema. */
export { resetStore as resetDatabase } from "@vitrine/emulator/testing";
