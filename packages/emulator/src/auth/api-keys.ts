/** API keys: merchant/app credentials, stored as their sha-256 with the site they belong to. */
import type { Queryable } from "../db/database.ts";
import { sha256Hex } from "./secrets.ts";

/** A stored API key's site and name. */
export interface ApiKeyRecord {
  siteId: string;
  name: string;
}

/** Looks up an API key by its hash; undefined when unknown. */
export async function findApiKey(db: Queryable, key: string): Promise<ApiKeyRecord | undefined> {
  const [row] = await db.query<{ site_id: string; name: string }>(
    "select site_id, name from api_keys where key_hash = $1",
    [sha256Hex(key)],
  );
  return row && { siteId: row.site_id, name: row.name };
}
