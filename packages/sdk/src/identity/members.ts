/**
 * The members API's read of the signed-in member (`GET /members/v1/members/my`, the provider's
 * Get My Member) and its `Member` model. Usable with any auth strategy; with member tokens it
 * answers the member, with a visitor's it fails with a 404 `NOT_FOUND` `ApiError`.
 */
import { defineCall } from "../core/define-call.js";

/** A member's status on the site (`UNKNOWN` in the PUBLIC fieldset). */
export type MemberStatus = "UNKNOWN" | "PENDING" | "APPROVED" | "BLOCKED" | "OFFLINE";
/** Whether the member's profile is public (`UNKNOWN` in the PUBLIC fieldset). */
export type MemberPrivacyStatus = "UNKNOWN" | "PRIVATE" | "PUBLIC";
/** Whether the member may take part in the community (`UNKNOWN` in the PUBLIC fieldset). */
export type MemberActivityStatus = "UNKNOWN" | "ACTIVE" | "MUTED";
/**
 * Every {@link MemberFieldset}, narrowest first.
 *
 * @example
 * ```ts
 * MEMBER_FIELDSETS.indexOf("FULL") > MEMBER_FIELDSETS.indexOf("PUBLIC"); // true: FULL is wider
 * ```
 */
export const MEMBER_FIELDSETS = ["PUBLIC", "EXTENDED", "FULL"] as const;
/**
 * How much of the member to answer: `PUBLIC` (default: id, dates, profile), `EXTENDED` (adds the
 * login e-mail and the statuses) or `FULL` (adds the contact details).
 */
export type MemberFieldset = (typeof MEMBER_FIELDSETS)[number];

/** A postal address of a member's contact details. */
export interface MemberAddress {
  id?: string;
  streetAddress?: { number?: string; name?: string };
  addressLine?: string;
  addressLine2?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

/** A member's contact details (FULL fieldset). */
export interface MemberContact {
  firstName?: string;
  lastName?: string;
  phones?: string[];
  emails?: string[];
  addresses?: MemberAddress[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
}

/** A member's public profile. */
export interface MemberProfile {
  nickname?: string;
  slug?: string;
  photo?: { id?: string; url?: string; height?: number; width?: number };
  title?: string;
}

/** A site member as the members API answers it; dates become `Date`. */
export interface Member {
  id?: string;
  loginEmail?: string;
  loginEmailVerified?: boolean;
  status?: MemberStatus;
  contactId?: string;
  contact?: MemberContact;
  profile?: MemberProfile;
  privacyStatus?: MemberPrivacyStatus;
  activityStatus?: MemberActivityStatus;
  createdDate?: Date;
  updatedDate?: Date;
  lastLoginDate?: Date;
}

/** Options of {@link getMyMember}. */
export interface GetMyMemberOptions {
  /** The field sets to answer (the widest wins); default `PUBLIC`. */
  fieldsets?: MemberFieldset[];
}

/**
 * The member the tokens belong to (`GET /members/v1/members/my`).
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { members: { getMyMember } }, auth });
 * const member = await client.members.getMyMember({ fieldsets: ["FULL"] });
 * member.contact?.firstName;
 * ```
 */
export const getMyMember = /* @__PURE__ */ defineCall({
  method: "GET",
  path: "/members/v1/members/my",
  request: (options: GetMyMemberOptions = {}) => ({ query: { ...options } }),
  dates: ["member.createdDate", "member.updatedDate", "member.lastLoginDate"],
  response: (wire: { member: Member }) => wire.member,
});
