/**
 * Custom embeds in the database: insert, load, list in creation order, delete.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database.ts";
import type { CustomEmbedRow } from "./custom-embed.ts";
import type { CustomEmbedInput } from "./custom-embed-input.ts";

const COLUMNS = "id, revision::text as revision, name, enabled, load_once, position, category, html";

/**
 * Stores a new embed at revision 1 and returns its row.
 *
 * @example
 * ```ts
 * const row = await insertCustomEmbed(db, input, new Date());
 * ```
 */
export async function insertCustomEmbed(
  db: Queryable,
  input: CustomEmbedInput,
  now: Date,
): Promise<CustomEmbedRow> {
  const [row] = await db.query<CustomEmbedRow>(
    `insert into custom_embeds (id, revision, name, enabled, load_once, position, category, html, created_at)
     values ($1, 1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [
      randomUUID(),
      input.name,
      input.enabled,
      input.loadOnce,
      input.position,
      input.category,
      input.html,
      now,
    ],
  );
  if (!row) throw new Error("insert into custom_embeds returned no row");
  return row;
}

/** The embed `id`, if any. */
export async function loadCustomEmbed(db: Queryable, id: string): Promise<CustomEmbedRow | undefined> {
  const [row] = await db.query<CustomEmbedRow>(`select ${COLUMNS} from custom_embeds where id = $1`, [id]);
  return row;
}

/** Every embed (only the enabled ones when `enabledOnly`), oldest first. */
export function listCustomEmbeds(db: Queryable, { enabledOnly = false } = {}): Promise<CustomEmbedRow[]> {
  return db.query<CustomEmbedRow>(
    `select ${COLUMNS} from custom_embeds${enabledOnly ? " where enabled" : ""} order by created_at, id`,
  );
}

/** Deletes the embed `id`; whether there was one. */
export async function deleteCustomEmbed(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query("delete from custom_embeds where id = $1 returning id", [id]);
  return rows.length > 0;
}
