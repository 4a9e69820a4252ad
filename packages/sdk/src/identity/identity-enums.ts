/**
 * The identity wire model's enumerations: each is a list of its values written once, and its
 * union type is the list's element type.
 */

/** Every {@link IdentityStatus}. */
export const IDENTITY_STATUSES = ["PENDING", "ACTIVE", "DELETED", "BLOCKED", "OFFLINE"] as const;
/** Status of an identity. */
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** Every {@link FactorType}. */
export const FACTOR_TYPES = ["PASSWORD", "SMS", "CALL", "EMAIL", "TOTP", "PUSH"] as const;
/** Kind of an authentication factor. */
export type FactorType = (typeof FACTOR_TYPES)[number];

/** Every {@link AddressTag}. */
export const ADDRESS_TAGS = ["UNTAGGED", "HOME", "WORK", "BILLING", "SHIPPING"] as const;
/** Tag of a postal address. */
export type AddressTag = (typeof ADDRESS_TAGS)[number];

/** Every {@link EmailTag}. */
export const EMAIL_TAGS = ["MAIN", "HOME", "WORK"] as const;
/** Tag of an e-mail address. */
export type EmailTag = (typeof EMAIL_TAGS)[number];

/** Every {@link PhoneTag}. */
export const PHONE_TAGS = ["MAIN", "HOME", "MOBILE", "WORK", "FAX"] as const;
/** Tag of a phone number. */
export type PhoneTag = (typeof PHONE_TAGS)[number];

/** Every {@link PrivacyStatus}. */
export const PRIVACY_STATUSES = ["PUBLIC", "PRIVATE"] as const;
/** Whether a member's profile is visible to other members. */
export type PrivacyStatus = (typeof PRIVACY_STATUSES)[number];

/** Every {@link ContactType}. */
export const CONTACT_TYPES = ["ADMIN", "MEMBER", "VISITOR", "CONTACT"] as const;
/** Kind of contact an identity belongs to. */
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Every {@link IdentityType}. */
export const IDENTITY_TYPES = ["UNKNOWN", "ANONYMOUS_VISITOR", "MEMBER", "WIX_USER", "APP"] as const;
/** Who caused an event (`identity.identityType` of a webhook). */
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** Every {@link AuthenticationState}. */
export const AUTHENTICATION_STATES = [
  "SUCCESS",
  "REQUIRE_EMAIL_VERIFICATION",
  "REQUIRE_OWNER_APPROVAL",
  "STATUS_CHECK",
  "REQUIRE_MFA",
  "MFA_CHALLENGE",
] as const;
/** The state register, login and verification answer with. */
export type AuthenticationState = (typeof AUTHENTICATION_STATES)[number];
