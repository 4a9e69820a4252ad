/**
 * `POST /_api/iam/authentication/v2/register`: creates a member with an e-mail
 * login id and a password, then answers its sign-in state under the site's
 * policy. A taken e-mail is -19995 (the unique index decides, so concurrent
 * registrations of one e-mail make one member).
 */
import type { Endpoint } from "../http/endpoint.ts";
import { checkCaptcha } from "./captcha.ts";
import { requireEmail } from "./email-address.ts";
import { emailExists } from "./identity-failures.ts";
import { objectField, passwordField } from "./identity-payload.ts";
import { insertIdentity } from "./identity-records.ts";
import { hashPassword } from "./passwords.ts";
import { profileInput } from "./profile-input.ts";
import { signInState } from "./sign-in-state.ts";

/** The register endpoint. */
export const registerEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/authentication/v2/register",
  access: "read",
  async handle({ payload, db, config, credentials }) {
    const email = requireEmail(objectField(payload, "loginId").email);
    const password = passwordField(payload, "password");
    const profile = profileInput(payload.profile);
    const policy = config.memberPolicy;
    checkCaptcha(payload.captchaTokens, policy, policy.requireCaptcha);
    const passwordHash = await hashPassword(password);
    const now = new Date(credentials.now());
    const { answer, notify } = await db.transaction(async (tx) => {
      const row = await insertIdentity(tx, {
        email,
        passwordHash,
        status: "PENDING",
        profile,
        emailVerified: false,
        approvalPending: policy.requireOwnerApproval,
        now,
      });
      if (!row) throw emailExists();
      return signInState(tx, config, row, now);
    });
    notify();
    return answer;
  },
};
