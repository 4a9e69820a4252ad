/**
 * Password-reset and activation links: a random token (stored as its sha-256),
 * single-use, valid one hour, pointing at the hosted reset page
 * (`/_hosted/reset-password?token=…`), optionally with where to go afterwards.
 */

import { endMemberSessions } from "../auth/member-sessions.ts";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database, Queryable } from "../db/database.ts";
import { sendMail } from "../mail/mailbox.ts";
import { invalidToken } from "./identity-failures.ts";
import { findById, settledStatus, updateIdentity } from "./identity-records.ts";
import { hashPassword } from "./passwords.ts";

const TOKEN_TTL_MS = 60 * 60 * 1000;

/** Why a link was sent. */
export type RecoveryPurpose = "recovery" | "activation";

/** Creates a link for `identity` and mails it; returns the post-commit notifier. */
export async function mailRecoveryLink(
  db: Queryable,
  config: EmulatorConfig,
  identity: { id: string; email: string },
  purpose: RecoveryPurpose,
  redirectUrl: string | undefined,
  now: Date,
): Promise<() => void> {
  const token = randomSecret(32);
  await db.query(
    "insert into recovery_tokens (token_hash, identity_id, purpose, redirect_url, expires_at) values ($1, $2, $3, $4, $5)",
    [sha256Hex(token), identity.id, purpose, redirectUrl ?? null, new Date(now.getTime() + TOKEN_TTL_MS)],
  );
  const link = `${config.publicUrl}/_hosted/reset-password?token=${encodeURIComponent(token)}`;
  const [subject, body] =
    purpose === "recovery"
      ? [
          "Reset your password",
          `Someone asked to reset your password. Choose a new one here (valid 1 hour): ${link}`,
        ]
      : ["Activate your account", `Set a password to activate your account (valid 1 hour): ${link}`];
  return sendMail(db, config, { to: identity.email, subject, body }, now);
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
 * session of the member is ended (their refresh tokens revoked), the member's
 * e-mail counts as verified (the link proved it), and an activation makes the
 * member settle. Returns where the link said to go next.
 */
export async function recoverWithToken(
  db: Database,
  token: string,
  password: string,
  now: Date,
): Promise<{ redirectUrl: string | null }> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ identity_id: string; redirect_url: string | null }>(
      `update recovery_tokens set used_at = $2
       where token_hash = $1 and used_at is null and expires_at > $2 returning identity_id, redirect_url`,
      [sha256Hex(token), now],
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
    return { redirectUrl: row.redirect_url };
  });
}
