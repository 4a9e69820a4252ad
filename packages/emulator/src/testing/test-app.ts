/**
 * The emulator as an in-process app for a test: `startTestApp()` empties the
 * process's test database and builds a ready app with the test credentials;
 * call it in `beforeEach` and `close()` it in `afterEach` (the shared database
 * stays open). `listenTestApp()` also listens on 127.0.0.1 with a free port,
 * for tests over a real socket (SDKs, the provider's client, browsers).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type CreateAppOptions, createApp } from "../app.ts";
import { defaultConfig, type EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { TEST_API_KEY, TEST_CLIENT_ID, TEST_ORIGIN, TEST_SITE_ID } from "./test-credentials.ts";
import { resetStore, sharedTestingDatabase } from "./testing-database.ts";

/** A ready test app and shortcuts. */
export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: EmulatorConfig;
  /** `app.inject`: an in-process request. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Headers of a merchant call: the test API key and site id. */
  merchantHeaders: { authorization: string; "wix-site-id": string };
  /** A fresh visitor access token from `/oauth2/token` (anonymous grant). */
  visitorToken(): Promise<string>;
  /** Closes the app (not the database). */
  close(): Promise<void>;
}

/** A listening test app: `baseUrl` is `http://127.0.0.1:<port>`. */
export interface ListeningTestApp extends TestApp {
  baseUrl: string;
}

/** Extra `createApp` options for a test (endpoints, clock, workers). */
export type TestAppOptions = Omit<CreateAppOptions, "db" | "config">;

/**
 * A ready app on `db` (as it is: nothing is emptied) with the test credentials and `overrides`.
 *
 * @example
 * ```ts
 * const t = await createTestApp(db, { catalogVersion: "V3_CATALOG" });
 * ```
 */
export async function createTestApp(
  db: Database,
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const config = defaultConfig({
    siteId: TEST_SITE_ID,
    apiKeys: [TEST_API_KEY],
    oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [TEST_ORIGIN] }],
    ...overrides,
  });
  const app = createApp({ db, config, ...options });
  await app.ready();
  const inject = (request: InjectOptions) => app.inject(request);
  return {
    app,
    db,
    config,
    inject,
    merchantHeaders: { authorization: TEST_API_KEY, "wix-site-id": config.siteId },
    async visitorToken() {
      const clientId = config.oauthClients[0]?.clientId ?? TEST_CLIENT_ID;
      const response = await inject({
        method: "POST",
        url: "/oauth2/token",
        payload: { clientId, grantType: "anonymous" },
      });
      if (response.statusCode !== 200) throw new Error(`anonymous grant failed: ${response.body}`);
      return (response.json() as { access_token: string }).access_token;
    },
    close: () => app.close(),
  };
}

/**
 * Empties the process's test database and returns a ready app with the test credentials.
 *
 * @example
 * ```ts
 * let t: TestApp;
 * beforeEach(async () => { t = await startTestApp(); });
 * afterEach(() => t.close());
 * it("reads", async () => {
 *   const res = await t.inject({ method: "GET", url: "/v2/collections/c1", headers: { authorization: await t.visitorToken() } });
 * });
 * ```
 */
export async function startTestApp(
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await sharedTestingDatabase();
  await resetStore(db);
  return createTestApp(db, overrides, options);
}

/**
 * Listens on 127.0.0.1 with a free port; adds `baseUrl`.
 *
 * @example
 * ```ts
 * const t = await listenOnLoopback(await createTestApp(db));
 * ```
 */
export async function listenOnLoopback(test: TestApp): Promise<ListeningTestApp> {
  const address = await test.app.listen({ host: "127.0.0.1", port: 0 });
  return { ...test, baseUrl: address };
}

/**
 * Like `startTestApp`, and listens on 127.0.0.1 with a free port.
 *
 * @example
 * ```ts
 * const t = await listenTestApp();
 * const response = await fetch(`${t.baseUrl}/stores-reader/v1/products/query-platformized`, { method: "POST", headers: t.merchantHeaders });
 * ```
 */
export async function listenTestApp(
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<ListeningTestApp> {
  return listenOnLoopback(await startTestApp(overrides, options));
}
