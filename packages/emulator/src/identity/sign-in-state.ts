/**
 * Where a member whose credentials checked out stands, as register, login and
 * verification answer it: `SUCCESS` with a session token,
 * `REQUIRE_EMAIL_VERIFICATION` with a state token (and a code in the mailbox),
 * or `REQUIRE_OWNER_APPROVAL`. Blocked, deleted and offline members are refused.
 */
import type { EmulatorConfig } from "../config.ts";
import type { Queryable } from "../db/database.ts";
import { memberBlocked } from "./identity-failures.ts";
import { type IdentityRow, identityWire, settledStatus, updateIdentity } from "./identity-records.ts";
import { createSession } from "./member-sessions.ts";
import { startVerification } from "./verification-codes.ts";

/** The body of register, login and verify. */
export interface SignInAnswer {
  state: "SUCCESS" | "REQUIRE_EMAIL_VERIFICATION" | "REQUIRE_OWNER_APPROVAL";
  sessionToken?: string;
  stateToken?: string;
  identity: Record<string, unknown>;
  additionalData: Record<string, unknown>;
}

/**
 * The answer for `row` under the site's policy (run in the transaction that
 * checked the credentials); `notify` sends what was mailed, after commit.
 */
export async function signInState(
  db: Queryable,
  config: EmulatorConfig,
  row: IdentityRow,
  now: Date,
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
  const sessionToken = await createSession(db, current.id, now);
  return done({ state: "SUCCESS", sessionToken, identity: identityWire(current) });
}
