/**
 * The hosted checkout in the app: its page routes; a sweep of the work due
 * (`../due-sweep.ts`) each time the app's clock is moved forward (the carts
 * left untouched past the moved time are abandoned, and the subscription
 * renewals due are ordered, before the move answers); and, when the app
 * sweeps on real time (the CLI's app does), a sweeper started when the app is
 * ready and stopped when it closes.
 */
import type { FastifyInstance } from "fastify";
import { nudgeDeliveryWorkers } from "../../events/outbox-nudge.ts";
import { sweepDueWork } from "../due-sweep.ts";
import { DueWorkSweeper } from "../due-work-sweeper.ts";
import { type HostedCheckoutContext, registerHostedCheckoutRoutes } from "./hosted-checkout-routes.ts";

/**
 * Registers the hosted checkout page, the sweep on clock moves and, with `sweepAbandonedCarts`, the periodic sweep.
 *
 * @example
 * registerHostedCheckout(app, { db, config, credentials, sweepAbandonedCarts: true });
 */
export function registerHostedCheckout(
  app: FastifyInstance,
  context: HostedCheckoutContext & { sweepAbandonedCarts: boolean },
): void {
  registerHostedCheckoutRoutes(app, context);
  const { db, config, credentials } = context;
  const { clock } = credentials;
  const stopListening = clock.onMove(async (now) => {
    if ((await sweepDueWork(db, config, now)) > 0) nudgeDeliveryWorkers(db);
  });
  app.addHook("onClose", async () => stopListening());
  if (!context.sweepAbandonedCarts) return;
  const sweeper = new DueWorkSweeper({
    db,
    config,
    now: () => clock.now(),
    syncClock: () => clock.sync(),
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", () => sweeper.stop());
}
