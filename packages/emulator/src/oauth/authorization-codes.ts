/**
 * Authorization codes (RFC 6749 §4.1.2): random, stored as sha-256, valid 60
 * seconds, single-use, bound to the client, the redirect URI (or none, for
 * `web_message` without one), the PKCE S256 challenge (RFC 7636) and the member's
 * session: a code of a session that has ended is refused.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { sessionMemberByHash } from "../auth/member-sessions.ts";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { Queryable } from "../db/database.ts";

/** How long a code lives. */
export const CODE_TTL_MS = 60 * 1000;

/** What a code is bound to. */
export interface CodeBinding {
  clientId: string;
  redirectUri: string | undefined;
  codeChallenge: string;
  identityId: string;
  sessionHash: string;
}

/** Stores a new code; returns it. */
export async function issueCode(db: Queryable, binding: CodeBinding, now: Date): Promise<string> {
  const code = randomSecret(32);
  await db.query(
    `insert into authorization_codes (code_hash, client_id, redirect_uri, code_challenge, identity_id, session_hash, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256Hex(code),
      binding.clientId,
      binding.redirectUri ?? null,
      binding.codeChallenge,
      binding.identityId,
      binding.sessionHash,
      new Date(now.getTime() + CODE_TTL_MS),
    ],
  );
  return code;
}

/** The S256 challenge of a PKCE verifier: base64url(sha-256(verifier)). */
export function s256(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

/** Why a code exchange failed (the caller reports `invalid_grant`). */
export type CodeRejection =
  | "unknown"
  | "used"
  | "expired"
  | "client"
  | "redirect_uri"
  | "verifier"
  | "session";

/**
 * Spends `code` (run in a transaction; whatever the outcome, a presented code
 * never works again) and returns the member when every binding holds.
 */
export async function redeemCode(
  db: Queryable,
  code: string,
  presented: { clientId: string; redirectUri: string | undefined; codeVerifier: string },
  now: Date,
): Promise<{ identityId: string; sessionHash: string } | { rejected: CodeRejection }> {
  const [row] = await db.query<{
    client_id: string;
    redirect_uri: string | null;
    code_challenge: string;
    identity_id: string;
    session_hash: string;
    expires_at: Date;
    used_at: Date | null;
  }>(
    `select client_id, redirect_uri, code_challenge, identity_id, session_hash, expires_at, used_at
     from authorization_codes where code_hash = $1 for update`,
    [sha256Hex(code)],
  );
  if (!row) return { rejected: "unknown" };
  if (row.used_at) return { rejected: "used" };
  await db.query("update authorization_codes set used_at = $2 where code_hash = $1", [sha256Hex(code), now]);
  if (row.expires_at <= now) return { rejected: "expired" };
  if (row.client_id !== presented.clientId) return { rejected: "client" };
  // The stored URI is normalised (see allowed-redirects.ts); the client may present its own spelling.
  const presentedUri =
    presented.redirectUri && URL.canParse(presented.redirectUri)
      ? new URL(presented.redirectUri).href
      : presented.redirectUri;
  if ((row.redirect_uri ?? undefined) !== presentedUri) return { rejected: "redirect_uri" };
  const expected = Buffer.from(row.code_challenge);
  const actual = Buffer.from(s256(presented.codeVerifier));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { rejected: "verifier" };
  if ((await sessionMemberByHash(db, row.session_hash, now)) !== row.identity_id)
    return { rejected: "session" };
  return { identityId: row.identity_id, sessionHash: row.session_hash };
}
