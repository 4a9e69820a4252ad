/**
 * Password-reset and activation links: a random token (stored as its sha-256),
 * single-use, valid one hour, pointing at the hosted reset page
 * (`/_hosted/reset-password?token=…`), optionally with where to go afterwards.
 * Only the member's newest link works: a new link, a completed reset and a
 * password change end every outstanding one (`used_at` set: used or ended).
 * Each of these first locks the member's identity row, so concurrent ones take
 * turns: of links mailed at once only the last works, of links used at once one.
 */

import { endMemberSessions } from "../auth/member-sessions.ts";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database, Queryable } from "../db/database.ts";
import { sendMail } from "../mail/mailbox.ts";
import { invalidToken } from "./identity-failures.ts";
import { findById, settledStatus, updateIdentity } from "./identity-records.ts";
import { recoveryLinkMail } from "./member-mail-text.ts";
import { hashPassword } from "./passwords.ts";
import { clearAttempts } from "./sign-in-attempts.ts";

const TOKEN_TTL_MS = 60 * 60 * 1000;

/** Why a link was sent. */
export type RecoveryPurpose = "recovery" | "activation";

/** Locks the member's identity row (run in a transaction): link changes of one member take turns. */
async function lockMember(db: Queryable, identityId: string): Promise<void> {
  await db.query("select id from identities where id = $1 for update", [identityId]);
}

/** Ends every outstanding link of the member (run in the transaction that changes its password). */
export async function endRecoveryLinks(db: Queryable, identityId: string, now: Date): Promise<void> {
  await db.query("update recovery_tokens set used_at = $2 where identity_id = $1 and used_at is null", [
    identityId,
    now,
  ]);
}

/** Creates a link for `identity`, ending its earlier ones, and mails it; returns the post-commit notifier. */
export async function mailRecoveryLink(
  db: Queryable,
  config: EmulatorConfig,
  identity: { id: string; email: string },
  purpose: RecoveryPurpose,
  redirectUrl: string | undefined,
  now: Date,
): Promise<() => void> {
  const token = randomSecret(32);
  await lockMember(db, identity.id);
  await endRecoveryLinks(db, identity.id, now);
  await db.query(
    "insert into recovery_tokens (token_hash, identity_id, purpose, redirect_url, expires_at) values ($1, $2, $3, $4, $5)",
    [sha256Hex(token), identity.id, purpose, redirectUrl ?? null, new Date(now.getTime() + TOKEN_TTL_MS)],
  );
  const link = `${config.publicUrl}/_hosted/reset-password?token=${encodeURIComponent(token)}`;
  return sendMail(db, config, { to: identity.email, ...recoveryLinkMail(config, purpose, link) }, now);
}

/**
 * Where a usable (unused, unexpired) link goes after the new password is saved:
 * its redirect URL, null when it has none, undefined when the token is not usable.
 * The reset page allows that origin in its CSP `form-action`, which browsers also
 * apply to the redirect after the form is posted.
 */
export async function recoveryRedirect(
  db: Queryable,
  token: string,
  now: Date,
): Promise<string | null | undefined> {
  const [row] = await db.query<{ redirect_url: string | null }>(
    "select redirect_url from recovery_tokens where token_hash = $1 and used_at is null and expires_at > $2",
    [sha256Hex(token), now],
  );
  return row ? row.redirect_url : undefined;
}

/**
 * Sets `password` with `token` (single use): the password is changed, every
 * session and every other link of the member are ended (their refresh tokens
 * revoked), its sign-in gate is cleared (places taken by anyone's guesses), the
 * member's e-mail counts as verified (the link proved it), and an activation
 * makes the member settle. Returns where the link said to go next.
 */
export async function recoverWithToken(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<{ redirectUrl: string | null }> {
  const passwordHash = await hashPassword(password);
  const tokenHash = sha256Hex(token);
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ identity_id: string }>(
      "select identity_id from recovery_tokens where token_hash = $1",
      [tokenHash],
    );
    if (!link) throw invalidToken("recovery token");
    await lockMember(tx, link.identity_id);
    const [row] = await tx.query<{ identity_id: string; redirect_url: string | null }>(
      `update recovery_tokens set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2 returning identity_id, redirect_url`,
      [tokenHash, now],
    );
    if (!row) throw invalidToken("recovery token");
    const identity = await findById(tx, row.identity_id);
    if (!identity) throw invalidToken("recovery token");
    await updateIdentity(
      tx,
      identity.id,
      {
        password_hash: passwordHash,
        email_verified: true,
        status: identity.status === "PENDING" ? settledStatus(identity) : identity.status,
      },
      now,
    );
    await endMemberSessions(tx, identity.id, now);
    await endRecoveryLinks(tx, identity.id, now);
    await clearAttempts(tx, identity);
    return { redirectUrl: row.redirect_url };
  });
}
