/**
 * What a posted sign-in form comes to: the form's anti-forgery token, then the
 * e-mail and password (the login call's checks and brute-force gate, with the
 * form's captcha answer) or, on the code step, the authenticator-app code. The
 * answer is a new member session, the code step (for a member with an
 * authenticator app), the captcha step (the gate's places are taken: the form
 * again with a captcha field, so the member is not turned away), or a message.
 */

import { createSession } from "../auth/member-sessions.ts";
import { ApiFailure, ApplicationFailure } from "../errors.ts";
import { IDENTITY_CODES } from "../identity/identity-failures.ts";
import { checkPasswordLogin } from "../identity/login-endpoint.ts";
import { verifySecondFactor } from "../identity/second-factor.ts";
import { openChallenge } from "../identity/sign-in-challenges.ts";
import { hasActiveTotp } from "../identity/totp-factors.ts";
import type { RedirectSession } from "../oauth/redirect-sessions.ts";
import { formTokenMatches } from "./form-token.ts";
import { type Form, type HostedPagesContext, pageTime } from "./hosted-context.ts";

/** A signed-in member: the new member session's token. */
export interface SignedIn {
  token: string;
  memberId: string;
}

/** The code step: the sign-in's state token, and why the last code was refused. */
export interface CodeStep {
  stateToken: string;
  error?: string;
}

/** The captcha step: the e-mail to sign in with, and why the captcha is asked for. */
export interface CaptchaStep {
  captcha: true;
  email: string;
  error: string;
}

/** The outcome: signed in, the code step, the captcha step, or a message that sends the member back to the start. */
export type SignInOutcome = SignedIn | CodeStep | CaptchaStep | string;

const CAPTCHA_MESSAGES: Record<string, string> = {
  [IDENTITY_CODES.missingCaptcha]:
    "Too many sign-in attempts were made for this account. To go on, complete the captcha below.",
  [IDENTITY_CODES.invalidCaptcha]: "The captcha answer is not right. Please try again.",
};

/** The code step: a session, the same step again with an error, or (the challenge spent) an error. */
async function checkCode(
  context: HostedPagesContext,
  stateToken: string,
  code: string,
): Promise<SignInOutcome> {
  try {
    const answer = await verifySecondFactor(
      context.db,
      context.config,
      { factorType: "TOTP", stateToken, code },
      pageTime(context),
    );
    const memberId = answer.identity.id;
    if (answer.state !== "SUCCESS" || !answer.sessionToken || typeof memberId !== "string")
      return "Your membership cannot sign in yet.";
    return { token: answer.sessionToken, memberId };
  } catch (error) {
    if (error instanceof ApplicationFailure && error.code === "INVALID_VERIFICATION_CODE")
      return {
        stateToken,
        error: "The code is wrong or was already used. Enter the newest code from the app.",
      };
    if (error instanceof ApiFailure)
      return "The sign-in expired or had too many wrong codes. Please sign in again.";
    throw error;
  }
}

/**
 * Checks the sign-in `form` posted on `session`'s page.
 *
 * @example
 * ```ts
 * const outcome = await checkSignIn(context, session, request.body as Form);
 * if (typeof outcome === "string") return sendSignInForm(context, reply, session, path, { error: outcome });
 * ```
 */
export async function checkSignIn(
  context: HostedPagesContext,
  session: RedirectSession,
  form: Form,
): Promise<SignInOutcome> {
  const { db, config } = context;
  if (!(await formTokenMatches(db, session.id, form.csrf))) return "The form expired. Please try again.";
  if (form.stateToken) return checkCode(context, form.stateToken, form.code ?? "");
  const now = pageTime(context);
  const email = form.email ?? "";
  const captchaTokens = form.captcha ? [{ Recaptcha: form.captcha }] : [];
  try {
    const row = await checkPasswordLogin(
      db,
      config,
      { email, password: form.password ?? "", captchaTokens },
      now,
    );
    if (row.status !== "ACTIVE")
      return row.approval_pending
        ? "Your membership is waiting for the site owner's approval."
        : "Please verify your e-mail address first, or reset your password.";
    if (await hasActiveTotp(db, row.id)) return { stateToken: await openChallenge(db, row.id, now) };
    return { token: await createSession(db, row.id, now), memberId: row.id };
  } catch (error) {
    const captchaMessage = error instanceof ApplicationFailure ? CAPTCHA_MESSAGES[error.code] : undefined;
    if (captchaMessage) return { captcha: true, email, error: captchaMessage };
    if (error instanceof ApiFailure) return "The e-mail or password is wrong.";
    throw error;
  }
}
