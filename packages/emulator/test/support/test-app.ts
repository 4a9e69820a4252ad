/**
 * The emulator for a test: `startTestApp()` resets this worker's database and
 * builds a ready app with a known API key, site and OAuth client; call it in
 * `beforeEach` and `close()` it in `afterEach` (the shared database stays open).
 * `listenTestApp()` also listens on 127.0.0.1 with a random port, for tests over
 * a real socket (SDKs, the provider's client).
 *
 * @example
 * let t: TestApp;
 * beforeEach(async () => { t = await startTestApp(); });
 * afterEach(() => t.close());
 * it("reads", async () => {
 *   const res = await t.inject({ method: "GET", url: "/v2/collections/c1", headers: { authorization: await t.visitorToken() } });
 * });
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { type CreateAppOptions, createApp } from "../../src/app.ts";
import { defaultConfig, type EmulatorConfig } from "../../src/config.ts";
import type { Database } from "../../src/db/database.ts";
import { resetDatabase, testDatabase } from "./test-database.ts";

/** The API key every test app accepts (merchant credential). */
export const TEST_API_KEY = "test-api-key-0123456789";
/** The site id of every test app. */
export const TEST_SITE_ID = "test-site";
/** The OAuth client every test app knows. */
export const TEST_CLIENT_ID = "test-client";
/** The browser origin allowed for `TEST_CLIENT_ID` (CORS). */
export const TEST_ORIGIN = "http://localhost:5173";

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
  /** Closes the app (not the shared database). */
  close(): Promise<void>;
}

/** A listening test app: `baseUrl` is `http://127.0.0.1:<port>`. */
export interface ListeningTestApp extends TestApp {
  baseUrl: string;
}

/** Extra `createApp` options for a test (endpoints, clock, logger). */
export type TestAppOptions = Omit<CreateAppOptions, "db" | "config">;

/** Resets the worker's database and returns a ready app with the test credentials. */
export async function startTestApp(
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await testDatabase();
  await resetDatabase(db);
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

/** Like `startTestApp`, and listens on 127.0.0.1 with a random port. */
export async function listenTestApp(
  overrides: Partial<EmulatorConfig> = {},
  options: TestAppOptions = {},
): Promise<ListeningTestApp> {
  const test = await startTestApp(overrides, options);
  const address = await test.app.listen({ host: "127.0.0.1", port: 0 });
  return { ...test, baseUrl: address };
}
