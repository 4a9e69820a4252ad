/**
 * The emulator's console at `/_dev/`: its page and files, the overview and the
 * live request log the app keeps. `createApp` calls this once per app; the log
 * is that app's own.
 */
import type { FastifyInstance } from "fastify";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { registerConsoleAssets } from "./console-assets.ts";
import { registerConsoleOverview } from "./console-overview-route.ts";
import { RecentRequests, recordRecentRequests } from "./recent-requests.ts";
import { registerRecentRequestsRoute } from "./recent-requests-route.ts";

/** Registers the console's routes on `app` and starts its request log. */
export function registerConsole(
  app: FastifyInstance,
  context: { db: Database; config: EmulatorConfig },
): void {
  const log = new RecentRequests();
  recordRecentRequests(app, log);
  registerRecentRequestsRoute(app, log);
  registerConsoleOverview(app, context);
  registerConsoleAssets(app);
}
