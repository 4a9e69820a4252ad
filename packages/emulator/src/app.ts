/**
 * `createApp({ db, config })`: the emulator as a Fastify instance, ready to
 * `listen` or `inject`. Fastify because it validates and serialises by schema
 * when we want it, is among the fastest Node servers, and answers in-process
 * requests (`app.inject`) for tests without a socket.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { Credentials } from "./auth/credentials.ts";
import { seedConfig } from "./auth/seed-config.ts";
import { registerDemoMedia } from "./catalog/seed/demo-media-route.ts";
import { Clock } from "./clock.ts";
import type { EmulatorConfig } from "./config.ts";
import { CoalescedCalls } from "./db/coalesced-calls.ts";
import type { Database } from "./db/database.ts";
import { registerDevTokenGuard } from "./dev/dev-token-guard.ts";
import { registerConsole } from "./dev/register-console.ts";
import { registerHostedCheckout } from "./ecom/hosted-checkout/register-hosted-checkout.ts";
import { endpoints } from "./endpoints.ts";
import { registerGraphql } from "./graphql/graphql-endpoint.ts";
import { registerHostedPages } from "./hosted/hosted-pages.ts";
import { registerPageBrand } from "./html/page-brand.ts";
import { registerCors } from "./http/cors.ts";
import type { Endpoint } from "./http/endpoint.ts";
import { frameworkErrorReply, registerErrorReplies } from "./http/error-replies.ts";
import { registerHostCheck } from "./http/host-check.ts";
import { registerJsonBodyParser } from "./http/json-body-parser.ts";
import { registerEndpoints } from "./http/register-endpoints.ts";
import { newRequestId, registerResponseHeaders } from "./http/response-headers.ts";
import { registerProviderMedia } from "./media/provider-media-routes.ts";
import { registerMediaRoutes } from "./media/uploaded-media-routes.ts";
import { brandProblem } from "./settings/brand-settings.ts";
import { startWebhooks } from "./webhooks/webhook-service.ts";

/** What `createApp` needs. */
export interface CreateAppOptions {
  /** The database, already migrated (see `openDatabase`). The app never closes it. */
  db: Database;
  config: EmulatorConfig;
  /** Endpoints served besides the registry's (tests use this for probe endpoints). */
  extraEndpoints?: readonly Endpoint[];
  /** Fastify's logger setting; default: errors only, to stderr. Requests are never logged. */
  logger?: FastifyServerOptions["logger"];
  /**
   * Real time, in milliseconds since the epoch, under the app's movable clock (`src/clock.ts`),
   * which every time the app reads comes from; default `Date.now`.
   */
  now?: () => number;
  /** Run a webhook delivery worker in this app (started on ready, stopped on close); default false, the CLI sets it. */
  deliverWebhooks?: boolean;
  /** Run the cart abandonment sweep in this app (started on ready, stopped on close); default false, the CLI sets it. */
  sweepAbandonedCarts?: boolean;
}

/**
 * Builds the emulator. On `ready()` (which `listen` and `inject` call) it writes
 * the config's site, OAuth clients and API keys to the database and makes sure
 * an access-token signing key exists; it subscribes the config's webhook URLs and,
 * with `deliverWebhooks`, starts delivering the outbox's events. A brand its
 * hosted pages cannot show (`brandProblem`) throws at once.
 *
 * @example
 * const db = await openDatabase({ inMemory: true });
 * const app = createApp({ db, config: defaultConfig({ apiKeys: ["secret"] }) });
 * await app.listen({ port: 4000, host: "127.0.0.1" });
 */
export function createApp(options: CreateAppOptions): FastifyInstance {
  const { db, config } = options;
  const badBrand = brandProblem(config.brand);
  if (badBrand) throw new Error(badBrand);
  const app = Fastify({
    logger: options.logger ?? { level: "error" },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    genReqId: newRequestId,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 1000 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrorReply,
  });
  const clock = new Clock(db, options.now);
  const credentials = new Credentials(db, config, clock);
  // The app's own coalescing queues (cart reads, adds to cart): made here, gone with the app.
  const coalesced = new CoalescedCalls(db, config);
  let stopWebhooks: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    await clock.sync();
    await seedConfig(db, config);
    await credentials.keys.active();
    stopWebhooks = await startWebhooks({ db, config, deliver: options.deliverWebhooks ?? false, clock });
  });
  app.addHook("onClose", async () => {
    await stopWebhooks?.();
  });
  registerPageBrand(app, config.brand);
  registerHostCheck(app, config);
  registerDevTokenGuard(app, config);
  registerResponseHeaders(app);
  registerCors(app, config);
  // Another app or process on the same database may have moved the clock: read it at most once a second.
  app.addHook("onRequest", () => clock.syncIfStale());
  registerErrorReplies(app);
  registerJsonBodyParser(app);
  registerConsole(app, { db, config });
  registerEndpoints(app, [...endpoints, ...(options.extraEndpoints ?? [])], {
    db,
    config,
    credentials,
    coalesced,
  });
  registerDemoMedia(app);
  registerHostedPages(app, { db, config, credentials });
  registerHostedCheckout(app, {
    db,
    config,
    credentials,
    sweepAbandonedCarts: options.sweepAbandonedCarts ?? false,
  });
  registerMediaRoutes(app, { db, config, credentials });
  registerProviderMedia(app, db);
  registerGraphql(app, { db, config, credentials, coalesced });
  return app;
}
