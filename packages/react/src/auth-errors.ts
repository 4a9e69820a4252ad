/**
 * Why a sign-in step failed, as one stable code per case a page explains differently: the SDK's
 * login error codes, the verification code's failures, a blocked member, no answer from the
 * network, the sign-in frame or redirect going wrong. Pages map codes to their own words.
 */
import { isApplicationError, isSystemError, isTimeoutError } from "@vitrine/sdk";
import { isIdentityError, type LoginErrorCode, type StateMachine } from "@vitrine/sdk/identity";

/** Every reason {@link AuthError} names. */
export const AUTH_ERROR_CODES = [
  "invalidEmail",
  "invalidPassword",
  "resetPassword",
  "missingCaptchaToken",
  "emailAlreadyExists",
  "invalidCaptchaToken",
  "wrongCode",
  "codeExpired",
  "memberBlocked",
  "network",
  "signInFrame",
  "redirectAnswer",
  "unknown",
] as const satisfies readonly (LoginErrorCode | string)[];

/** One of {@link AUTH_ERROR_CODES}. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/** A failed sign-in step: a code to explain it by and the server's or SDK's own message. */
export interface AuthError {
  code: AuthErrorCode;
  /** The underlying message (for logs; show the page's text for `code`). */
  message: string;
  /** Wrong verification codes still accepted, when the server says. */
  attemptsLeft?: number;
}

function attemptsLeftOf(data: unknown): number | undefined {
  const left = (data as { attemptsLeft?: unknown } | undefined)?.attemptsLeft;
  return typeof left === "number" ? left : undefined;
}

/**
 * The {@link AuthError} of a `FAILURE` state (an unknown server state is `unknown`).
 *
 * @example
 * ```ts
 * authErrorOfState({ loginState: "FAILURE", error: "…", errorCode: "invalidPassword" }).code; // "invalidPassword"
 * ```
 */
export function authErrorOfState(state: Extract<StateMachine, { loginState: "FAILURE" }>): AuthError {
  return { code: state.errorCode ?? "unknown", message: state.error };
}

/**
 * The {@link AuthError} of a thrown error: verification failures (`INVALID_VERIFICATION_CODE`,
 * `INVALID_TOKEN`), a blocked member, the sign-in frame's or the redirect answer's failures, and
 * anything without an answer from the server (`network`).
 *
 * @example
 * ```ts
 * catch (e) { setError(authErrorOf(e)); }
 * ```
 */
export function authErrorOf(e: unknown): AuthError {
  const message = e instanceof Error ? e.message : String(e);
  if (isIdentityError(e)) {
    const frame = e.code === "OAUTH_ERROR" || e.code === "OAUTH_TIMEOUT" || e.code === "BROWSER_ONLY";
    return { code: frame ? "signInFrame" : "redirectAnswer", message };
  }
  if (isApplicationError(e)) {
    if (e.code === "INVALID_VERIFICATION_CODE") {
      const attemptsLeft = attemptsLeftOf(e.data);
      return { code: "wrongCode", message, ...(attemptsLeft === undefined ? {} : { attemptsLeft }) };
    }
    if (e.code === "INVALID_TOKEN") return { code: "codeExpired", message };
    if (e.code === "MEMBER_BLOCKED") return { code: "memberBlocked", message };
  }
  if (isSystemError(e) || isTimeoutError(e)) return { code: "network", message };
  return { code: "unknown", message };
}
