/**
 * The database a test file uses: PGlite (project `emulator`) or PostgreSQL
 * (project `emulator-postgres`, the files `vitest.projects.ts` keeps), chosen
 * by `VITRINE_TEST_BACKEND`. One database per worker, emptied between tests.
 */
import { randomBytes } from "node:crypto";
import type { Database } from "@vitrine/emulator";
import { createScratchPostgresDatabase, openTestingDatabase } from "@vitrine/emulator/testing";
import { inject } from "vitest";

let shared: Promise<Database> | undefined;
let workerUrl: Promise<string> | undefined;

/** Which backend this run tests. */
export const testBackend = process.env.VITRINE_TEST_BACKEND === "postgres" ? "postgres" : "pglite";

/**
 * The URL of this worker's own database on the run's PostgreSQL server, created on first use; a
 * test racing the app's connections opens a second pool on it (`openTestingDatabase(url, …)`).
 */
export function workerPostgresUrl(): Promise<string> {
  const name = `vitrine_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  workerUrl ??= createScratchPostgresDatabase(inject("postgresUrl"), name).then((scratch) => scratch.url);
  return workerUrl;
}

async function open(): Promise<Database> {
  return openTestingDatabase(testBackend === "pglite" ? undefined : await workerPostgresUrl());
}

/** This worker's database, migrated; shared by every test in the worker. */
export function testDatabase(): Promise<Database> {
  shared ??= open();
  return shared;
}

/** Empties every table (call in `beforeEach`), keeping the schema. */
export { resetStore as resetDatabase } from "@vitrine/emulator/testing";
