/**
 * The ecom work that falls due with time, run by every clock move and by the
 * CLI's periodic sweeper: cart abandonment (`abandonment/`) and subscription
 * renewals (`subscriptions/`).
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { sweepAbandonedCarts } from "./abandonment/abandonment-sweep.ts";
import { sweepRenewals } from "./subscriptions/renewal-sweep.ts";

/**
 * Runs the work due at `now`; resolves with how many carts it abandoned plus renewal orders it made.
 *
 * @example
 * ```ts
 * if ((await sweepDueWork(db, config, clock.date())) > 0) nudgeDeliveryWorkers(db);
 * ```
 */
export async function sweepDueWork(db: Database, config: EmulatorConfig, now: Date): Promise<number> {
  const abandoned = await sweepAbandonedCarts(db, config, now);
  return abandoned + (await sweepRenewals(db, config, now));
}
