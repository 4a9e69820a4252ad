/**
 * The members API's view of an identity (`wix.members.v1.member`, as the
 * provider's members module reads it): login e-mail, status APPROVED | PENDING |
 * BLOCKED | OFFLINE, profile and dates. The emulator keeps members as identities;
 * this is only their wire shape for member calls such as approve.
 */
import type { IdentityRow, IdentityStatus } from "./identity-records.ts";

const MEMBER_STATUS: Record<IdentityStatus, string> = {
  ACTIVE: "APPROVED",
  PENDING: "PENDING",
  BLOCKED: "BLOCKED",
  OFFLINE: "OFFLINE",
  DELETED: "UNKNOWN",
};

/**
 * The member wire shape of `row`.
 *
 * @example
 * return { member: memberWire(row) };
 */
export function memberWire(row: IdentityRow): Record<string, unknown> {
  const profile = row.profile as { nickname?: unknown; privacyStatus?: unknown };
  return {
    id: row.id,
    loginEmail: row.email,
    loginEmailVerified: row.email_verified,
    status: MEMBER_STATUS[row.status],
    profile: typeof profile.nickname === "string" ? { nickname: profile.nickname } : {},
    privacyStatus: profile.privacyStatus === "PUBLIC" ? "PUBLIC" : "PRIVATE",
    createdDate: row.created_date.toISOString(),
    updatedDate: row.updated_date.toISOString(),
  };
}
