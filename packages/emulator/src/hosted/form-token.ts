/**
 * The hosted forms' anti-forgery token: a random value put in the form and bound
 * to its redirect session (only its sha-256 is stored; each form shown replaces
 * it), so a form posted from another site, or an old one, is refused.
 */
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { Queryable } from "../db/database.ts";
import { csrfHashOf, setCsrfHash } from "../oauth/redirect-sessions.ts";

/**
 * A new token for the form of redirect session `sessionId`.
 *
 * @example
 * ```ts
 * const csrf = await issueFormToken(db, session.id);
 * html`<input type="hidden" name="csrf" value="${csrf}">`;
 * ```
 */
export async function issueFormToken(db: Queryable, sessionId: string): Promise<string> {
  const token = randomSecret(24);
  await setCsrfHash(db, sessionId, sha256Hex(token));
  return token;
}

/** Whether `token` is the one last issued for redirect session `sessionId`. */
export async function formTokenMatches(
  db: Queryable,
  sessionId: string,
  token: string | undefined,
): Promise<boolean> {
  const expected = await csrfHashOf(db, sessionId);
  return !!expected && !!token && sha256Hex(token) === expected;
}
