/**
 * A custom embed: HTML a merchant places in the head or body of every page of
 * the site, in the provider's shape (`{id, revision, name, enabled, loadOnce,
 * position, embedData:{category, html}}`), and its row in `custom_embeds`.
 */

/** Where on the page an embed's HTML goes. */
export const EMBED_POSITIONS = ["HEAD", "BODY_START", "BODY_END"] as const;

/** One of `EMBED_POSITIONS`. */
export type EmbedPosition = (typeof EMBED_POSITIONS)[number];

/** The consent categories the provider sorts embeds into. */
export const EMBED_CATEGORIES = [
  "ESSENTIAL",
  "FUNCTIONAL",
  "ANALYTICS",
  "ADVERTISING",
  "DATA_TO_THIRD_PARTY",
] as const;

/** One of `EMBED_CATEGORIES`. */
export type EmbedCategory = (typeof EMBED_CATEGORIES)[number];

/** A `custom_embeds` row. */
export interface CustomEmbedRow {
  id: string;
  revision: string;
  name: string;
  enabled: boolean;
  load_once: boolean;
  position: EmbedPosition;
  category: EmbedCategory;
  html: string;
}

/**
 * The embed as the wire carries it.
 *
 * @example
 * ```ts
 * customEmbedEntity(row).embedData.html;
 * ```
 */
export function customEmbedEntity(row: CustomEmbedRow) {
  return {
    id: row.id,
    revision: String(row.revision),
    name: row.name,
    enabled: row.enabled,
    loadOnce: row.load_once,
    position: row.position,
    embedData: { category: row.category, html: row.html },
  };
}
