/**
 * `POST /_api/iam/authentication/v2/register`: creates a member with an e-mail
 * login id and a password, then answers its sign-in state under the site's
 * policy. A taken e-mail is -19995 (the unique index decides, so concurrent
 * registrations of one e-mail make one member).
 */
import type { EmulatorConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { checkCaptcha } from "./captcha.ts";
import { requireEmail } from "./email-address.ts";
import { emailExists } from "./identity-failures.ts";
import { objectField, passwordField } from "./identity-payload.ts";
import { insertIdentity } from "./identity-records.ts";
import { hashPassword } from "./passwords.ts";
import { profileInput } from "./profile-input.ts";
import { type SignInAnswer, signInState } from "./sign-in-state.ts";

/** What a new member signs up with. */
export interface Registration {
  email: string;
  password: string;
  profile: ReturnType<typeof profileInput>;
  captchaTokens: unknown;
}

/**
 * Creates the member of `registration` (PENDING until its e-mail or the owner says otherwise) and
 * answers its sign-in state; a taken e-mail is -19995. Register calls and the hosted sign-up
 * page both go through it.
 *
 * @example
 * ```ts
 * const answer = await registerMember(db, config, { email, password, profile: {}, captchaTokens: [] }, now);
 * ```
 */
export async function registerMember(
  db: Database,
  config: EmulatorConfig,
  registration: Registration,
  now: Date,
): Promise<SignInAnswer> {
  const policy = config.memberPolicy;
  checkCaptcha(registration.captchaTokens, policy, policy.requireCaptcha);
  const passwordHash = await hashPassword(registration.password);
  const { answer, notify } = await db.transaction(async (tx) => {
    const row = await insertIdentity(tx, {
      email: registration.email,
      passwordHash,
      status: "PENDING",
      profile: registration.profile,
      emailVerified: false,
      approvalPending: policy.requireOwnerApproval,
      now,
    });
    if (!row) throw emailExists();
    return signInState(tx, config, row, now);
  });
  notify();
  return answer;
}

/** The register endpoint. */
export const registerEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/authentication/v2/register",
  access: "read",
  handle({ payload, db, config, credentials }) {
    const registration = {
      email: requireEmail(objectField(payload, "loginId").email),
      password: passwordField(payload, "password"),
      profile: profileInput(payload.profile),
      captchaTokens: payload.captchaTokens,
    };
    return registerMember(db, config, registration, new Date(credentials.now()));
  },
};
