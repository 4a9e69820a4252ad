/**
 * How register and login failures become a `FAILURE` state: the provider's numeric application
 * codes, and an e-mail field violation, mapped to stable error codes.
 */
import { isApiError, isValidationError } from "../core/error-guards.js";
import type { ApiError } from "../core/errors.js";
import type { LoginErrorCode, StateMachine } from "./login-state.js";

const MISSING_CAPTCHA = "-19971";
const INVALID_CAPTCHA = "-19970";
const EMAIL_EXISTS = "-19995";
const INVALID_PASSWORD = "-19976";
const RESET_PASSWORD = "-19973";

/** Application codes of identity failures. */
export const IDENTITY_ERROR_CODES = {
  missingCaptcha: MISSING_CAPTCHA,
  invalidCaptcha: INVALID_CAPTCHA,
  emailExists: EMAIL_EXISTS,
  invalidPassword: INVALID_PASSWORD,
  resetPassword: RESET_PASSWORD,
} as const;

/** `FAILURE` with `error`, and `errorCode` when there is one (no `errorCode` key otherwise). */
function failure(error: string, errorCode: LoginErrorCode | undefined): StateMachine {
  return errorCode ? { loginState: "FAILURE", error, errorCode } : { loginState: "FAILURE", error };
}

function apiError(e: unknown): ApiError {
  if (!isApiError(e)) throw e;
  return e;
}

/**
 * A register failure: an e-mail field violation → `invalidEmail` (with the violation's
 * description), -19971 `missingCaptchaToken`, -19995 `emailAlreadyExists`, -19970
 * `invalidCaptchaToken`, otherwise the plain message. Errors without an answer are rethrown.
 *
 * @example
 * ```ts
 * catch (e) { return registerFailure(e); }
 * ```
 */
export function registerFailure(e: unknown): StateMachine {
  const error = apiError(e);
  const email = isValidationError(error)
    ? error.fieldViolations.find((v) => v.data?.type === "EMAIL")
    : undefined;
  if (email) return failure(email.description ?? error.message, "invalidEmail");
  return failure(
    error.message,
    error.code === MISSING_CAPTCHA
      ? "missingCaptchaToken"
      : error.code === EMAIL_EXISTS
        ? "emailAlreadyExists"
        : error.code === INVALID_CAPTCHA
          ? "invalidCaptchaToken"
          : undefined,
  );
}

/**
 * A login failure: -19971 `missingCaptchaToken`, -19970 `invalidCaptchaToken`, -19976
 * `invalidPassword`, -19973 `resetPassword`, anything else `invalidEmail`. Errors without an
 * answer are rethrown.
 *
 * @example
 * ```ts
 * catch (e) { return loginFailure(e); }
 * ```
 */
export function loginFailure(e: unknown): StateMachine {
  const error = apiError(e);
  return failure(
    error.message,
    error.code === MISSING_CAPTCHA
      ? "missingCaptchaToken"
      : error.code === INVALID_CAPTCHA
        ? "invalidCaptchaToken"
        : error.code === INVALID_PASSWORD
          ? "invalidPassword"
          : error.code === RESET_PASSWORD
            ? "resetPassword"
            : "invalidEmail",
  );
}
