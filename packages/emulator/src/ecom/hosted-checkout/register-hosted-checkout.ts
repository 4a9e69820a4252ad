/**
 * The hosted checkout in the app: its page routes and, when the app sweeps
 * abandoned carts (the CLI's app does), an abandonment sweeper started when
 * the app is ready and stopped when it closes.
 */
import type { FastifyInstance } from "fastify";
import { AbandonmentSweeper } from "../abandonment/abandonment-sweeper.ts";
import { type HostedCheckoutContext, registerHostedCheckoutRoutes } from "./hosted-checkout-routes.ts";

/**
 * Registers the hosted checkout page and, with `sweepAbandonedCarts`, the abandonment sweep.
 *
 * @example
 * registerHostedCheckout(app, { db, config, credentials, sweepAbandonedCarts: true });
 */
export function registerHostedCheckout(
  app: FastifyInstance,
  context: HostedCheckoutContext & { sweepAbandonedCarts: boolean },
): void {
  registerHostedCheckoutRoutes(app, context);
  if (!context.sweepAbandonedCarts) return;
  const { db, config, credentials } = context;
  const sweeper = new AbandonmentSweeper({ db, config, now: () => credentials.now() });
  app.addHook("onReady", async () => sweeper.start());
  app.addHook("onClose", () => sweeper.stop());
}
