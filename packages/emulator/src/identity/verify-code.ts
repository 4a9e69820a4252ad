/**
 * Completing an e-mail verification during sign-in: the code is checked against
 * its state token, the member's e-mail marked verified, and its sign-in state
 * answered (a session token, or owner approval). Used by
 * `/_api/iam/verification/v1/auth/verify` and the EMAIL factor's verify call.
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { invalidToken } from "./identity-failures.ts";
import { findById, settledStatus, updateIdentity } from "./identity-records.ts";
import { type SignInAnswer, signInState } from "./sign-in-state.ts";
import { checkCode } from "./verification-codes.ts";

/** Verifies `code` for `stateToken` and answers the sign-in state; a wrong code is a 400 (and counts). */
export async function verifyCode(
  db: Database,
  config: EmulatorConfig,
  stateToken: string,
  code: string,
  now: Date,
): Promise<SignInAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const checked = await checkCode(tx, stateToken, code, now);
    if ("wrong" in checked) return checked;
    const row = await findById(tx, checked.identityId);
    if (!row) throw invalidToken("state token");
    const verified = await updateIdentity(
      tx,
      row.id,
      { email_verified: true, status: row.status === "PENDING" ? settledStatus(row) : row.status },
      now,
    );
    return signInState(tx, config, verified ?? row, now);
  });
  if ("wrong" in outcome) throw outcome.wrong;
  outcome.notify();
  return outcome.answer;
}
