/**
 * The Custom Embeds calls (paths of the provider's `@wix/embeds` custom
 * embeds module), how a merchant adds HTML to every page of the site:
 * - `POST /embeds/v1/custom-embeds` `{customEmbed:{name, position, embedData:{category, html},
 *   enabled?, loadOnce?}}` → `{customEmbed}` (merchant);
 * - `GET /embeds/v1/custom-embeds` → `{customEmbeds}` (merchant), oldest first;
 * - `GET /embeds/v1/custom-embeds/{customEmbedId}` → `{customEmbed}` (merchant);
 * - `DELETE /embeds/v1/custom-embeds/{customEmbedId}` → `{}` (merchant).
 * An unknown id is 404 `CUSTOM_EMBED_NOT_FOUND`. The enabled embeds are the site's scripts
 * (`site-scripts-endpoint.ts`).
 */
import { notFound } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { customEmbedEntity } from "./custom-embed.ts";
import { readCustomEmbed } from "./custom-embed-input.ts";
import {
  deleteCustomEmbed,
  insertCustomEmbed,
  listCustomEmbeds,
  loadCustomEmbed,
} from "./custom-embed-store.ts";

const BASE = "/embeds/v1/custom-embeds";

const embedNotFound = (id: unknown) =>
  notFound("CUSTOM_EMBED_NOT_FOUND", `Custom embed ${String(id)} not found`);

/** POST: creates an embed. */
export const createCustomEmbed: Endpoint = {
  method: "POST",
  path: BASE,
  access: "write",
  handle: async ({ payload, db, credentials }) => {
    const input = readCustomEmbed(payload.customEmbed);
    const row = await insertCustomEmbed(db, input, new Date(credentials.now()));
    return { customEmbed: customEmbedEntity(row) };
  },
};

/** GET: every embed. */
export const listCustomEmbedsEndpoint: Endpoint = {
  method: "GET",
  path: BASE,
  access: "write",
  handle: async ({ db }) => ({ customEmbeds: (await listCustomEmbeds(db)).map(customEmbedEntity) }),
};

/** GET one embed. */
export const getCustomEmbed: Endpoint = {
  method: "GET",
  path: `${BASE}/{customEmbedId}`,
  access: "write",
  handle: async ({ payload, db }) => {
    const row =
      typeof payload.customEmbedId === "string"
        ? await loadCustomEmbed(db, payload.customEmbedId)
        : undefined;
    if (!row) throw embedNotFound(payload.customEmbedId);
    return { customEmbed: customEmbedEntity(row) };
  },
};

/** DELETE one embed. */
export const deleteCustomEmbedEndpoint: Endpoint = {
  method: "DELETE",
  path: `${BASE}/{customEmbedId}`,
  access: "write",
  handle: async ({ payload, db }) => {
    const id = payload.customEmbedId;
    if (typeof id !== "string" || !(await deleteCustomEmbed(db, id))) throw embedNotFound(id);
    return {};
  },
};

/** The Custom Embeds calls. */
export const customEmbedEndpoints: readonly Endpoint[] = [
  createCustomEmbed,
  listCustomEmbedsEndpoint,
  getCustomEmbed,
  deleteCustomEmbedEndpoint,
];
