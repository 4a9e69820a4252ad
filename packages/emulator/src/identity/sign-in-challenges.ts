/**
 * Sign-ins waiting for a second factor (`sign_in_challenges`): a state token (a
 * random secret, stored as its hash) names the member whose password checked
 * out; it lives 10 minutes, is spent by the answer or by the 5th wrong code. An
 * SMS or CALL code sent for it is kept as a hash, valid 5 minutes.
 */
import { randomInt } from "node:crypto";
import { randomSecret, sha256Hex } from "../auth/secrets.ts";
import type { Queryable } from "../db/database.ts";
import { invalidToken } from "./identity-failures.ts";

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const PHONE_CODE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a challenge takes before it is spent. */
export const MAX_FACTOR_ATTEMPTS = 5;

/** A live challenge, locked for the transaction. */
export interface SignInChallenge {
  stateHash: string;
  identityId: string;
  attempts: number;
  phoneCodeHash: string | null;
  phoneCodeExpiresAt: Date | null;
}

const phoneCodeHash = (stateHash: string, code: string) => sha256Hex(`${stateHash}:phone:${code}`);

/** Opens a challenge for `identityId`; returns its state token. */
export async function openChallenge(db: Queryable, identityId: string, now: Date): Promise<string> {
  const stateToken = randomSecret(32);
  await db.query(
    "insert into sign_in_challenges (state_token_hash, identity_id, expires_at) values ($1, $2, $3)",
    [sha256Hex(stateToken), identityId, new Date(now.getTime() + CHALLENGE_TTL_MS)],
  );
  return stateToken;
}

/** The live challenge of `stateToken`, locked (run in a transaction); a 400 when unknown, spent or expired. */
export async function lockChallenge(db: Queryable, stateToken: string, now: Date): Promise<SignInChallenge> {
  const stateHash = sha256Hex(stateToken);
  const [row] = await db.query<{
    identity_id: string;
    attempts: number;
    consumed_at: Date | null;
    expires_at: Date;
    phone_code_hash: string | null;
    phone_code_expires_at: Date | null;
  }>(
    "select identity_id, attempts, consumed_at, expires_at, phone_code_hash, phone_code_expires_at from sign_in_challenges where state_token_hash = $1 for update",
    [stateHash],
  );
  if (!row || row.consumed_at || row.expires_at <= now || row.attempts >= MAX_FACTOR_ATTEMPTS)
    throw invalidToken("state token");
  return {
    stateHash,
    identityId: row.identity_id,
    attempts: row.attempts,
    phoneCodeHash: row.phone_code_hash,
    phoneCodeExpiresAt: row.phone_code_expires_at,
  };
}

/** Spends the challenge: its sign-in is answered. */
export async function spendChallenge(db: Queryable, challenge: SignInChallenge, now: Date): Promise<void> {
  await db.query("update sign_in_challenges set consumed_at = $2 where state_token_hash = $1", [
    challenge.stateHash,
    now,
  ]);
}

/** Counts a wrong code; returns how many tries are left. */
export async function countWrongCode(db: Queryable, challenge: SignInChallenge): Promise<number> {
  await db.query("update sign_in_challenges set attempts = attempts + 1 where state_token_hash = $1", [
    challenge.stateHash,
  ]);
  return MAX_FACTOR_ATTEMPTS - challenge.attempts - 1;
}

/** A new 6-digit phone code for the challenge (replacing any earlier one); returns it to send. */
export async function newPhoneCode(db: Queryable, challenge: SignInChallenge, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.query(
    "update sign_in_challenges set phone_code_hash = $2, phone_code_expires_at = $3 where state_token_hash = $1",
    [
      challenge.stateHash,
      phoneCodeHash(challenge.stateHash, code),
      new Date(now.getTime() + PHONE_CODE_TTL_MS),
    ],
  );
  return code;
}

/** Whether `code` is the challenge's unexpired phone code. */
export function phoneCodeMatches(challenge: SignInChallenge, code: string, now: Date): boolean {
  if (!challenge.phoneCodeHash || !challenge.phoneCodeExpiresAt || challenge.phoneCodeExpiresAt <= now)
    return false;
  return /^\d{6}$/.test(code) && phoneCodeHash(challenge.stateHash, code) === challenge.phoneCodeHash;
}
