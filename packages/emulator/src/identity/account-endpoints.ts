/**
 * Member account calls: change password (member token), sign-on (merchant:
 * finds or creates a member and opens a session, for external sign-in), verify
 * a factor (EMAIL codes, and TOTP, SMS or CALL codes answering `REQUIRE_MFA`), and the
 * merchant's approval of a member waiting for it.
 */

import { createSession, endMemberSessions } from "../auth/member-sessions.ts";
import type { MemberPolicy } from "../config.ts";
import { ApplicationFailure, notFound } from "../errors.ts";
import type { Endpoint } from "../http/endpoint.ts";
import { requireEmail } from "./email-address.ts";
import { memberNotFound } from "./identity-failures.ts";
import { objectField, passwordField, requiredString } from "./identity-payload.ts";
import {
  findByEmail,
  findById,
  type IdentityRow,
  identityWire,
  insertIdentity,
  updateIdentity,
} from "./identity-records.ts";
import { memberWire } from "./member-wire.ts";
import { hashPassword } from "./passwords.ts";
import { profileInput } from "./profile-input.ts";
import { endRecoveryLinks } from "./recovery-tokens.ts";
import { verifySecondFactor } from "./second-factor.ts";
import { verifyCode } from "./verify-code.ts";

/**
 * `POST /_api/iam/authentication/v2/change-password` `{newPassword}` with a
 * member token: sets the password and ends every other session of the member
 * (revoking their refresh tokens) and every outstanding reset link; the session
 * that made the change goes on.
 */
export const changePasswordEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/authentication/v2/change-password",
  access: "member",
  async handle({ payload, principal, db, credentials }) {
    const password = passwordField(payload, "newPassword");
    if (principal.kind !== "member") throw memberNotFound("id");
    const passwordHash = await hashPassword(password);
    const now = new Date(credentials.now());
    await db.transaction(async (tx) => {
      const row = await updateIdentity(tx, principal.memberId, { password_hash: passwordHash }, now);
      if (!row) throw memberNotFound("id");
      await endMemberSessions(tx, principal.memberId, now, principal.sessionHash);
      await endRecoveryLinks(tx, principal.memberId, now);
    });
    return {};
  },
};

/**
 * `POST /_api/iam/authentication/v2/sign-on` `{loginId:{email}, profile}` (merchant):
 * the member with that e-mail, created ACTIVE without a password when new, and a session token.
 */
export const signOnEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/authentication/v2/sign-on",
  access: "write",
  async handle({ payload, db, credentials }) {
    const email = requireEmail(objectField(payload, "loginId").email);
    const profile = profileInput(payload.profile);
    const now = new Date(credentials.now());
    return db.transaction(async (tx) => {
      const row =
        (await insertIdentity(tx, {
          email,
          passwordHash: null,
          status: "ACTIVE",
          profile,
          emailVerified: payload.verifyEmail !== true,
          approvalPending: false,
          now,
        })) ?? (await findByEmail(tx, email));
      if (!row) throw memberNotFound();
      if (row.status !== "ACTIVE")
        throw new ApplicationFailure(403, "MEMBER_BLOCKED", "This member may not sign in.");
      return { sessionToken: await createSession(tx, row.id, now), identity: identityWire(row) };
    });
  },
};

const FACTOR_DATA = { TOTP: "totpData", SMS: "smsData", CALL: "callData" } as const;

/**
 * `POST /_api/iam/authentication/v2/{factorType}/verify`: EMAIL codes `{stateToken, emailData:{code}}`
 * (e-mail verification), and the second factors of `REQUIRE_MFA`: `totpData`, `smsData` or
 * `callData` `{code}` (a phone factor without a code sends one).
 */
export const verifyFactorEndpoint: Endpoint = {
  method: "POST",
  path: "/_api/iam/authentication/v2/{factorType}/verify",
  access: "read",
  async handle({ payload, db, config, credentials }) {
    const factorType = String(payload.factorType ?? "").toUpperCase();
    const now = new Date(credentials.now());
    const stateToken = requiredString(payload, "stateToken");
    if (factorType === "EMAIL") {
      const code = requiredString(objectField(payload, "emailData"), "code", "emailData.code", 20);
      return verifyCode(db, config, stateToken, code, now);
    }
    if (factorType !== "TOTP" && factorType !== "SMS" && factorType !== "CALL")
      throw new ApplicationFailure(
        400,
        "FACTOR_TYPE_NOT_SUPPORTED",
        `The emulator verifies EMAIL, TOTP, SMS and CALL factors only, not ${JSON.stringify(payload.factorType)}.`,
      );
    const dataField = FACTOR_DATA[factorType];
    const data = objectField(payload, dataField);
    const code =
      factorType === "TOTP" || data.code !== undefined
        ? requiredString(data, "code", `${dataField}.code`, 20)
        : undefined;
    return verifySecondFactor(db, config, { factorType, stateToken, code }, now);
  },
};

/** What approving `row` changes: unblock, or end the wait (ACTIVE once no e-mail check is due); undefined: nothing. */
function approvalChanges(row: IdentityRow, policy: MemberPolicy) {
  if (row.status === "BLOCKED") return { status: "ACTIVE" as const, approval_pending: false };
  if (!row.approval_pending) return undefined;
  const emailSettled = row.email_verified || !policy.requireEmailVerification;
  return {
    approval_pending: false,
    status: row.status === "PENDING" && emailSettled ? ("ACTIVE" as const) : row.status,
  };
}

/**
 * `POST /members/v1/members/{id}/approve` (merchant), the provider's Approve
 * Member: the path its members module (`approveMember`) calls on the API host,
 * answering `{member}` in the members API's shape. A member waiting for approval
 * may sign in (once its e-mail is verified, when that is required); a blocked
 * member is unblocked, with every session from before the block ended (its
 * tokens stay dead: the member signs in again); approving an approved member
 * changes nothing.
 */
export const approveMemberEndpoint: Endpoint = {
  method: "POST",
  path: "/members/v1/members/{id}/approve",
  access: "write",
  async handle({ payload, db, config, credentials }) {
    const id = requiredString(payload, "id");
    const row = await findById(db, id);
    if (!row || row.status === "DELETED") throw notFound("MEMBER_NOT_FOUND", `Member ${id} not found`);
    const changes = approvalChanges(row, config.memberPolicy);
    if (!changes) return { member: memberWire(row) };
    const now = new Date(credentials.now());
    const updated = await db.transaction(async (tx) => {
      if (row.status === "BLOCKED") await endMemberSessions(tx, id, now);
      return updateIdentity(tx, id, changes, now);
    });
    return { member: memberWire(updated ?? row) };
  },
};
