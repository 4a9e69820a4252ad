/**
 * The members API's view of an identity (`wix.members.v1.member`, as the
 * provider's members module reads it): login e-mail, status APPROVED | PENDING |
 * BLOCKED | OFFLINE, contact (names, phones, e-mails, addresses), profile
 * (nickname, photo), privacy and dates. The emulator keeps members as
 * identities; this is only their wire shape for member calls (approve, my
 * member), cut to the requested fieldsets as the provider documents them:
 * PUBLIC (the default: id, dates, profile; statuses UNKNOWN), EXTENDED (adds the
 * login e-mail and the statuses) and FULL (everything).
 */
import { type IdentityStatus, MEMBER_FIELDSETS, type MemberFieldset } from "@vitrine/sdk/identity";
import { invalidField } from "../errors.ts";
import type { IdentityRow } from "./identity-records.ts";

const MEMBER_STATUS: Record<IdentityStatus, string> = {
  ACTIVE: "APPROVED",
  PENDING: "PENDING",
  BLOCKED: "BLOCKED",
  OFFLINE: "OFFLINE",
  DELETED: "UNKNOWN",
};

type Json = Record<string, unknown>;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** A stored profile address (`{tag, address:{…}}`) as a member contact address (no tag, no apt). */
function contactAddress(stored: unknown): Json {
  const inner = ((stored as Json | null)?.address ?? {}) as Json;
  const { streetAddress, ...rest } = inner;
  const street = streetAddress as Json | undefined;
  return {
    ...rest,
    ...(street ? { streetAddress: { number: street.number ?? "", name: street.name ?? "" } } : {}),
  };
}

function contactOf(profile: Json): Json {
  const names = Object.fromEntries(
    (["firstName", "lastName"] as const).flatMap((name) =>
      typeof profile[name] === "string" ? [[name, profile[name]]] : [],
    ),
  );
  const addresses = Array.isArray(profile.addresses) ? profile.addresses.map(contactAddress) : [];
  return { ...names, phones: strings(profile.phones), emails: strings(profile.emails), addresses };
}

function profileOf(profile: Json): Json {
  return {
    ...(typeof profile.nickname === "string" ? { nickname: profile.nickname } : {}),
    ...(typeof profile.picture === "string" ? { photo: { url: profile.picture } } : {}),
  };
}

/**
 * The widest fieldset of a request's `fieldsets` (absent → PUBLIC); 400 for
 * anything but PUBLIC, EXTENDED or FULL.
 *
 * @example
 * memberFieldset(["PUBLIC", "FULL"]); // "FULL"
 */
export function memberFieldset(value: unknown): MemberFieldset {
  const asked = value === undefined ? [] : Array.isArray(value) ? value : [value];
  let widest = 0;
  for (const name of asked) {
    const rank = MEMBER_FIELDSETS.indexOf(name as MemberFieldset);
    if (rank < 0) throw invalidField("fieldsets", "must be PUBLIC, EXTENDED or FULL");
    widest = Math.max(widest, rank);
  }
  return MEMBER_FIELDSETS[widest] as MemberFieldset;
}

/**
 * The member wire shape of `row` with the fields of `fieldset` (default FULL,
 * as the merchant's calls answer).
 *
 * @example
 * return { member: memberWire(row, memberFieldset(payload.fieldsets)) };
 */
export function memberWire(row: IdentityRow, fieldset: MemberFieldset = "FULL"): Json {
  const profile = row.profile as Json;
  const dates = { createdDate: row.created_date.toISOString(), updatedDate: row.updated_date.toISOString() };
  if (fieldset === "PUBLIC")
    return {
      id: row.id,
      status: "UNKNOWN",
      profile: profileOf(profile),
      privacyStatus: "UNKNOWN",
      activityStatus: "UNKNOWN",
      ...dates,
    };
  const extended = {
    id: row.id,
    loginEmail: row.email,
    status: MEMBER_STATUS[row.status],
    profile: profileOf(profile),
    privacyStatus: profile.privacyStatus === "PUBLIC" ? "PUBLIC" : "PRIVATE",
    activityStatus: "ACTIVE",
    ...dates,
  };
  if (fieldset === "EXTENDED") return extended;
  return { ...extended, loginEmailVerified: row.email_verified, contact: contactOf(profile) };
}
