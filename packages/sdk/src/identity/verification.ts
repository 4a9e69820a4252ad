/** Raw verification calls (`/_api/iam/verification`): start a verification, verify or resend a code during sign-in. */
import { defineCall } from "../core/define-call.js";
import type { AuthenticationResponse } from "./identity-model.js";

/** Options of {@link startVerification}. */
export interface StartVerificationOptions {
  identityId?: string;
  target?: "EMAIL";
}

/**
 * Starts verifying an identity's e-mail (`POST /_api/iam/verification/v1/start`); bound as
 * `verification.start`.
 *
 * @example
 * ```ts
 * const { verificationId } = await client.verification.start({ identityId, target: "EMAIL" });
 * ```
 */
export const startVerification = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/verification/v1/start",
  request: (options: StartVerificationOptions = {}) => ({ body: { ...options } }),
  response: (wire: { verificationId?: string }) => wire,
});

/** Path of {@link verifyDuringAuthentication}. */
export const VERIFY_DURING_AUTHENTICATION_PATH = "/_api/iam/verification/v1/auth/verify";

/**
 * Verifies the e-mailed code during register or login (`POST /_api/iam/verification/v1/auth/verify`).
 *
 * @example
 * ```ts
 * const { state, sessionToken } = await client.verification.verifyDuringAuthentication("123456", { stateToken });
 * ```
 */
export const verifyDuringAuthentication = /* @__PURE__ */ defineCall({
  method: "POST",
  path: VERIFY_DURING_AUTHENTICATION_PATH,
  request: (code: string, options: { stateToken: string }) => ({ body: { code, ...options } }),
  dates: ["identity.createdDate", "identity.updatedDate"],
  response: (wire: AuthenticationResponse) => wire,
});

/**
 * Sends the sign-in verification code again (`POST /_api/iam/verification/v1/auth/resend`).
 *
 * @example
 * ```ts
 * await client.verification.resendDuringAuthentication(stateToken);
 * ```
 */
export const resendDuringAuthentication = /* @__PURE__ */ defineCall({
  method: "POST",
  path: "/_api/iam/verification/v1/auth/resend",
  request: (stateToken: string) => ({ body: { stateToken } }),
  response: (_wire: unknown) => undefined,
});
