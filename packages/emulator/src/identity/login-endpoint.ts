/**
 * `POST /_api/iam/authentication/v2/login`: e-mail and password. Each password
 * takes a place of the e-mail's captcha gate before it is checked (a right one
 * gives it back), so at most the gate's limit are checked per window however
 * they arrive; past it the answer is -19971 without a valid captcha token. A
 * wrong password is -19976; a member without a password is -19973.
 *
 * An unknown e-mail is 404 with application error -19999, as the provider
 * answers. Evidence: the provider's client (`@wix/sdk` OAuthStrategy `login`)
 * reads `details.applicationError.code` of every login failure without a guard
 * and names only -19971, -19970, -19976 and -19973, reporting any other code as
 * `invalidEmail`, so an unknown e-mail is an application error with another
 * code; published site code calling the provider's `authentication.login`
 * branches on -19999 ("e-mail not found") apart from -19976, and the provider's
 * own error strings name -19999 "Unknown user". Like the provider, the API thus
 * tells an unknown e-mail from a wrong password; the emulator reveals no more:
 * unknown e-mails count towards the captcha gate like wrong passwords (probing
 * costs a captcha after 5 tries per e-mail), an unknown e-mail costs the same
 * password hashing as a known one (no timing difference), and the hosted login
 * page answers both with one message.
 */
import { randomSecret } from "../auth/secrets.ts";
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { checkCaptcha } from "./captcha.ts";
import { requireEmail } from "./email-address.ts";
import { memberNotFound, resetPasswordRequired, wrongPassword } from "./identity-failures.ts";
import { objectField, requiredString } from "./identity-payload.ts";
import { findByEmail, type IdentityRow } from "./identity-records.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { giveBackAttempt, reserveAttempt } from "./sign-in-attempts.ts";
import { signInState } from "./sign-in-state.ts";

/** A hash no password matches, checked for unknown e-mails so they take as long as known ones. */
let unknownMemberHash: Promise<string> | undefined;

/**
 * The member whose e-mail and password these are, after the captcha gate (a place taken before the
 * check, or a valid captcha token once the places are taken); throws otherwise, the place of a
 * wrong guess kept. Shared by the login call and the hosted login page.
 */
export async function checkPasswordLogin(
  db: Database,
  config: EmulatorConfig,
  input: { email: string; password: string; captchaTokens: unknown },
  now: Date,
): Promise<IdentityRow> {
  const policy = config.memberPolicy;
  checkCaptcha(input.captchaTokens, policy, policy.requireCaptcha);
  const place = await reserveAttempt(db, policy, "PASSWORD", input.email, now);
  if (!place) checkCaptcha(input.captchaTokens, policy, true);
  const row = await findByEmail(db, input.email);
  if (!row) {
    unknownMemberHash ??= hashPassword(randomSecret(32));
    await verifyPassword(input.password, await unknownMemberHash);
    throw memberNotFound();
  }
  if (!row.password_hash) {
    await giveBackAttempt(db, place);
    throw resetPasswordRequired();
  }
  if (!(await verifyPassword(input.password, row.password_hash))) throw wrongPassword();
  await giveBackAttempt(db, place);
  return row;
}

/** The login endpoint. */
export const loginEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/authentication/v2/login",
  access: "read",
  async handle({ payload, db, config, credentials }) {
    const email = requireEmail(objectField(payload, "loginId").email);
    const password = requiredString(payload, "password", "password", 100);
    const now = new Date(credentials.now());
    const row = await checkPasswordLogin(
      db,
      config,
      { email, password, captchaTokens: payload.captchaTokens },
      now,
    );
    const { answer, notify } = await db.transaction((tx) => signInState(tx, config, row, now));
    notify();
    return answer;
  },
};
