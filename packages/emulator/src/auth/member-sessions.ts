/**
 * Member sessions: the `sessionToken` of login, register, verification and
 * sign-on, and of the hosted pages' cookie. Random secrets stored as sha-256
 * hashes, valid 24 hours unless ended by logout, a password reset or change
 * (every session of the member, but the changing one), which also revoke the
 * refresh tokens issued from them. A member's access and refresh tokens are
 * good only while their session is open and the member ACTIVE.
 */

import type { Queryable } from "../db/database.ts";
import { revokeMemberRefreshTokens, revokeSessionRefreshTokens } from "./refresh-tokens.ts";
import { randomSecret, sha256Hex } from "./secrets.ts";

const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Opens a session for `identityId`; returns its token. */
export async function createSession(db: Queryable, identityId: string, now: Date): Promise<string> {
  const token = randomSecret(32);
  await db.query(
    "insert into member_sessions (token_hash, identity_id, created_at, expires_at) values ($1, $2, $3, $4)",
    [sha256Hex(token), identityId, now, new Date(now.getTime() + SESSION_TTL_MS)],
  );
  return token;
}

/** The member of an active session token (of an ACTIVE member), or undefined. */
export function sessionMember(db: Queryable, token: string, now: Date): Promise<string | undefined> {
  return sessionMemberByHash(db, sha256Hex(token), now);
}

/** Like `sessionMember`, for a session token's sha-256 (as redirect sessions and codes keep it). */
export async function sessionMemberByHash(
  db: Queryable,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db.query<{ identity_id: string }>(
    `select s.identity_id from member_sessions s join identities i on i.id = s.identity_id
     where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and i.status = 'ACTIVE'`,
    [tokenHash, now],
  );
  return row?.identity_id;
}

/** Ends a session (logout) and revokes its refresh tokens; harmless for an unknown token. */
export function endSession(db: Queryable, token: string, now: Date): Promise<void> {
  return endSessionByHash(db, sha256Hex(token), now);
}

/** Like `endSession`, for a session token's sha-256 (as member access tokens carry it). */
export async function endSessionByHash(db: Queryable, tokenHash: string, now: Date): Promise<void> {
  await db.query("update member_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null", [
    tokenHash,
    now,
  ]);
  await revokeSessionRefreshTokens(db, tokenHash, now);
}

/**
 * Ends every open session of member `identityId` except `keepSessionHash` (a
 * password change keeps the session that made it; a reset or unblock keeps
 * none) and revokes their refresh tokens.
 */
export async function endMemberSessions(
  db: Queryable,
  identityId: string,
  now: Date,
  keepSessionHash?: string,
): Promise<void> {
  await db.query(
    `update member_sessions set revoked_at = $2
     where identity_id = $1 and revoked_at is null and token_hash is distinct from $3::text`,
    [identityId, now, keepSessionHash ?? null],
  );
  await revokeMemberRefreshTokens(db, identityId, now, keepSessionHash);
}
