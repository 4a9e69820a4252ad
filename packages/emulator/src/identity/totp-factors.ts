/**
 * A member's authenticator-app factor (`member_totp_factors`): enrolment starts
 * with a new secret (replacing an unconfirmed one), which the member confirms
 * with a first code; from then on sign-in asks for a code. Each accepted code
 * moves `last_used_step` forward, so a code (or an older one) is never accepted
 * twice. The secret leaves the emulator only on the enrolment page, before it
 * is confirmed.
 */
import type { Queryable } from "../db/database.ts";
import { matchingStep, newTotpSecret } from "./totp.ts";

interface FactorRow {
  secret: string;
  active: boolean;
  last_used_step: string | number;
}

async function lockedFactor(db: Queryable, identityId: string): Promise<FactorRow | undefined> {
  const [row] = await db.query<FactorRow>(
    "select secret, active, last_used_step from member_totp_factors where identity_id = $1 for update",
    [identityId],
  );
  return row;
}

/** Whether the member has a confirmed authenticator app. */
export async function hasActiveTotp(db: Queryable, identityId: string): Promise<boolean> {
  const [row] = await db.query<{ active: boolean }>(
    "select active from member_totp_factors where identity_id = $1",
    [identityId],
  );
  return row?.active === true;
}

/**
 * Starts enrolment: a new unconfirmed secret for the member, returned once to show; undefined
 * when the member already has a confirmed one (its secret is never shown again).
 */
export async function startTotpEnrolment(
  db: Queryable,
  identityId: string,
  now: Date,
): Promise<string | undefined> {
  const secret = newTotpSecret();
  const rows = await db.query<{ identity_id: string }>(
    `insert into member_totp_factors (identity_id, secret, created_at) values ($1, $2, $3)
     on conflict (identity_id) do update set secret = excluded.secret, created_at = excluded.created_at, last_used_step = -1
     where not member_totp_factors.active returning identity_id`,
    [identityId, secret, now],
  );
  return rows.length ? secret : undefined;
}

/** The unconfirmed secret being enrolled, to show again next to a wrong first code. */
export async function pendingTotpSecret(db: Queryable, identityId: string): Promise<string | undefined> {
  const [row] = await db.query<{ secret: string }>(
    "select secret from member_totp_factors where identity_id = $1 and not active",
    [identityId],
  );
  return row?.secret;
}

/**
 * Accepts `code` for the member's factor (run in a transaction): a code of the window around
 * `now` newer than the last accepted one. With `confirming`, only an unconfirmed factor, which
 * the code confirms; otherwise only a confirmed one.
 */
export async function useTotpCode(
  db: Queryable,
  identityId: string,
  code: string,
  now: Date,
  confirming = false,
): Promise<boolean> {
  const row = await lockedFactor(db, identityId);
  if (!row || row.active === confirming) return false;
  const step = matchingStep(row.secret, code, now);
  if (step === undefined || step <= Number(row.last_used_step)) return false;
  await db.query("update member_totp_factors set last_used_step = $2, active = true where identity_id = $1", [
    identityId,
    step,
  ]);
  return true;
}
