/**
 * E-mailed verification codes: 6 random digits, valid 10 minutes, at most 5
 * wrong tries, found by a `stateToken` (a random secret). Both are stored as
 * hashes. A resend replaces the code (at most 5 resends per state token).
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { ApplicationFailure } from "../errors.ts";
import { sendMail } from "../mail/mailbox.ts";
import { invalidToken } from "./identity-failures.ts";
import { verificationCodeMail } from "./member-mail-text.ts";

const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes accepted per state token before it is spent. */
export const MAX_CODE_ATTEMPTS = 5;
const MAX_RESENDS = 5;

const codeHash = (stateHash: string, code: string) => sha256Hex(`${stateHash}:${code}`);
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");

async function mailCode(db: Queryable, config: EmulatorConfig, to: string, code: string, now: Date) {
  return sendMail(db, config, { to, ...verificationCodeMail(config, code) }, now);
}

/** Creates a code for `identityId` and e-mails it to `email`; returns the state token and the post-commit notifier. */
export async function startVerification(
  db: Queryable,
  config: EmulatorConfig,
  identity: { id: string; email: string },
  now: Date,
): Promise<{ stateToken: string; notify: () => void }> {
  const stateToken = randomSecret(32);
  const stateHash = sha256Hex(stateToken);
  const code = newCode();
  await db.query(
    "insert into verification_codes (state_token_hash, identity_id, code_hash, expires_at) values ($1, $2, $3, $4)",
    [stateHash, identity.id, codeHash(stateHash, code), new Date(now.getTime() + CODE_TTL_MS)],
  );
  const notify = await mailCode(db, config, identity.email, code, now);
  return { stateToken, notify };
}

interface CodeRow {
  identity_id: string;
  code_hash: string;
  attempts: number;
  resends: number;
  expires_at: Date;
  consumed_at: Date | null;
}

async function lockedRow(db: Queryable, stateHash: string): Promise<CodeRow | undefined> {
  const [row] = await db.query<CodeRow>(
    "select identity_id, code_hash, attempts, resends, expires_at, consumed_at from verification_codes where state_token_hash = $1 for update",
    [stateHash],
  );
  return row;
}

/**
 * Checks `code` for `stateToken` (run in a transaction): returns the identity id
 * and spends the state token; a wrong code counts a try, and the fifth wrong try
 * spends it. Throws a 400 for unknown, spent or expired tokens and wrong codes.
 */
export async function checkCode(
  db: Queryable,
  stateToken: string,
  code: string,
  now: Date,
): Promise<{ identityId: string } | { wrong: ApplicationFailure }> {
  const stateHash = sha256Hex(stateToken);
  const row = await lockedRow(db, stateHash);
  if (!row || row.consumed_at || row.expires_at <= now || row.attempts >= MAX_CODE_ATTEMPTS)
    throw invalidToken("state token");
  const expected = Buffer.from(row.code_hash, "hex");
  const actual = Buffer.from(codeHash(stateHash, code), "hex");
  if (/^\d{6}$/.test(code) && timingSafeEqual(expected, actual)) {
    await db.query("update verification_codes set consumed_at = $2 where state_token_hash = $1", [
      stateHash,
      now,
    ]);
    return { identityId: row.identity_id };
  }
  await db.query("update verification_codes set attempts = attempts + 1 where state_token_hash = $1", [
    stateHash,
  ]);
  const left = MAX_CODE_ATTEMPTS - row.attempts - 1;
  return {
    wrong: new ApplicationFailure(400, "INVALID_VERIFICATION_CODE", "The verification code is wrong.", {
      attemptsLeft: left,
    }),
  };
}

/** E-mails a new code for `stateToken` (run in a transaction); returns the post-commit notifier. */
export async function resendCode(
  db: Queryable,
  config: EmulatorConfig,
  stateToken: string,
  now: Date,
): Promise<() => void> {
  const stateHash = sha256Hex(stateToken);
  const row = await lockedRow(db, stateHash);
  if (!row || row.consumed_at || row.resends >= MAX_RESENDS) throw invalidToken("state token");
  const [identity] = await db.query<{ email: string }>("select email from identities where id = $1", [
    row.identity_id,
  ]);
  if (!identity) throw invalidToken("state token");
  const code = newCode();
  await db.query(
    "update verification_codes set code_hash = $2, attempts = 0, resends = resends + 1, expires_at = $3 where state_token_hash = $1",
    [stateHash, codeHash(stateHash, code), new Date(now.getTime() + CODE_TTL_MS)],
  );
  return mailCode(db, config, identity.email, code, now);
}
