/**
 * The emulator's webhook delivery worker, started beside a test app that was built without one
 * (a test app delivers only when built with `deliverWebhooks`): the same worker `npm start` runs,
 * on the app's database and config.
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { startWebhooks } from "../webhooks/webhook-service.ts";

/** Stops a started worker; resolves once it has stopped. */
export type StopWebhookWorker = () => Promise<void>;

/**
 * Starts delivering the webhooks of the app on `db` with `config`; call the returned function
 * before closing the app.
 *
 * @example
 * ```ts
 * const stopDelivery = await startWebhookWorker(t);
 * await stopDelivery();
 * await t.close();
 * ```
 */
export function startWebhookWorker(app: {
  db: Database;
  config: EmulatorConfig;
}): Promise<StopWebhookWorker> {
  return startWebhooks({ db: app.db, config: app.config, deliver: true });
}
