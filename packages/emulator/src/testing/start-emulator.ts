/**
 * `startEmulator()`: a whole emulator for a store's own test suite, the way
 * Firebase's emulators or stripe-mock serve theirs. It listens on 127.0.0.1
 * (a free port unless told), keeps its store in PGlite in memory (or the
 * PostgreSQL database at `databaseUrl`, which it empties), seeds the demo store
 * unless asked for an empty one, delivers webhooks, and knows the test API key,
 * site and OAuth client. `reset()` brings the store back to its first state.
 */
import type { FastifyInstance } from "fastify";
import { createApp } from "../app.ts";
import { seedDemoStore } from "../catalog/seed/demo-store.ts";
import { seedDemoStoreV3 } from "../catalog-demo/demo-store-v3.ts";
import { defaultConfig, type EmulatorConfig } from "../config.ts";
import { seedDemoData } from "../data/seed/demo-data.ts";
import type { Database } from "../db/database.ts";
import { seedDemoMember } from "../identity/demo-member.ts";
import { demoShopSettings } from "../settings/shop-settings.ts";
import { type DevClock, devClock } from "./dev-clock.ts";
import { type DevMailbox, devMailbox } from "./dev-mailbox.ts";
import { devSnapshots } from "./dev-snapshots.ts";
import { type DevWebhooks, devWebhooks } from "./dev-webhooks.ts";
import { TEST_API_KEY, TEST_CLIENT_ID, TEST_ORIGIN, TEST_SITE_ID } from "./test-credentials.ts";
import { openTestingDatabase, resetStore } from "./testing-database.ts";

/** What `startEmulator` starts. */
export interface StartEmulatorOptions {
  /** `demo` (default): the demo catalogue, content pages (`Pages`, `Menus`), shop settings and member; `empty`: nothing. */
  seed?: "demo" | "empty";
  /** The catalogue the store runs (default `v1`). */
  catalog?: "v1" | "v3";
  /** The port on 127.0.0.1 (default 0: a free one). */
  port?: number;
  /** A PostgreSQL database to use instead of PGlite in memory. It is emptied at start and on `reset()`. */
  databaseUrl?: string;
  /** Any other settings (e.g. `memberPolicy`, `webhooks`, `shop`); they win over the seed's. */
  config?: Partial<EmulatorConfig>;
}

/** A running emulator. */
export interface RunningEmulator {
  /** `http://127.0.0.1:<port>`: the SDK's base URL, and the public URL of the hosted pages. */
  url: string;
  /** A merchant API key; send it with header `wix-site-id: siteId`. */
  apiKey: string;
  siteId: string;
  /** The OAuth client of visitors and members (browser origin `http://localhost:5173`). */
  clientId: string;
  /** The e-mails the emulator sent (codes, links). */
  mailbox: DevMailbox;
  /** Webhook subscriptions and the delivery log. */
  webhooks: DevWebhooks;
  /** The emulator's movable clock: `advance(ms)`, `set(iso)`, `reset()`, `now()`. */
  clock: DevClock;
  /** The emulator's database, for a test that reads what was stored. */
  db: Database;
  /** Takes snapshot `name` of the whole store (replacing one of that name). */
  snapshot(name: string): Promise<void>;
  /** Brings the store back to snapshot `name`: much faster than `reset()`. */
  restore(name: string): Promise<void>;
  /** Empties the store (snapshots too) and seeds it again as at start (the URL and credentials stay). */
  reset(): Promise<void>;
  /** Stops the server and closes the database. */
  stop(): Promise<void>;
}

/**
 * Starts an emulator for a test suite; `stop()` it when done.
 *
 * @example
 * ```ts
 * const emulator = await startEmulator({ seed: "demo" });
 * const client = createClient({ baseUrl: emulator.url, auth: ApiKeyStrategy({ apiKey: emulator.apiKey, siteId: emulator.siteId }) });
 * await emulator.stop();
 * ```
 */
export async function startEmulator(options: StartEmulatorOptions = {}): Promise<RunningEmulator> {
  const demo = (options.seed ?? "demo") === "demo";
  const db = await openTestingDatabase(options.databaseUrl);
  const config = defaultConfig({
    siteId: TEST_SITE_ID,
    apiKeys: [TEST_API_KEY],
    oauthClients: [{ clientId: TEST_CLIENT_ID, allowedOrigins: [TEST_ORIGIN] }],
    catalogVersion: options.catalog === "v3" ? "V3_CATALOG" : "V1_CATALOG",
    ...(demo ? { shop: demoShopSettings() } : {}),
    ...options.config,
  });
  let app: FastifyInstance | undefined;
  let port = options.port ?? 0;
  const open = async () => {
    await resetStore(db);
    const opened = createApp({ db, config, deliverWebhooks: true });
    app = opened;
    const address = await opened.listen({ host: "127.0.0.1", port });
    port = Number(new URL(address).port);
    if (!options.config?.publicUrl) config.publicUrl = address;
    if (demo) {
      await (config.catalogVersion === "V3_CATALOG" ? seedDemoStoreV3 : seedDemoStore)(db, config.publicUrl);
      await seedDemoData(db);
      await seedDemoMember(db, new Date());
    }
    return address;
  };
  let url: string;
  try {
    url = await open();
  } catch (error) {
    await app?.close();
    await db.close();
    throw error;
  }
  const merchantHeaders = { authorization: TEST_API_KEY, "wix-site-id": config.siteId };
  return {
    url,
    apiKey: TEST_API_KEY,
    siteId: config.siteId,
    clientId: TEST_CLIENT_ID,
    mailbox: devMailbox(url),
    webhooks: devWebhooks(url, merchantHeaders),
    clock: devClock(url, merchantHeaders),
    ...devSnapshots(url, merchantHeaders),
    db,
    async reset() {
      // A new app on the emptied store writes the site, client, keys and signing keys again.
      await app?.close();
      await open();
    },
    async stop() {
      await app?.close();
      await db.close();
    },
  };
}
