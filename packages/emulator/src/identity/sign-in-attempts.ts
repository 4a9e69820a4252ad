/**
 * The brute-force gate: how many guesses one e-mail's passwords, or one member's
 * second-factor codes of one kind, may have checked per window
 * (`loginFailureLimit` per `loginFailureWindowSeconds`) without a captcha. A
 * guess takes a place before it is checked, in one upsert whose update holds the
 * row's lock, so however guesses arrive (a burst, several emulator processes on
 * one PostgreSQL) no more than the limit are checked; a wrong guess keeps its
 * place, a right one gives it back. A window starts with the first guess after
 * the last window ended; a completed password reset clears the member's places.
 */
import type { MemberPolicy } from "../config.ts";
import type { Queryable } from "../db/database.ts";

/** What is being guessed: an e-mail's password or a member's code of one second factor. */
export type AttemptKind = "PASSWORD" | "TOTP" | "SMS" | "CALL";

/** A place taken for one guess, to give back when the guess was right. */
export interface AttemptPlace {
  kind: AttemptKind;
  subject: string;
  windowStartedAt: Date;
}

const NO_LIMIT = 2_147_483_647;

const subjectOf = (kind: AttemptKind, subject: string) =>
  kind === "PASSWORD" ? subject.toLowerCase() : subject;

async function takePlace(
  db: Queryable,
  policy: MemberPolicy,
  kind: AttemptKind,
  subject: string,
  now: Date,
  limit: number,
): Promise<AttemptPlace | undefined> {
  const windowEnded = new Date(now.getTime() - policy.loginFailureWindowSeconds * 1000);
  const [row] = await db.query<{ window_started_at: Date }>(
    `insert into sign_in_attempts as a (kind, subject, window_started_at, attempts) values ($1, $2, $3, 1)
     on conflict (kind, subject) do update set
       window_started_at = case when a.window_started_at <= $4 then excluded.window_started_at else a.window_started_at end,
       attempts = case when a.window_started_at <= $4 then 1 else a.attempts + 1 end
     where a.window_started_at <= $4 or a.attempts < $5
     returning window_started_at`,
    [kind, subjectOf(kind, subject), now, windowEnded, limit],
  );
  return row && { kind, subject: subjectOf(kind, subject), windowStartedAt: row.window_started_at };
}

/**
 * Takes a place for one guess of `kind` at `subject` (an e-mail, or an identity id for a
 * factor); undefined when the window's places are taken, so the guess needs a captcha.
 *
 * @example
 * ```ts
 * const place = await reserveAttempt(db, policy, "PASSWORD", email, now);
 * if (!place) checkCaptcha(tokens, policy, true);
 * ```
 */
export function reserveAttempt(
  db: Queryable,
  policy: MemberPolicy,
  kind: AttemptKind,
  subject: string,
  now: Date,
): Promise<AttemptPlace | undefined> {
  return takePlace(db, policy, kind, subject, now, policy.loginFailureLimit);
}

/** Counts one failed guess of `kind` at `subject` that took no place (e.g. a wrong code towards the password gate). */
export async function countAttempt(
  db: Queryable,
  policy: MemberPolicy,
  kind: AttemptKind,
  subject: string,
  now: Date,
): Promise<void> {
  await takePlace(db, policy, kind, subject, now, NO_LIMIT);
}

/** Gives back the place of a right guess (nothing when its window has ended since). */
export async function giveBackAttempt(db: Queryable, place: AttemptPlace | undefined): Promise<void> {
  if (!place) return;
  await db.query(
    "update sign_in_attempts set attempts = attempts - 1 where kind = $1 and subject = $2 and window_started_at = $3 and attempts > 0",
    [place.kind, place.subject, place.windowStartedAt],
  );
}

/** Clears every place of the member (its e-mail's passwords and its factors' codes): a completed reset. */
export async function clearAttempts(db: Queryable, member: { id: string; email: string }): Promise<void> {
  await db.query(
    "delete from sign_in_attempts where (kind = 'PASSWORD' and subject = lower($1)) or (kind <> 'PASSWORD' and subject = $2)",
    [member.email, member.id],
  );
}
