/**
 * Writes the configuration into the database when an app starts: the site row,
 * the OAuth clients (upserted) and the API keys (as sha-256 hashes). Idempotent,
 * and safe when several processes start on one database.
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { sha256Hex } from "./secrets.ts";

/** Upserts the site, OAuth clients and API keys of `config`. */
export async function seedConfig(db: Database, config: EmulatorConfig): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("insert into site (id) values ($1) on conflict (id) do nothing", [config.siteId]);
    for (const client of config.oauthClients) {
      await tx.query(
        `insert into oauth_clients (client_id, allowed_origins) values ($1, $2)
         on conflict (client_id) do update set allowed_origins = excluded.allowed_origins`,
        [client.clientId, client.allowedOrigins],
      );
    }
    for (const [index, key] of config.apiKeys.entries()) {
      await tx.query(
        "insert into api_keys (key_hash, site_id, name) values ($1, $2, $3) on conflict (key_hash) do update set site_id = excluded.site_id",
        [sha256Hex(key), config.siteId, `config-key-${index + 1}`],
      );
    }
  });
}
