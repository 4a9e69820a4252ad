/**
 * The emulator for an emulator test: `startTestApp()` resets this worker's
 * database (PGlite or PostgreSQL, see `test-database.ts`) and builds a ready
 * app with the test credentials; call it in `beforeEach` and `close()` it in
 * `afterEach` (the shared database stays open). `listenTestApp()` also listens
 * on 127.0.0.1 with a random port. The app factory itself is the public
 * fixture's (`@vitrine/emulator/testing`).
 *
 * @example
 * let t: TestApp;
 * beforeEach(async () => { t = await startTestApp(); });
 * afterEach(() => t.close());
 * it("reads", async () => {
 *   const res = await t.inject({ method: "GET", url: "/v2/collections/c1", headers: { authorization: await t.visitorToken() } });
 * });
 */

import type { EmulatorConfig } from "@vitrine/emulator";
import {
  createTestApp,
  type ListeningTestApp,
  listenOnLoopback,
  type TestApp,
  type TestAppOptions,
} from "@vitrine/emulator/testing";
import { resetDatabase, testDatabase } from "./test-database.ts";

export type { ListeningTestApp, TestApp, TestAppOptions } from "@vitrine/emulator/testing";
export {
  TEST_API_KEY,
  TEST_CLIENT_ID,
  TEST_ORIGIN,
  TEST_SITE_ID,
} from "@vitrine/emulator/testing";

/** Resets the worker's database and returns a ready app with the test credentials. */
export async function startTestApp(
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await testDatabase();
  await resetDatabase(db);
  return createTestApp(db, overrides, options);
}

/** Like `startTestApp`, and listens on 127.0.0.1 with a random port. */
export async function listenTestApp(
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<ListeningTestApp> {
  return listenOnLoopback(await startTestApp(overrides, options));
}
