/**
 * Media ids in the provider's form, `{owner}_{32 hex}~mv2.{ext}` (the form its
 * Media Manager gives every file, and its image helpers expect in
 * `wix:image://v1/{id}/…`): the demo store's pictures get one derived from
 * their name, so seeds stay identical from run to run.
 */
import { createHash } from "node:crypto";

/** The owner part of the demo pictures' ids. */
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
