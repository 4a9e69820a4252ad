/**
 * A member's authenticator app set up straight on the emulator's database, as the enrolment pages
 * would leave it: a new secret, confirmed with its current code. The member then logs in to a
 * second-factor step.
 */
import type { Database } from "../db/database.ts";
import { startTotpEnrolment, useTotpCode } from "../identity/totp-factors.ts";
import { totpCode } from "./totp-code.ts";

/**
 * Enrols and confirms an authenticator app for the identity `identityId` at `at`; returns its
 * secret (base32), for {@link totpCode}. The code of `at`'s step is used up by the confirmation:
 * sign in with a later step's code.
 *
 * @example
 * ```ts
 * const secret = await enrolAuthenticatorApp(t.db, member.id, new Date(clock));
 * clock += 30_000;
 * const code = totpCode(secret, new Date(clock));
 * ```
 */
export async function enrolAuthenticatorApp(db: Database, identityId: string, at: Date): Promise<string> {
  const secret = await startTotpEnrolment(db, identityId, at);
  if (secret === undefined) throw new Error(`identity ${identityId} already has an authenticator app`);
  const confirmed = await db.transaction((tx) => useTotpCode(tx, identityId, totpCode(secret, at), at, true));
  if (!confirmed) throw new Error(`identity ${identityId}: the authenticator app was not confirmed`);
  return secret;
}
