/**
 * Where a member whose credentials checked out stands, as register, login and
 * verification answer it: `SUCCESS` with a session token,
 * `REQUIRE_EMAIL_VERIFICATION` with a state token (and a code in the mailbox),
 * `REQUIRE_OWNER_APPROVAL`, or, for a member with an authenticator app,
 * `REQUIRE_MFA` with a state token and `requireMfaData.availableFactors` (TOTP,
 * and SMS and CALL when the profile has a phone number), the state and field
 * names of the provider's verification typings. Blocked, deleted and offline
 * members are refused.
 */

import { createSession } from "../auth/member-sessions.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { memberBlocked } from "./identity-failures.ts";
import { type IdentityRow, identityWire, settledStatus, updateIdentity } from "./identity-records.ts";
import { openChallenge } from "./sign-in-challenges.ts";
import { hasActiveTotp } from "./totp-factors.ts";
import { startVerification } from "./verification-codes.ts";

/** A factor a member may answer `REQUIRE_MFA` with. */
export interface AvailableFactor {
  factorType: "TOTP" | "SMS" | "CALL";
  factorStatus: "ENABLED";
}

/** The body of register, login and verify. */
export interface SignInAnswer {
  state:
    | "SUCCESS"
    | "REQUIRE_EMAIL_VERIFICATION"
    | "REQUIRE_OWNER_APPROVAL"
    | "REQUIRE_MFA"
    | "MFA_CHALLENGE";
  sessionToken?: string;
  stateToken?: string;
  identity: Record<string, unknown>;
  additionalData: Record<string, unknown>;
  requireMfaData?: { availableFactors: AvailableFactor[]; reason: "USER_SETTINGS" };
  mfaChallengeData?: {
    factorType: "SMS" | "CALL";
    availableFactors: AvailableFactor[];
    reason: "USER_SETTINGS";
  };
}

/** The member's first phone number, where SMS and CALL codes go. */
export function phoneOf(row: IdentityRow): string | undefined {
  const phones = row.profile.phones;
  const first = Array.isArray(phones) ? phones[0] : undefined;
  return typeof first === "string" && first.trim() ? first.trim() : undefined;
}

/** The factors `row` may answer a second-factor challenge with. */
export function availableFactors(row: IdentityRow): AvailableFactor[] {
  const types = phoneOf(row) ? (["TOTP", "SMS", "CALL"] as const) : (["TOTP"] as const);
  return types.map((factorType) => ({ factorType, factorStatus: "ENABLED" }));
}

/**
 * The answer for `row` under the site's policy (run in the transaction that
 * checked the credentials); `notify` sends what was mailed, after commit.
 * `secondFactorDone` when the sign-in has just answered its `REQUIRE_MFA`.
 */
export async function signInState(
  db: Queryable,
  config: EmulatorConfig,
  row: IdentityRow,
  now: Date,
  secondFactorDone = false,
): Promise<{ answer: SignInAnswer; notify: () => void }> {
  if (row.status === "BLOCKED" || row.status === "DELETED" || row.status === "OFFLINE") throw memberBlocked();
  const done = (answer: Omit<SignInAnswer, "additionalData">) => ({
    answer: { ...answer, additionalData: {} },
    notify: () => {},
  });
  if (!row.email_verified && config.memberPolicy.requireEmailVerification) {
    const { stateToken, notify } = await startVerification(db, config, row, now);
    return {
      answer: {
        state: "REQUIRE_EMAIL_VERIFICATION",
        stateToken,
        identity: identityWire(row),
        additionalData: {},
      },
      notify,
    };
  }
  let current = row;
  if (row.status !== settledStatus(row))
    current = (await updateIdentity(db, row.id, { status: settledStatus(row) }, now)) ?? row;
  if (current.approval_pending)
    return done({ state: "REQUIRE_OWNER_APPROVAL", identity: identityWire(current) });
  if (!secondFactorDone && (await hasActiveTotp(db, current.id)))
    return done({
      state: "REQUIRE_MFA",
      stateToken: await openChallenge(db, current.id, now),
      identity: identityWire(current),
      requireMfaData: { availableFactors: availableFactors(current), reason: "USER_SETTINGS" },
    });
  const sessionToken = await createSession(db, current.id, now);
  return done({ state: "SUCCESS", sessionToken, identity: identityWire(current) });
}
