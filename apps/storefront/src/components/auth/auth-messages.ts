/**
 * What the sign-in pages say for each failure code of `useAuth`, and which field a failure
 * belongs to (so it is shown and focused there rather than above the form).
 */
import type { AuthError, AuthErrorCode } from "@vitrine/react";

/** The words for each failure. */
export const AUTH_MESSAGES: Record<AuthErrorCode, string> = {
  invalidEmail: "We could not find an account with that e-mail address. Check it, or create an account.",
  invalidPassword: "That password is not right. Try again, or reset your password.",
  resetPassword: "This account has no password yet, or it must be changed. Reset your password to sign in.",
  missingCaptchaToken:
    "Too many sign-in attempts were made for this account. To go on, complete the captcha, or reset your password.",
  invalidCaptchaToken: "The captcha answer is not right. Please try again.",
  emailAlreadyExists: "An account with this e-mail address already exists. Sign in instead.",
  wrongCode: "That code is not right. Check the latest e-mail and try again.",
  codeExpired: "This code has expired or was tried too often. Please send a new code and enter that one.",
  memberBlocked: "This account cannot sign in. Please contact the store.",
  network: "The store could not be reached. Check your connection and try again.",
  signInFrame: "Signing you in took too long or was refused. Please try again.",
  redirectAnswer: "The sign-in could not be completed. Please start again.",
  unknown: "Something went wrong. Please try again.",
};

/** The form fields a failure can belong to. */
export type AuthField = "email" | "password" | "code";

const FIELD_OF: Partial<Record<AuthErrorCode, AuthField>> = {
  invalidEmail: "email",
  emailAlreadyExists: "email",
  invalidPassword: "password",
  wrongCode: "code",
};

/** The field `error` belongs to, or `undefined` for the whole form. */
export function fieldOfError(error: AuthError): AuthField | undefined {
  return FIELD_OF[error.code];
}

/** The message for a wrong code with no tries left: the code is spent, a new one is needed. */
const CODE_SPENT = "That code is not right, and this one cannot be tried again. Please send a new code.";

/** The message for `error`, with the tries left for a wrong code. */
export function authMessage(error: AuthError): string {
  const message = AUTH_MESSAGES[error.code];
  if (error.code !== "wrongCode" || error.attemptsLeft === undefined) return message;
  if (error.attemptsLeft === 0) return CODE_SPENT;
  return `${message} ${error.attemptsLeft === 1 ? "1 try left." : `${error.attemptsLeft} tries left.`}`;
}
