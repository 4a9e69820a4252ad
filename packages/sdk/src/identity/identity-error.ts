/**
 * Failures of the sign-in flows that happen in the client, not on the server: a browser-only
 * function called on a server, a bad PKCE verifier length, a missing or wrong OAuth `state`, an
 * error answer or no answer from the sign-in frame, a redirect session without a URL, a second
 * factor asked of a page that does not handle one.
 */
import { errorGuard, VitrineError } from "../core/vitrine-error.js";

/** `name` of {@link IdentityError}. */
export const IDENTITY_ERROR_NAME = "IdentityError";

/** Codes an {@link IdentityError} carries. */
export type IdentityErrorCode =
  | "BROWSER_ONLY"
  | "INVALID_VERIFIER_LENGTH"
  | "MISSING_CODE_OR_STATE"
  | "INVALID_STATE"
  | "OAUTH_ERROR"
  | "OAUTH_TIMEOUT"
  | "NO_REDIRECT_URL"
  | "SECOND_FACTOR_NOT_HANDLED";

// Each message is a constant of its own, which a bundle leaves out when nothing throws it; the
// table gathers them for code that compares messages.

/** The message of an `INVALID_VERIFIER_LENGTH` error (the provider's). */
export const verifierLengthMessage = (length: number) =>
  `Expected a length between 43 and 128. Received ${length}.`;
/** The message of a `MISSING_CODE_OR_STATE` error (the provider's). */
export const MISSING_CODE_MESSAGE = "Missing code or _state";
/** The message of an `INVALID_STATE` error (the provider's). */
export const INVALID_STATE_MESSAGE = "Invalid _state";
/** The message of an `OAUTH_TIMEOUT` error (the provider's). */
export const TIMEOUT_MESSAGE = "OAuth flow timed out";
/** The message of a `NO_REDIRECT_URL` error (the provider's). */
export const NO_REDIRECT_URL_MESSAGE = "No redirect URL found";
/** The message of a `SECOND_FACTOR_NOT_HANDLED` error. */
export const SECOND_FACTOR_MESSAGE = "MFA_REQUIRED: call verifySecondFactor";
/** The message of a `BROWSER_ONLY` error, for `what` called on a server. */
export const browserOnlyMessage = (what: string) => `${what} needs a browser`;

/** Messages the provider's client uses, kept word for word, and Vitrine's own. */
export const IDENTITY_MESSAGES = {
  verifierLength: verifierLengthMessage,
  missingCode: MISSING_CODE_MESSAGE,
  invalidState: INVALID_STATE_MESSAGE,
  timeout: TIMEOUT_MESSAGE,
  noRedirectUrl: NO_REDIRECT_URL_MESSAGE,
  secondFactor: SECOND_FACTOR_MESSAGE,
  browserOnly: browserOnlyMessage,
} as const;

/**
 * A client-side sign-in failure, made with its `code`. `OAUTH_ERROR` carries the authorization
 * server's `error` and `errorDescription` (RFC 6749 §4.1.2.1).
 *
 * @example
 * ```ts
 * catch (e) { if (isIdentityError(e) && e.code === "OAUTH_TIMEOUT") showRetry(); }
 * ```
 */
export class IdentityError extends VitrineError<{
  code: IdentityErrorCode;
  error?: string;
  errorDescription?: string;
}> {
  static override readonly name: string = "IdentityError";
  declare readonly code: IdentityErrorCode;
  /** The OAuth `error` code, for `OAUTH_ERROR`. */
  declare readonly error?: string;
  /** The OAuth `error_description`, for `OAUTH_ERROR`. */
  declare readonly errorDescription?: string;
}

/**
 * Whether `e` is an {@link IdentityError} (works across realms).
 *
 * @example
 * ```ts
 * if (isIdentityError(e)) console.log(e.code);
 * ```
 */
export const isIdentityError: (e: unknown) => e is IdentityError =
  /* @__PURE__ */ errorGuard("IdentityError");
