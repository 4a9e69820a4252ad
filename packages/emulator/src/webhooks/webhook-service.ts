/**
 * Webhooks in the app's life cycle: when the app is ready, subscribe the
 * config's URLs and, when asked to deliver, load (or create) the signing key
 * and start a delivery worker; when the app closes, stop it.
 */
import type { Clock } from "../clock.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { DeliveryWorker } from "./delivery-worker.ts";
import { subscribe } from "./subscriptions.ts";
import { forgetWebhookKey, webhookKey } from "./webhook-signing-key.ts";

/** What {@link startWebhooks} needs. */
export interface StartWebhooksOptions {
  db: Database;
  config: EmulatorConfig;
  /** Whether this process delivers (runs a worker); subscriptions and key are set up either way. */
  deliver: boolean;
  /** The app's clock, which the worker reads (and syncs before each round); default real time. */
  clock?: Clock;
}

/**
 * Sets up webhooks and returns a function that stops delivery.
 *
 * @example
 * ```ts
 * const stop = await startWebhooks({ db, config, deliver: true });
 * await stop();
 * ```
 */
export async function startWebhooks(options: StartWebhooksOptions): Promise<() => Promise<void>> {
  const { db, config } = options;
  for (const url of config.webhooks.urls) await subscribe(db, url, undefined, "config");
  forgetWebhookKey(db);
  if (!options.deliver) return async () => {};
  await webhookKey(db);
  const { clock } = options;
  const worker = new DeliveryWorker({
    db,
    config,
    ...(clock ? { now: () => clock.now(), syncClock: () => clock.sync() } : {}),
  });
  worker.start();
  return () => worker.stop();
}
