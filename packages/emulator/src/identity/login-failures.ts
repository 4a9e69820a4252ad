/**
 * The brute-force gate: failed password logins are recorded per e-mail; once an
 * e-mail has `loginFailureLimit` failures within `loginFailureWindowSeconds`,
 * its logins need a captcha until the window has passed.
 */
import type { MemberPolicy } from "../config.ts";
import type { Queryable } from "../db/database.ts";

/** Records one failed login for `email`. */
export async function recordLoginFailure(db: Queryable, email: string, now: Date): Promise<void> {
  await db.query("insert into login_failures (email, failed_at) values (lower($1), $2)", [email, now]);
}

/** Whether `email` has reached the failure limit within the window ending `now`. */
export async function captchaGateClosed(
  db: Queryable,
  policy: MemberPolicy,
  email: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - policy.loginFailureWindowSeconds * 1000);
  const [row] = await db.query<{ failures: number }>(
    "select count(*)::int as failures from login_failures where email = lower($1) and failed_at > $2",
    [email, since],
  );
  return (row?.failures ?? 0) >= policy.loginFailureLimit;
}
