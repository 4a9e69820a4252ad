/**
 * `GET /_dev/overview` → the console's overview of the running store: its
 * settings (site row, catalogue, member policy, shop, brand), the catalogue's change
 * version, counts of what it holds, the credentials as the CLI banner prints
 * them (site id, API keys, OAuth client ids), the webhook public key, and
 * whether a dev token guards `/_dev`. Since it hands out the API keys it
 * answers only calls with the console's header (`x-vitrine-console`), which no
 * other origin may send (CORS allows no such header), on top of the dev token
 * the guard asks for beyond loopback.
 */
import type { FastifyInstance } from "fastify";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { ApplicationFailure } from "../errors.ts";
import { webhookKey } from "../webhooks/webhook-signing-key.ts";
import { CONSOLE_HEADER } from "./recent-requests.ts";

const COUNTED = [
  "products",
  "collections",
  "v3_products",
  "v3_categories",
  "identities",
  "carts",
  "checkouts",
  "orders",
  "outbox",
  "webhook_subscriptions",
  "webhook_deliveries",
  "mailbox",
] as const;

const COUNTS_SQL = `select ${COUNTED.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(", ")}`;

/** The overview's body for `config` on `db`. */
export async function storeOverview(db: Database, config: EmulatorConfig) {
  const [site] = await db.query<{ settings: Record<string, unknown> }>(
    "select settings from site where id = $1",
    [config.siteId],
  );
  const [version] = await db.query<{ version: string }>("select version::text from catalog_version");
  const [counts] = await db.query<Record<(typeof COUNTED)[number], number>>(COUNTS_SQL);
  const key = await webhookKey(db);
  return {
    store: {
      siteId: config.siteId,
      publicUrl: config.publicUrl,
      settings: site?.settings ?? {},
      catalogVersion: config.catalogVersion,
      memberPolicy: config.memberPolicy,
      shop: config.shop,
      brand: config.brand,
      cartAbandonAfterMinutes: config.cartAbandonAfterMinutes,
    },
    catalogueChangeVersion: version?.version ?? null,
    counts,
    credentials: {
      siteId: config.siteId,
      apiKeys: config.apiKeys,
      clientIds: config.oauthClients.map((client) => client.clientId),
    },
    webhookPublicKey: { kid: key.kid, pem: key.publicPem },
    devTokenRequired: config.devToken !== undefined,
  };
}

/** Registers `GET /_dev/overview` on `app`. */
export function registerConsoleOverview(
  app: FastifyInstance,
  { db, config }: { db: Database; config: EmulatorConfig },
): void {
  app.get("/_dev/overview", async (request) => {
    if (request.headers[CONSOLE_HEADER] === undefined)
      throw new ApplicationFailure(
        403,
        "CONSOLE_HEADER_REQUIRED",
        `The overview hands out the store's API keys: only the console reads it (header "${CONSOLE_HEADER}: 1").`,
      );
    return storeOverview(db, config);
  });
}
