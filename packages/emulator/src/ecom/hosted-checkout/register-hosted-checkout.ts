/**
 * The hosted checkout in the app: its page routes; an abandonment sweep each
 * time the app's clock is moved forward (the carts left untouched past the
 * moved time are abandoned before the move answers); and, when the app sweeps
 * abandoned carts on real time (the CLI's app does), an abandonment sweeper
 * started when the app is ready and stopped when it closes.
 */
import type { FastifyInstance } from "fastify";
import { nudgeDeliveryWorkers } from "../../events/outbox-nudge.ts";
import { sweepAbandonedCarts } from "../abandonment/abandonment-sweep.ts";
import { AbandonmentSweeper } from "../abandonment/abandonment-sweeper.ts";
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
    if ((await sweepAbandonedCarts(db, config, now)) > 0) nudgeDeliveryWorkers(db);
  });
  app.addHook("onClose", async () => stopListening());
  if (!context.sweepAbandonedCarts) return;
  const sweeper = new AbandonmentSweeper({
    db,
    config,
    now: () => clock.now(),
    syncClock: () => clock.sync(),
  });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", () => sweeper.stop());
}
