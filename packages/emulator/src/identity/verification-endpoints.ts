/**
 * `/_api/iam/verification/v1/*`: verify the e-mailed code during sign-in,
 * resend it, and start a verification of a member's e-mail.
 */
import { permissionDenied } from "../auth/credentials.ts";
import { invalidField } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { memberNotFound } from "./identity-failures.ts";
import { requiredString } from "./identity-payload.ts";
import { findById } from "./identity-records.ts";
import { resendCode, startVerification } from "./verification-codes.ts";
import { verifyCode } from "./verify-code.ts";

/** `POST /v1/auth/verify` `{code, stateToken}` → the sign-in state. */
export const verifyDuringAuthEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/verification/v1/auth/verify",
  access: "read",
  async handle({ payload, db, config, credentials }) {
    const code = requiredString(payload, "code", "code", 20);
    const stateToken = requiredString(payload, "stateToken");
    return verifyCode(db, config, stateToken, code, new Date(credentials.now()));
  },
};

/** `POST /v1/auth/resend` `{stateToken}`: a new code by e-mail. */
export const resendCodeEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/verification/v1/auth/resend",
  access: "read",
  async handle({ payload, db, config, credentials }) {
    const stateToken = requiredString(payload, "stateToken");
    const notify = await db.transaction((tx) =>
      resendCode(tx, config, stateToken, new Date(credentials.now())),
    );
    notify();
    return {};
  },
};

/**
 * `POST /v1/start` `{identityId, target}`: e-mails a code to the member (the
 * member itself or a merchant may ask); answers `{verificationId}`, the state
 * token to verify it with.
 */
export const startVerificationEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/verification/v1/start",
  access: "read",
  async handle({ payload, principal, db, config, credentials }) {
    const identityId = requiredString(payload, "identityId");
    if (payload.target !== undefined && payload.target !== "EMAIL")
      throw invalidField("target", "only EMAIL is supported by the emulator");
    if (principal.kind === "visitor" || (principal.kind === "member" && principal.memberId !== identityId))
      throw permissionDenied("Only the member or a merchant may start this verification.");
    const row = await findById(db, identityId);
    if (!row) throw memberNotFound("id");
    const now = new Date(credentials.now());
    const { stateToken, notify } = await db.transaction((tx) => startVerification(tx, config, row, now));
    notify();
    return { verificationId: stateToken };
  },
};

/** The verification endpoints. */
export const verificationEndpoints: readonly Endpoint[] = [
  verifyDuringAuthEndpoint,
  resendCodeEndpoint,
  startVerificationEndpoint,
];
