/**
 * What a posted sign-in form comes to: the form's anti-forgery token, then the
 * e-mail and password (the login call's checks and brute-force gate, with the
 * form's captcha answer) or, on the code step, the authenticator-app code. The
 * answer is a new member session, the code step (for a member with an
 * authenticator app), or a refusal: the form again with the e-mail as typed (never
 * the password), the message, the field at fault, and the captcha field when the
 * gate's places are taken (so the member is not turned away).
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

/**
 * A refusal: the message, the e-mail to fill in again, the field at fault, and whether the form
 * asks for the captcha (the e-mail's sign-in gate is closed without it).
 */
export interface SignInRefusal {
  error: string;
  email: string;
  errorField?: "password" | "captcha";
  captcha?: boolean;
}

/** The outcome: signed in, the code step, or a refusal. */
export type SignInOutcome = SignedIn | CodeStep | SignInRefusal;

const CAPTCHA_REFUSALS: Record<string, Omit<SignInRefusal, "email">> = {
  [IDENTITY_CODES.missingCaptcha]: {
    captcha: true,
    error:
      "Too many sign-in attempts were made for this account. To go on, enter your password and complete the captcha below.",
  },
  [IDENTITY_CODES.invalidCaptcha]: {
    captcha: true,
    errorField: "captcha",
    error: "The captcha answer is not right. Enter your password and the captcha again.",
  },
};

/** The code step: a session, the same step again with an error, or (the challenge spent) a refusal. */
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
      return { error: "Your membership cannot sign in yet.", email: "" };
    return { token: answer.sessionToken, memberId };
  } catch (error) {
    if (error instanceof ApplicationFailure && error.code === "INVALID_VERIFICATION_CODE")
      return {
        stateToken,
        error: "The code is wrong or was already used. Enter the newest code from the app.",
      };
    if (error instanceof ApiFailure)
      return { error: "The sign-in expired or had too many wrong codes. Please sign in again.", email: "" };
    throw error;
  }
}

/**
 * Checks the sign-in `form` posted on `session`'s page.
 *
 * @example
 * ```ts
 * const outcome = await checkSignIn(context, session, request.body as Form);
 * if (!("token" in outcome)) return sendSignInForm(context, reply, session, outcome);
 * ```
 */
export async function checkSignIn(
  context: HostedPagesContext,
  session: RedirectSession,
  form: Form,
): Promise<SignInOutcome> {
  const { db, config } = context;
  const email = form.email ?? "";
  if (!(await formTokenMatches(db, session.id, form.csrf)))
    return { error: "The form expired. Please try again.", email: form.stateToken ? "" : email };
  if (form.stateToken) return checkCode(context, form.stateToken, form.code ?? "");
  const now = pageTime(context);
  const captchaTokens = form.captcha ? [{ Recaptcha: form.captcha }] : [];
  try {
    const row = await checkPasswordLogin(
      db,
      config,
      { email, password: form.password ?? "", captchaTokens },
      now,
    );
    if (row.status !== "ACTIVE")
      return {
        email,
        error: row.approval_pending
          ? "Your membership is waiting for the site owner's approval."
          : "Please verify your e-mail address first, or reset your password.",
      };
    if (await hasActiveTotp(db, row.id)) return { stateToken: await openChallenge(db, row.id, now) };
    return { token: await createSession(db, row.id, now), memberId: row.id };
  } catch (error) {
    const captcha = error instanceof ApplicationFailure ? CAPTCHA_REFUSALS[error.code] : undefined;
    if (captcha) return { ...captcha, email };
    if (error instanceof ApiFailure)
      return { error: "The e-mail or password is wrong.", email, errorField: "password" };
    throw error;
  }
}
