/**
 * The identity wire model's enumerations, each a union type with the list of its values (the
 * lists mirror the unions; `test/identity/enums.test-d.ts` keeps them in step).
 */

/** Status of an identity. */
export type IdentityStatus = "PENDING" | "ACTIVE" | "DELETED" | "BLOCKED" | "OFFLINE";
/** Every {@link IdentityStatus}. */
export const IDENTITY_STATUSES = [
  "PENDING",
  "ACTIVE",
  "DELETED",
  "BLOCKED",
  "OFFLINE",
] as const satisfies readonly IdentityStatus[];

/** Kind of an authentication factor. */
export type FactorType = "PASSWORD" | "SMS" | "CALL" | "EMAIL" | "TOTP" | "PUSH";
/** Every {@link FactorType}. */
export const FACTOR_TYPES = [
  "PASSWORD",
  "SMS",
  "CALL",
  "EMAIL",
  "TOTP",
  "PUSH",
] as const satisfies readonly FactorType[];

/** Tag of a postal address. */
export type AddressTag = "UNTAGGED" | "HOME" | "WORK" | "BILLING" | "SHIPPING";
/** Every {@link AddressTag}. */
export const ADDRESS_TAGS = [
  "UNTAGGED",
  "HOME",
  "WORK",
  "BILLING",
  "SHIPPING",
] as const satisfies readonly AddressTag[];

/** Tag of an e-mail address. */
export type EmailTag = "MAIN" | "HOME" | "WORK";
/** Every {@link EmailTag}. */
export const EMAIL_TAGS = ["MAIN", "HOME", "WORK"] as const satisfies readonly EmailTag[];

/** Tag of a phone number. */
export type PhoneTag = "MAIN" | "HOME" | "MOBILE" | "WORK" | "FAX";
/** Every {@link PhoneTag}. */
export const PHONE_TAGS = ["MAIN", "HOME", "MOBILE", "WORK", "FAX"] as const satisfies readonly PhoneTag[];

/** Whether a member's profile is visible to other members. */
export type PrivacyStatus = "PUBLIC" | "PRIVATE";
/** Every {@link PrivacyStatus}. */
export const PRIVACY_STATUSES = ["PUBLIC", "PRIVATE"] as const satisfies readonly PrivacyStatus[];

/** Kind of contact an identity belongs to. */
export type ContactType = "ADMIN" | "MEMBER" | "VISITOR" | "CONTACT";
/** Every {@link ContactType}. */
export const CONTACT_TYPES = [
  "ADMIN",
  "MEMBER",
  "VISITOR",
  "CONTACT",
] as const satisfies readonly ContactType[];

/** Who caused an event (`identity.identityType` of a webhook). */
export type IdentityType = "UNKNOWN" | "ANONYMOUS_VISITOR" | "MEMBER" | "WIX_USER" | "APP";
/** Every {@link IdentityType}. */
export const IDENTITY_TYPES = [
  "UNKNOWN",
  "ANONYMOUS_VISITOR",
  "MEMBER",
  "WIX_USER",
  "APP",
] as const satisfies readonly IdentityType[];

/** The state register, login and verification answer with. */
export type AuthenticationState =
  | "SUCCESS"
  | "REQUIRE_EMAIL_VERIFICATION"
  | "REQUIRE_OWNER_APPROVAL"
  | "STATUS_CHECK"
  | "REQUIRE_MFA"
  | "MFA_CHALLENGE";
/** Every {@link AuthenticationState}. */
export const AUTHENTICATION_STATES = [
  "SUCCESS",
  "REQUIRE_EMAIL_VERIFICATION",
  "REQUIRE_OWNER_APPROVAL",
  "STATUS_CHECK",
  "REQUIRE_MFA",
  "MFA_CHALLENGE",
] as const satisfies readonly AuthenticationState[];
