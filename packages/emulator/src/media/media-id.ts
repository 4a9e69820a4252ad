/**
 * Media ids in the provider's form, `{owner}_{32 hex}~mv2.{ext}` (the form its
 * Media Manager gives every file, and its image helpers expect in
 * `wix:image://v1/{id}/…`): the demo store's pictures get one derived from
 * their name, so seeds stay identical from run to run; a picture a product
 * names by an external URL gets one derived from that URL, as the provider
 * gives a file it imports an id of its own. An item named by id is served on
 * the provider's media path, `{publicUrl}/media/{id}`.
 */
import { createHash } from "node:crypto";

/** The owner part of the ids of the store's pictures (the demo's and those imported by URL). */
export const DEMO_MEDIA_OWNER = "7a1d0e";

/** What a media id may hold: the provider's characters, nothing that could leave the path. */
export const MEDIA_ID_PATTERN = /^[A-Za-z0-9._~-]{1,200}$/;

/**
 * The provider-form id of the demo picture `name` (a PNG).
 *
 * @example
 * ```ts
 * demoMediaId("linen-shirt"); // "7a1d0e_…~mv2.png"
 * ```
 */
export function demoMediaId(name: string): string {
  const hash = createHash("sha256").update(name).digest("hex").slice(0, 32);
  return `${DEMO_MEDIA_OWNER}_${hash}~mv2.png`;
}

/**
 * The id of a picture a product names by external `url`, in the provider's form:
 * `{owner}_{32 hex}~mv2.{ext}`, the extension the URL's (`jpg` when it has none),
 * so the provider's image helpers, which scale only ids with an extension, build
 * sized URLs for it. The same URL always gets the same id.
 *
 * @example
 * ```ts
 * importedMediaId("https://example.com/a.png"); // "7a1d0e_…~mv2.png"
 * ```
 */
export function importedMediaId(url: string): string {
  const hash = createHash("sha256").update(url).digest("hex").slice(0, 32);
  const path = URL.canParse(url) ? new URL(url).pathname : url;
  const ext = /\.([A-Za-z0-9]{2,5})$/.exec(path)?.[1]?.toLowerCase() ?? "jpg";
  return `${DEMO_MEDIA_OWNER}_${hash}~mv2.${ext}`;
}

/**
 * The URL the emulator serves media `id` at, on the provider's media path under `publicUrl`.
 *
 * @example
 * ```ts
 * providerMediaUrl("http://localhost:4000/", "tee-red"); // "http://localhost:4000/media/tee-red"
 * ```
 */
export function providerMediaUrl(publicUrl: string, id: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/media/${encodeURIComponent(id)}`;
}
