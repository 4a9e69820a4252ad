/**
 * Refresh tokens: random secrets whose sha-256 is stored in `refresh_tokens`
 * with the client, role and subject they renew. They are not rotated (the
 * provider's client keeps the first one for the whole session): a visitor's
 * stays usable, any number of times, until it expires or is revoked; a
 * member's only while the member session it was issued from (`sessionHash`)
 * is open and unexpired and the member ACTIVE, so it dies with that session
 * (sign-out, password reset or change, block, deletion, the session's end).
 */
import type { Queryable } from "../db/database.ts";
import type { TokenRole } from "./access-tokens.ts";
import { randomSecret, sha256Hex } from "./secrets.ts";

/** What a refresh token stands for. */
export interface RefreshGrant {
  clientId: string;
  role: TokenRole;
  subject: string;
  /** sha-256 of the member session the token was issued from (authorization_code and authorized_client grants). */
  sessionHash?: string;
}

/** Creates and stores a refresh token valid until `expiresAt`; returns the token itself. */
export async function createRefreshToken(
  db: Queryable,
  grant: RefreshGrant,
  expiresAt: Date,
): Promise<string> {
  const token = randomSecret(32);
  await db.query(
    "insert into refresh_tokens (token_hash, client_id, role, subject, expires_at, session_hash) values ($1, $2, $3, $4, $5, $6)",
    [sha256Hex(token), grant.clientId, grant.role, grant.subject, expiresAt, grant.sessionHash ?? null],
  );
  return token;
}

/**
 * The grant of a refresh token that exists, is not revoked and not expired at
 * `now` and, for a member, whose session is still open and whose member is
 * ACTIVE; else undefined.
 */
export async function findRefreshToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<RefreshGrant | undefined> {
  const [row] = await db.query<{
    client_id: string;
    role: string;
    subject: string;
    session_hash: string | null;
  }>(
    `select r.client_id, r.role, r.subject, r.session_hash from refresh_tokens r
     left join member_sessions s on s.token_hash = r.session_hash and s.identity_id = r.subject
     left join identities i on i.id = s.identity_id
     where r.token_hash = $1 and r.revoked_at is null and r.expires_at > $2
       and (r.role = 'visitor' or (s.revoked_at is null and s.expires_at > $2 and i.status = 'ACTIVE'))`,
    [sha256Hex(token), now],
  );
  if (!row || (row.role !== "visitor" && row.role !== "member")) return undefined;
  const grant: RefreshGrant = { clientId: row.client_id, role: row.role, subject: row.subject };
  return row.session_hash ? { ...grant, sessionHash: row.session_hash } : grant;
}

/** Revokes one refresh token (sign-out); true when it existed and was still active. */
export async function revokeRefreshToken(db: Queryable, token: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    "update refresh_tokens set revoked_at = $2 where token_hash = $1 and revoked_at is null returning token_hash",
    [sha256Hex(token), now],
  );
  return rows.length > 0;
}

/** Revokes the refresh tokens issued from the member session with token hash `sessionHash` (logout). */
export async function revokeSessionRefreshTokens(
  db: Queryable,
  sessionHash: string,
  now: Date,
): Promise<void> {
  await db.query("update refresh_tokens set revoked_at = $2 where session_hash = $1 and revoked_at is null", [
    sessionHash,
    now,
  ]);
}

/**
 * Revokes every refresh token of member `identityId` except those of the
 * session `keepSessionHash` (a password reset keeps none; a change, its own).
 */
export async function revokeMemberRefreshTokens(
  db: Queryable,
  identityId: string,
  now: Date,
  keepSessionHash?: string,
): Promise<void> {
  await db.query(
    `update refresh_tokens set revoked_at = $2
     where role = 'member' and subject = $1 and revoked_at is null and session_hash is distinct from $3::text`,
    [identityId, now, keepSessionHash ?? null],
  );
}
